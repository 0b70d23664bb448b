import { common } from './en/common.ts';
import { configuration } from './en/configuration.ts';
import { productDefinitions } from './en/product-definitions.ts';
import { indicators } from './en/indicators.ts';
import { questionnaires } from './en/questionnaires.ts';
import { supplyChain } from './en/supply-chain.ts';
import { roles } from './en/roles.ts';
import { configurationBundle } from './en/configuration-bundle.ts';
import { identifiers } from './en/identifiers.ts';
import { profiles } from './en/profiles.ts';
import { referenceData } from './en/reference-data.ts';
import { selfAssessments } from './en/self-assessments.ts';
import { partners } from './en/partners.ts';
import { facilityGroups } from './en/facility-groups.ts';
import { productActivities } from './en/product-activities.ts';
import { qrCodes } from './en/qr-codes.ts';
import { suppliers } from './en/suppliers.ts';
import { orders } from './en/orders.ts';
import { jobs } from './en/jobs.ts';
import { incidents } from './en/incidents.ts';
import { improvementPlans } from './en/improvement-plans.ts';
import { dnaTests } from './en/dna-tests.ts';
import { traceExports } from './en/trace-exports.ts';
import { tracePdf } from './en/trace-pdf.ts';
import { traces } from './en/traces.ts';
import { publicReports } from './en/public-reports.ts';
import { notifications } from './en/notifications.ts';
import { risk } from './en/risk.ts';
import { riskPdf } from './en/risk-pdf.ts';

/** Server-side messages in English, one file per module under en/; the keys are the catalogue every language must fill. */
export const en = {
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
} as const;

export type TMessageKey = keyof typeof en;
export type TMessageCatalogue = Record<TMessageKey, string>;
