import type { TMessageCatalogue } from './en.ts';
import { common } from './fr/common.ts';
import { configuration } from './fr/configuration.ts';
import { productDefinitions } from './fr/product-definitions.ts';
import { indicators } from './fr/indicators.ts';
import { questionnaires } from './fr/questionnaires.ts';
import { supplyChain } from './fr/supply-chain.ts';
import { roles } from './fr/roles.ts';
import { configurationBundle } from './fr/configuration-bundle.ts';
import { identifiers } from './fr/identifiers.ts';
import { profiles } from './fr/profiles.ts';
import { referenceData } from './fr/reference-data.ts';
import { selfAssessments } from './fr/self-assessments.ts';
import { partners } from './fr/partners.ts';
import { facilityGroups } from './fr/facility-groups.ts';
import { productActivities } from './fr/product-activities.ts';
import { qrCodes } from './fr/qr-codes.ts';
import { suppliers } from './fr/suppliers.ts';
import { orders } from './fr/orders.ts';
import { jobs } from './fr/jobs.ts';
import { incidents } from './fr/incidents.ts';
import { improvementPlans } from './fr/improvement-plans.ts';
import { dnaTests } from './fr/dna-tests.ts';
import { traceExports } from './fr/trace-exports.ts';
import { tracePdf } from './fr/trace-pdf.ts';
import { traces } from './fr/traces.ts';
import { publicReports } from './fr/public-reports.ts';
import { notifications } from './fr/notifications.ts';
import { risk } from './fr/risk.ts';
import { riskPdf } from './fr/risk-pdf.ts';

/** Server-side messages in French, one file per module under fr/. */
export const fr: TMessageCatalogue = {
  ...common,
  ...configuration,
  ...productDefinitions,
  ...indicators,
  ...questionnaires,
  ...supplyChain,
  ...roles,
  ...configurationBundle,
  ...identifiers,
  ...profiles,
  ...referenceData,
  ...selfAssessments,
  ...partners,
  ...facilityGroups,
  ...productActivities,
  ...qrCodes,
  ...suppliers,
  ...orders,
  ...jobs,
  ...incidents,
  ...improvementPlans,
  ...dnaTests,
  ...traceExports,
  ...tracePdf,
  ...traces,
  ...publicReports,
  ...notifications,
  ...risk,
  ...riskPdf,
};
