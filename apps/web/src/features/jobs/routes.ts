import { IconClock } from '../../components/icons.tsx';
import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import { JOBS_ACCESS } from './access.ts';

export const JOBS_ROUTES: TFeatureRoutes = {
  signedInRoutes: [
    {
      path: 'job-queue',
      requires: JOBS_ACCESS.jobQueue,
      screen: () => import('./pages/job-queue-page.tsx').then((module) => ({ Component: module.JobQueuePage })),
    },
  ],
  // Operating the platform comes after its users and settings on the super administrator's menu.
  menu: [
    { position: 140, id: 'job-queue', path: '/job-queue', labelKey: 'jobs.menu', icon: IconClock, requires: JOBS_ACCESS.jobQueueMenu },
  ],
};
