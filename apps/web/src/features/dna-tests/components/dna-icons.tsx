import { icon } from '../../../components/icons.tsx';

/** A double helix: the laboratory's DNA tests. */
export const IconDna = icon(
  <>
    <path d="M7 3c0 4.5 10 7.5 10 12M17 3c0 4.5-10 7.5-10 12M7 21c0-2 2-3.5 4.5-4.5M17 21c0-2-2-3.5-4.5-4.5" />
    <path d="M8.5 6.5h7M9 17.5h6M8.5 12.5h7" />
  </>,
);
