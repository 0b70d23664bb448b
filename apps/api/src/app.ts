import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from '@opentrace/domain';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { ACCESS_CHANGE_CHANNEL } from './db/change-notifications.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { DeferredTasks, type TaskScheduler } from './lib/deferred-tasks.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { accessLogger, loggerOptions, standardOutputLog } from './lib/logger.ts';
import { createLogMailer } from './lib/mail/log-mailer.ts';
import type { Mailer } from './lib/mail/mailer.ts';
import { createSmtpMailer } from './lib/mail/smtp-mailer.ts';
import { DEFAULT_WEB_DIST_DIR } from './lib/paths.ts';
import { createStorage, type FileStorage } from './lib/storage/index.ts';
import { configureWorkbookReading } from './lib/xlsx-reader.ts';
import { AccessCache } from './modules/auth/access-cache.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { InvitationService } from './modules/auth/invitation.service.ts';
import { PasswordService } from './modules/auth/password.service.ts';
import { TokenService } from './modules/auth/token.service.ts';
import { BusinessDetailsService } from './modules/configuration/business-details.service.ts';
import { ConfigurationBundleService } from './modules/configuration-bundle/bundle-import.ts';
import { configurationBundleRoutes } from './modules/configuration-bundle/configuration-bundle.routes.ts';
import { configurationRoutes } from './modules/configuration/configuration.routes.ts';
import { RiskMethodService } from './modules/configuration/risk-method.service.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { FilesService } from './modules/files/files.service.ts';
import { createUnlinkedFilesSweeper, type UnlinkedFilesSweeper } from './modules/files/unlinked-files.sweeper.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { indicatorsModule } from './modules/indicators/indicators.module.ts';
import { createOutboxWorker, type OutboxWorker } from './modules/outbox/outbox.worker.ts';
import { ProductTranslationsService } from './modules/products/product-translations.service.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { ProductsService } from './modules/products/products.service.ts';
import { RoleAttributeTranslationsService } from './modules/roles/role-attribute-translations.service.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { saqsRoutes } from './modules/saqs/saqs.routes.ts';
import { SaqsService } from './modules/saqs/saqs.service.ts';
import { supplyChainRoutes } from './modules/supply-chain/supply-chain.routes.ts';
import { SupplyChainService } from './modules/supply-chain/supply-chain.service.ts';
import { RolesService } from './modules/roles/roles.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UsersService } from './modules/users/users.service.ts';
import { accessLogPlugin } from './plugins/access-log.ts';
import { authPlugin, type RouteAccess } from './plugins/auth.ts';
import { configurationLockPlugin } from './plugins/configuration-lock.ts';
import { errorsPlugin, sendError, sendFrameworkError } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { languagePlugin } from './plugins/language.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { isWebAppRequest, webAppPlugin } from './plugins/web-app.ts';
// ── lookups ──
import { facilityLookupsRoutes } from './modules/facility-lookups/facility-lookups.routes.ts';
import { FacilityLookupsService } from './modules/facility-lookups/facility-lookups.service.ts';
import { locationsModule } from './modules/locations/locations.module.ts';
// ── identifiers ──
import { identifiersModule } from './modules/identifiers/identifiers.module.ts';
// ── profiles ──
import { facilitiesModule } from './modules/facilities/facilities.module.ts';
// ── partners ──
import { partnersModule } from './modules/partners/partners.module.ts';
// ── product activities ──
import { tradeActivitiesModule } from './modules/trade-activities/trade-activities.module.ts';
import { transformationsModule } from './modules/transformations/transformations.module.ts';
import { activityOverviewModule } from './modules/activity-overview/activity-overview.module.ts';
import { accessInvalidationPlugin } from './plugins/access-invalidation.ts';
import { qrCodesModule } from './modules/qr-codes/qr-codes.module.ts';
import { ActivityReferences } from './modules/activity-core/activity-references.ts';
// ── self-assessments ──
import { selfAssessmentsRoutes } from './modules/self-assessments/self-assessments.routes.ts';
import { SelfAssessmentsService } from './modules/self-assessments/self-assessments.service.ts';
// ── facility-groups ──
import { facilityGroupsRoutes } from './modules/facility-groups/facility-groups.routes.ts';
import { FacilityGroupsService } from './modules/facility-groups/facility-groups.service.ts';

export const ACCESS_CACHE_OPTIONS = { maxEntries: 10_000, maxAgeMs: 60_000 };

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  storage?: FileStorage;
  mailer?: Mailer;
  /** When work deferred past a response starts (after the response by default); tests hold it back. */
  deferredTaskScheduler?: TaskScheduler;
  clock?: Clock;
  /** Where logs go (standard output by default); tests read them to check what is never logged. */
  logStream?: NodeJS.WritableStream;
  /** Registers extra routes inside the API scope before the app is ready (tests only). */
  extraApiRoutes?: (api: FastifyInstance) => void;
  /** What the app keeps in memory between announced changes (tests watch it hear them). */
  accessCache?: AccessCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
    uploadSweeper: UnlinkedFilesSweeper;
    deferredTasks: DeferredTasks;
    tokens: TokenService;
    /** Every API route as `METHOD /path/{param}`, as the OpenAPI document should list it. */
    apiRoutes: string[];
    /** What each of apiRoutes asks of its caller, so the standing gates can act as someone it lets in. */
    apiRouteAccess: Map<string, RouteAccess>;
  }
}

/**
 * Builds the whole application from its dependencies. The server and the tests call this same
 * function; tests pass their own database, clock and mailer.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const logStream = deps.logStream ?? standardOutputLog();
  const app: FastifyInstance = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: () => randomUUID(),
    // The access log plugin writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    forceCloseConnections: 'idle',
    frameworkErrors: sendFrameworkError,
  });
  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);
  const apiRouteAccess = new Map<string, RouteAccess>();
  app.decorate('apiRouteAccess', apiRouteAccess);
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined || route.schema?.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const url = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const method of methods) {
      if (method === 'HEAD') continue;
      apiRoutes.push(`${method} ${url}`);
      apiRouteAccess.set(`${method} ${url}`, route.config.access);
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const storage = deps.storage ?? createStorage(config.storage);
  const mailer =
    deps.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createLogMailer(app.log, { bodies: config.env !== 'production' }));
  const tokens = new TokenService(config.auth.jwtSecret, config.auth.accessTokenTtlSeconds, clock);
  const outbox = createOutboxWorker({ db: database.db, mailer, clock, logger: app.log, intervalMs: config.mail.pollIntervalMs });
  app.decorate('outbox', outbox);
  configureWorkbookReading(config.workbooks);
  const uploadSweeper = createUnlinkedFilesSweeper({
    db: database.db,
    storage,
    clock,
    logger: app.log,
    maxAgeMs: config.uploads.unlinkedMaxAgeMs,
    intervalMs: config.uploads.sweepIntervalMs,
  });
  app.decorate('uploadSweeper', uploadSweeper);
  // Behind every upload route: one user's bytes per day are capped.
  const uploads = new FilesService(database.db, storage, { clock, dailyQuotaBytes: config.uploads.dailyQuotaBytes });
  app.decorate('tokens', tokens);
  const deferredTasks = new DeferredTasks(app.log, deps.deferredTaskScheduler);
  app.decorate('deferredTasks', deferredTasks);
  app.addHook('onClose', async () => {
    await deferredTasks.idle();
    await outbox.stop();
    await uploadSweeper.stop();
    await mailer.close();
  });

  const accessCache = deps.accessCache ?? new AccessCache(clock, ACCESS_CACHE_OPTIONS);
  const stopListening = await database.listen(ACCESS_CHANGE_CHANNEL, {
    onNotify: () => accessCache.invalidate(),
    onListening: (listening) => accessCache.setListening(listening),
  });
  app.addHook('onClose', async () => stopListening());
  await app.register(accessInvalidationPlugin, { cache: accessCache });

  await app.register(accessLogPlugin, { logger: accessLogger(config.logLevel, logStream) });
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins, publicUrl: config.publicUrl });
  await app.register(rateLimitPlugin, { perMinute: config.rateLimitPerMinute, redisUrl: config.redisUrl });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 20, parts: 30 },
  });
  await app.register(openapiPlugin);

  await app.register(async (api) => {
    await api.register(authPlugin, { db: database.db, tokens, clock, cache: accessCache });
    await api.register(configurationLockPlugin, { db: database.db });
    await api.register(healthRoutes, { database });
    const mailSettings = { publicUrl: config.publicUrl, systemName: 'OpenTrace' };
    await api.register(authRoutes, {
      auth: new AuthService(database.db, tokens, clock, config.auth),
      passwords: new PasswordService(database.db, clock, mailSettings),
      invitations: new InvitationService(database.db, clock, mailSettings),
      tokens,
      db: database.db,
      credentialAttemptsPerMinute: config.authRateLimitPerMinute,
    });
    await api.register(usersRoutes, { db: database.db, users: new UsersService(database.db, clock, mailSettings), cache: accessCache });
    await api.register(rolesRoutes, {
      db: database.db,
      roles: new RolesService(database.db, clock),
      attributeTranslations: new RoleAttributeTranslationsService(database.db, clock),
    });
    await api.register(filesRoutes, { files: uploads });
    // ── configuration ──
    await api.register(configurationRoutes, {
      db: database.db,
      businessDetails: new BusinessDetailsService(database.db, storage, clock),
      riskMethod: new RiskMethodService(database.db, clock),
    });
    // ── products ──
    await api.register(productsRoutes, {
      db: database.db,
      products: new ProductsService(database.db, clock),
      translations: new ProductTranslationsService(database.db, clock),
    });
    // ── indicators ──
    await api.register(indicatorsModule, { db: database.db, clock });
    // ── saq ──
    await api.register(saqsRoutes, { saqs: new SaqsService(database.db, uploads, storage) });
    // ── supply-chain ──
    await api.register(supplyChainRoutes, { db: database.db, supplyChain: new SupplyChainService(database.db, clock) });
    // ── role-setup ──
    // ── configuration-bundle ──
    await api.register(configurationBundleRoutes, {
      db: database.db,
      bundles: new ConfigurationBundleService(database.db, storage, clock),
    });
    // ── lookups ──
    await api.register(facilityLookupsRoutes, { lookups: new FacilityLookupsService(database.db) });
    await api.register(locationsModule, { db: database.db, config });
    // ── identifiers ──
    await api.register(identifiersModule, { db: database.db, clock, openSupplyHub: config.openSupplyHub });
    // ── profiles ──
    await api.register(facilitiesModule, { db: database.db, files: uploads, clock });
    // ── partners ──
    await api.register(partnersModule, { db: database.db, clock, mail: mailSettings });
    // ── self-assessments ──
    await api.register(selfAssessmentsRoutes, { db: database.db, selfAssessments: new SelfAssessmentsService(database.db, clock) });
    // ── facility-groups ──
    await api.register(facilityGroupsRoutes, {
      db: database.db,
      facilityGroups: new FacilityGroupsService(database.db, uploads, storage, clock),
    });
    // ── product activities ──
    const activities = { db: database.db, clock, storage, references: new ActivityReferences(accessCache) };
    await api.register(tradeActivitiesModule, activities);
    await api.register(transformationsModule, activities);
    await api.register(activityOverviewModule, activities);
    await api.register(qrCodesModule, activities);

    deps.extraApiRoutes?.(api);
  });

  await app.register(webAppPlugin, { distDir: config.webDistDir ?? DEFAULT_WEB_DIST_DIR });
  // Unknown API URLs count against the limit too, so probing for routes is slowed like anything else.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const wantsPage = isWebAppRequest(request) && app.webAppIndex;
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(reply, new AppError('ROUTE_NOT_FOUND', { params: { method: request.method, path: request.url.split('?')[0] ?? '' } }));
  });

  return app;
}
