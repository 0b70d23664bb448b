import type { ReactNode, SVGProps } from 'react';

/**
 * A handful of line icons drawn for this app on one 24-unit grid. They inherit the text colour and
 * are hidden from assistive technology: every control that shows one also has a text label.
 */
export type TIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };
export type TIcon = (props: TIconProps) => ReactNode;

export function icon(paths: ReactNode): TIcon {
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

export const IconUsers = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.4c2.1.8 3.5 2.8 3.5 5.6" />
  </>,
);

export const IconUserCircle = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="10" r="3" />
    <path d="M6.5 18.5c1.2-2 3.2-3.2 5.5-3.2s4.3 1.2 5.5 3.2" />
  </>,
);

export const IconSettings = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 13.5a7.6 7.6 0 0 0 0-3l2-1.6-2-3.4-2.4.9a7.5 7.5 0 0 0-2.6-1.5L14 2.5h-4l-.4 2.4A7.5 7.5 0 0 0 7 6.4l-2.4-.9-2 3.4 2 1.6a7.6 7.6 0 0 0 0 3l-2 1.6 2 3.4 2.4-.9a7.5 7.5 0 0 0 2.6 1.5l.4 2.4h4l.4-2.4a7.5 7.5 0 0 0 2.6-1.5l2.4.9 2-3.4-2-1.6Z" />
  </>,
);

export const IconAdjustments = icon(<path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4" />);

export const IconSearch = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
);

export const IconDots = icon(
  <>
    <circle cx="5" cy="12" r="1" fill="currentColor" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
    <circle cx="19" cy="12" r="1" fill="currentColor" />
  </>,
);

export const IconUserPlus = icon(
  <>
    <circle cx="10" cy="8" r="3.5" />
    <path d="M3.5 20c0-3.6 2.9-6 6.5-6 1.4 0 2.7.4 3.8 1" />
    <path d="M18 14v6M15 17h6" />
  </>,
);

export const IconPencil = icon(
  <>
    <path d="M4 20h4L19 9a2.1 2.1 0 0 0-4-4L4 16v4Z" />
    <path d="M13.5 6.5l4 4" />
  </>,
);

export const IconUserOff = icon(
  <>
    <circle cx="10" cy="8" r="3.5" />
    <path d="M3.5 20c0-3.6 2.9-6 6.5-6 1.4 0 2.7.4 3.8 1" />
    <path d="M16 15l5 5M21 15l-5 5" />
  </>,
);

export const IconUserCheck = icon(
  <>
    <circle cx="10" cy="8" r="3.5" />
    <path d="M3.5 20c0-3.6 2.9-6 6.5-6 1.4 0 2.7.4 3.8 1" />
    <path d="M15 17.5l2 2 4-4.5" />
  </>,
);

export const IconSend = icon(
  <>
    <path d="M21 3L10 14" />
    <path d="M21 3l-7 18-4-7-7-4 18-7Z" />
  </>,
);

export const IconTrash = icon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </>,
);

export const IconSelector = icon(<path d="M8 9l4-4 4 4M8 15l4 4 4-4" />);

export const IconSortAscending = icon(<path d="M8 14l4-4 4 4" />);

export const IconSortDescending = icon(<path d="M8 10l4 4 4-4" />);

export const IconLock = icon(
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </>,
);

export const IconWarning = icon(
  <>
    <path d="M12 3.5 2.5 20h19L12 3.5Z" />
    <path d="M12 10v4.5M12 17.3v.01" />
  </>,
);

export const IconShieldUser = icon(
  <>
    <path d="M12 3l7.5 3v5.5c0 4.4-3.1 8.2-7.5 9.5-4.4-1.3-7.5-5.1-7.5-9.5V6L12 3Z" />
    <circle cx="12" cy="10.5" r="2.2" />
    <path d="M8.5 16c.8-1.4 2-2.1 3.5-2.1s2.7.7 3.5 2.1" />
  </>,
);

export const IconBuilding = icon(
  <>
    <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M3 21h18" />
    <path d="M8 8h3M8 12h3M8 16h3" />
  </>,
);

export const IconChevronLeft = icon(<path d="M15 6l-6 6 6 6" />);

export const IconChevronRight = icon(<path d="M9 6l6 6-6 6" />);

export const IconCurrentLocation = icon(
  <>
    <circle cx="12" cy="12" r="7" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </>,
);

export const IconShoppingCart = icon(
  <>
    <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9.5" cy="19" r="1.5" />
    <circle cx="17" cy="19" r="1.5" />
  </>,
);

export const IconTag = icon(
  <>
    <path d="M3.5 12.6V4.5a1 1 0 0 1 1-1h8.1l8 8a1.4 1.4 0 0 1 0 2l-7.1 7.1a1.4 1.4 0 0 1-2 0l-8-8Z" />
    <circle cx="8" cy="8" r="1.5" />
  </>,
);

export const IconLeaf = icon(
  <>
    <path d="M5 20c0-8.5 5-14 15-15-.5 10-6 15-14 15H5Z" />
    <path d="M5 20c3-4.5 6.5-8 11-10.5" />
  </>,
);

export const IconReceipt = icon(
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);

export const IconTruck = icon(
  <>
    <path d="M3 16V6h11v10M14 9h4l3 3.5V16h-2M9 16h6" />
    <circle cx="7" cy="17" r="2" />
    <circle cx="17" cy="17" r="2" />
  </>,
);

export const IconDownload = icon(<path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />);
