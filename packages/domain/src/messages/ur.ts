import type { TMessageCatalogue } from './en.ts';
import { common } from './ur/common.ts';
import { configuration } from './ur/configuration.ts';
import { productDefinitions } from './ur/product-definitions.ts';
import { indicators } from './ur/indicators.ts';
import { questionnaires } from './ur/questionnaires.ts';
import { supplyChain } from './ur/supply-chain.ts';
import { roles } from './ur/roles.ts';
import { configurationBundle } from './ur/configuration-bundle.ts';
import { identifiers } from './ur/identifiers.ts';
import { profiles } from './ur/profiles.ts';
import { referenceData } from './ur/reference-data.ts';
import { selfAssessments } from './ur/self-assessments.ts';
import { partners } from './ur/partners.ts';
import { facilityGroups } from './ur/facility-groups.ts';
import { productActivities } from './ur/product-activities.ts';
import { qrCodes } from './ur/qr-codes.ts';
import { suppliers } from './ur/suppliers.ts';
import { orders } from './ur/orders.ts';
import { jobs } from './ur/jobs.ts';
import { incidents } from './ur/incidents.ts';
import { improvementPlans } from './ur/improvement-plans.ts';
import { dnaTests } from './ur/dna-tests.ts';
import { traceExports } from './ur/trace-exports.ts';
import { tracePdf } from './ur/trace-pdf.ts';
import { traces } from './ur/traces.ts';
import { publicReports } from './ur/public-reports.ts';
import { notifications } from './ur/notifications.ts';
import { risk } from './ur/risk.ts';
import { riskPdf } from './ur/risk-pdf.ts';

/** Server-side messages in Urdu, one file per module under ur/. */
export const ur: TMessageCatalogue = {
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
