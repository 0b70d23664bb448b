import { icon } from '../../../components/icons.tsx';

/** A checklist with a tick: a plan of actions to complete. */
export const IconPlan = icon(
  <>
    <path d="M6.5 4.5h11A1.5 1.5 0 0 1 19 6v13.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19.5V6a1.5 1.5 0 0 1 1.5-1.5z" />
    <path d="M8.5 9.5l1.5 1.5 2.5-2.5M14.5 10h2M8.5 15.5h8" />
  </>,
);
