import type { TFeatureRoutes } from '../../lib/feature-routes.ts';

/** The evidence pack's print page (spec §2 public route /pdf-preview), opened by the server's headless browser. */
export const TRACE_PDF_ROUTES: TFeatureRoutes = {
  printRoutes: [
    {
      path: 'pdf-preview',
      allowSmallScreen: true,
      catalogues: ['trace-pdf'],
      screen: () => import('./pages/pdf-preview-page.tsx').then((module) => ({ Component: module.PdfPreviewPage })),
    },
  ],
};
