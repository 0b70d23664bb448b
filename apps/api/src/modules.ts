import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Clock } from './core/clock.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { MailSettings } from './lib/mail/mail-settings.ts';
import type { PdfRenderer } from './lib/pdf/pdf-renderer.ts';
import type { FileStorage } from './lib/storage/index.ts';
import { authModule, type TokenService } from './modules/auth/index.ts';
import type { AccessCache } from './lib/access-cache.ts';
import { configurationModule } from './modules/configuration/index.ts';
import { facilityGroupsModule } from './modules/facility-groups/index.ts';
import { filesModule, type FilesService } from './modules/files/index.ts';
import { healthModule } from './modules/health/index.ts';
import { identifiersModule } from './modules/identifiers/index.ts';
import { indicatorsModule } from './modules/indicators/index.ts';
import { jobsModule, type JobQueue } from './modules/jobs/index.ts';
import { ordersModule } from './modules/orders/index.ts';
import { incidentsModule } from './modules/incidents/index.ts';
import { improvementPlansModule } from './modules/improvement-plans/index.ts';
import { dnaTestsModule } from './modules/dna-tests/index.ts';
import { auditLogModule } from './modules/audit-log/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { partnersModule } from './modules/partners/index.ts';
import { productActivitiesModule } from './modules/product-activities/index.ts';
import { productDefinitionsModule } from './modules/product-definitions/index.ts';
import { profilesModule } from './modules/profiles/index.ts';
import { qrCodesModule } from './modules/qr-codes/index.ts';
import { questionnairesModule } from './modules/questionnaires/index.ts';
import { referenceDataModule } from './modules/reference-data/index.ts';
import { riskModule } from './modules/risk/index.ts';
import { rolesModule } from './modules/roles/index.ts';
import { selfAssessmentsModule } from './modules/self-assessments/index.ts';
import { suppliersModule } from './modules/suppliers/index.ts';
import { tracesModule } from './modules/traces/index.ts';
import { supplyChainModule } from './modules/supply-chain/index.ts';
import { findApiUserLimit, usersModule } from './modules/users/index.ts';

/** What the app hands every module; each module's options name the part it uses. */
export interface ModuleDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  storage: FileStorage;
  /** The one upload service, with the daily quota, that every module stores files through. */
  files: FilesService;
  mail: MailSettings;
  tokens: TokenService;
  accessCache: AccessCache;
  /** The durable job queue: modules define their job kinds and schedules on it and enqueue in their transactions. */
  jobs: JobQueue;
  /** The one Chromium that prints every PDF (evidence packs, supplier risk, QR labels), started on the first print. */
  pdf: PdfRenderer;
}

export type ApiModule = (api: FastifyInstance, dependencies: ModuleDependencies) => Promise<void>;

/**
 * The indicators module checks an API user's limits, which the users module owns; users already
 * depends on indicators (through configuration), so the reader is handed in here instead.
 */
const indicatorsWithApiUserLimits: ApiModule = (api, dependencies) =>
  indicatorsModule(api, { ...dependencies, findApiUserLimit: (userId) => findApiUserLimit(dependencies.db, userId) });

/** Every API module, registered in this order inside the API scope. A new domain adds one line here. */
export const apiModules: ApiModule[] = [
  healthModule,
  jobsModule,
  authModule,
  usersModule,
  rolesModule,
  filesModule,
  configurationModule,
  productDefinitionsModule,
  indicatorsWithApiUserLimits,
  questionnairesModule,
  supplyChainModule,
  referenceDataModule,
  identifiersModule,
  profilesModule,
  partnersModule,
  selfAssessmentsModule,
  facilityGroupsModule,
  productActivitiesModule,
  suppliersModule,
  tracesModule,
  ordersModule,
  incidentsModule,
  auditLogModule,
  qrCodesModule,
  notificationsModule,
  riskModule,
  improvementPlansModule,
  dnaTestsModule,
];
