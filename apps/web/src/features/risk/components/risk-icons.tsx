import { icon } from '../../../components/icons.tsx';

/** Bars rising from a baseline: facilities by risk level. */
export const IconChartBars = icon(
  <>
    <path d="M4 20h16" />
    <path d="M6.5 20v-6M11 20V8M15.5 20v-9M20 20V5" />
  </>,
);
