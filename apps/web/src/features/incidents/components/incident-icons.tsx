import { icon } from '../../../components/icons.tsx';

/** A clipboard with lines: requests for audit. */
export const IconClipboard = icon(
  <>
    <path d="M9 4.5h6v3H9z" />
    <path d="M15 5.5h2.5A1.5 1.5 0 0 1 19 7v12.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19.5V7a1.5 1.5 0 0 1 1.5-1.5H9" />
    <path d="M8.5 12h7M8.5 16h5" />
  </>,
);

/** A speech bubble with an exclamation mark: reports of what happened. */
export const IconReport = icon(
  <>
    <path d="M4.5 5.5h15v10h-8l-4 3.5v-3.5h-3z" />
    <path d="M12 8.5v3M12 13.5v.01" />
  </>,
);
