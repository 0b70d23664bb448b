import type { ReactNode, SVGProps } from 'react';

/**
 * A handful of line icons drawn for this app on one 24-unit grid. They inherit the text colour and
 * are hidden from assistive technology: every control that shows one also has a text label.
 */
export type TIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };
export type TIcon = (props: TIconProps) => ReactNode;

function icon(paths: ReactNode): TIcon {
  return function Icon({ size = 20, ...props }: TIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const IconGlobe = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </>,
);

export const IconLogout = icon(
  <>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </>,
);

export const IconCheck = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);

export const IconX = icon(<path d="M6 6l12 12M18 6L6 18" />);

export const IconAlert = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);

export const IconInfo = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </>,
);

export const IconChevronDown = icon(<path d="M6 9l6 6 6-6" />);

export const IconMonitor = icon(
  <>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </>,
);

export const IconMail = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5 12 13l8.5-6.5" />
  </>,
);

export const IconClock = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const IconArrowBack = icon(<path d="M19 12H5M11 6l-6 6 6 6" />);

export const IconShieldCheck = icon(
  <>
    <path d="M12 3l7.5 3v5.5c0 4.4-3.1 8.2-7.5 9.5-4.4-1.3-7.5-5.1-7.5-9.5V6L12 3Z" />
    <path d="M8.5 12l2.5 2.5 4.5-4.5" />
  </>,
);
