import { PRODUCT_ACTIVITIES_OVERVIEW_TABLES } from './product-activities-overview.ts';
import { COLLEAGUE_TABLES } from './colleagues.ts';
import { DNA_TESTS_TABLES } from './dna-tests.ts';
import { FACILITY_GROUPS_TABLES } from './facility-groups.ts';
import { FILES_TABLES } from './files.ts';
import { IDENTIFIERS_TABLES } from './identifiers.ts';
import { IMPROVEMENT_PLANS_TABLES } from './improvement-plans.ts';
import { INCIDENTS_TABLES } from './incidents.ts';
import { ORDERS_TABLES } from './orders.ts';
import { NOTIFICATIONS_TABLES } from './notifications.ts';
import { PARTNERS_TABLES } from './partners.ts';
import { PRODUCT_ACTIVITIES_TABLES } from './product-activities.ts';
import { PROFILES_TABLES } from './profiles.ts';
import { QR_CODES_TABLES } from './qr-codes.ts';
import { RISK_TABLES } from './risk.ts';
import { SUPPLIERS_TABLES } from './suppliers.ts';
import { TRACES_TABLES } from './traces.ts';
import type { ObjectAccessTable } from './table.ts';
import { USERS_TABLES } from './users.ts';

export type { ObjectAccessTable, TOutcome } from './table.ts';

/** Every module's object-level tables; issue 17's policies add entries and tables here. */
export const OBJECT_ACCESS_TABLES: readonly ObjectAccessTable[] = [
  ...FILES_TABLES,
  ...USERS_TABLES,
  ...COLLEAGUE_TABLES,
  ...PARTNERS_TABLES,
  ...PRODUCT_ACTIVITIES_TABLES,
  ...PROFILES_TABLES,
  ...IDENTIFIERS_TABLES,
  ...FACILITY_GROUPS_TABLES,
  ...QR_CODES_TABLES,
  ...PRODUCT_ACTIVITIES_OVERVIEW_TABLES,
  ...SUPPLIERS_TABLES,
  ...ORDERS_TABLES,
  ...INCIDENTS_TABLES,
  ...TRACES_TABLES,
  ...NOTIFICATIONS_TABLES,
  ...IMPROVEMENT_PLANS_TABLES,
  ...RISK_TABLES,
  ...DNA_TESTS_TABLES,
];
