import type { TFeatureRoutes } from '../../lib/feature-routes.ts';
import { INCIDENTS_ACCESS } from './access.ts';
import { IconClipboard, IconReport } from './components/incident-icons.tsx';

export const INCIDENTS_ROUTES: TFeatureRoutes = {
  // The public worker channel: no account, and made for phones, so the desktop notice does not apply.
  publicRoutes: [
    {
      path: 'report',
      allowSmallScreen: true,
      // The report's shared schemas word some of their errors in incidents' own keys.
      catalogues: ['public-reports', 'incidents'],
      screen: () => import('./public/pages/public-report-page.tsx').then((module) => ({ Component: module.PublicReportPage })),
    },
    {
      path: 'report/follow-up',
      allowSmallScreen: true,
      catalogues: ['public-reports', 'incidents'],
      screen: () => import('./public/pages/case-follow-up-page.tsx').then((module) => ({ Component: module.CaseFollowUpPage })),
    },
  ],
  signedInRoutes: [
    {
      path: 'grievance-reports/public',
      requires: INCIDENTS_ACCESS.grievanceReports,
      screen: () => import('./public/pages/public-reports-page.tsx').then((module) => ({ Component: module.PublicReportsPage })),
    },
    {
      path: 'grievance-reports/public/:id',
      requires: INCIDENTS_ACCESS.grievanceReports,
      screen: () => import('./public/pages/public-report-detail-page.tsx').then((module) => ({ Component: module.PublicReportDetailPage })),
    },
    {
      path: 'grievance-reports',
      requires: INCIDENTS_ACCESS.grievanceReports,
      screen: () => import('./pages/grievance-reports-page.tsx').then((module) => ({ Component: module.GrievanceReportsPage })),
    },
    {
      path: 'grievance-reports/new',
      requires: INCIDENTS_ACCESS.grievanceReports,
      screen: () => import('./pages/new-grievance-report-page.tsx').then((module) => ({ Component: module.NewGrievanceReportPage })),
    },
    {
      path: 'grievance-reports/:id',
      requires: INCIDENTS_ACCESS.grievanceReports,
      screen: () => import('./pages/grievance-report-detail-page.tsx').then((module) => ({ Component: module.GrievanceReportDetailPage })),
    },
    {
      path: 'requests',
      requires: INCIDENTS_ACCESS.requests,
      screen: () => import('./pages/requests-page.tsx').then((module) => ({ Component: module.RequestsPage })),
    },
    {
      path: 'requests/new',
      requires: INCIDENTS_ACCESS.proactiveScan,
      screen: () => import('./pages/new-request-page.tsx').then((module) => ({ Component: module.NewRequestPage })),
    },
    {
      path: 'requests/:id',
      requires: INCIDENTS_ACCESS.requests,
      screen: () => import('./pages/request-detail-page.tsx').then((module) => ({ Component: module.RequestDetailPage })),
    },
  ],
  // Spec §2 "Menu by role": incident reports after facility management for administrators; requests first for assessors.
  menu: [
    {
      position: 230,
      id: 'grievance-reports',
      path: '/grievance-reports',
      labelKey: 'incidents.menu.grievanceReports',
      icon: IconReport,
      requires: INCIDENTS_ACCESS.grievanceReports,
    },
    {
      position: 420,
      id: 'requests',
      path: '/requests',
      labelKey: 'incidents.menu.requests',
      icon: IconClipboard,
      requires: INCIDENTS_ACCESS.requests,
    },
  ],
};
