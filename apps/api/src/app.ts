import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from '@opentrace/domain';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { ACCESS_CHANGE_CHANNEL } from './db/change-notifications.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AppError } from './core/app-error.ts';
import { type Clock, systemClock } from './core/clock.ts';
import { accessLogger, loggerOptions, standardOutputLog } from './lib/logger.ts';
import { createLogMailer } from './lib/mail/log-mailer.ts';
import type { Mailer } from './lib/mail/mailer.ts';
import { createSmtpMailer } from './lib/mail/smtp-mailer.ts';
import { DEFAULT_WEB_DIST_DIR } from './lib/paths.ts';
import { ChromiumPdfRenderer } from './lib/pdf/pdf-renderer.ts';
import { createStorage, type FileStorage } from './lib/storage/index.ts';
import { configureWorkbookReading } from './lib/xlsx-reader.ts';
import { apiModules, type ModuleDependencies } from './modules.ts';
import { TokenService } from './modules/auth/index.ts';
import { AccessCache } from './lib/access-cache.ts';
import { createUnlinkedFilesSweeper, FilesService, scheduleUnlinkedFilesSweep, type UnlinkedFilesSweeper } from './modules/files/index.ts';
import { createJobQueue, type JobQueue } from './modules/jobs/index.ts';
import { defineEmailJob } from './modules/notifications/index.ts';
import { accessLogPlugin } from './plugins/access-log.ts';
import { authPlugin } from './plugins/auth.ts';
import type { RouteAccess } from './core/route-access.ts';
import { configurationLockPlugin } from './plugins/configuration-lock.ts';
import { errorsPlugin, sendError, sendFrameworkError } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { languagePlugin } from './plugins/language.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { securityPlugin } from './plugins/security.ts';
import { isWebAppRequest, webAppPlugin } from './plugins/web-app.ts';
import { accessInvalidationPlugin } from './plugins/access-invalidation.ts';

export const ACCESS_CACHE_OPTIONS = { maxEntries: 10_000, maxAgeMs: 60_000 };

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  storage?: FileStorage;
  mailer?: Mailer;
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
    /** The durable job queue: tests drain it; the server starts its worker. */
    jobs: JobQueue;
    uploadSweeper: UnlinkedFilesSweeper;
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
  const jobs = createJobQueue({ db: database.db, clock, logger: app.log, pollIntervalMs: config.jobs.pollIntervalMs });
  defineEmailJob(jobs, mailer);
  app.decorate('jobs', jobs);
  configureWorkbookReading(config.workbooks);
  const uploadSweeper = createUnlinkedFilesSweeper({
    db: database.db,
    storage,
    clock,
    logger: app.log,
    maxAgeMs: config.uploads.unlinkedMaxAgeMs,
  });
  scheduleUnlinkedFilesSweep(jobs, uploadSweeper);
  app.decorate('uploadSweeper', uploadSweeper);
  // Behind every upload route: one user's bytes per day are capped.
  const uploads = new FilesService(database.db, storage, { clock, dailyQuotaBytes: config.uploads.dailyQuotaBytes });
  app.decorate('tokens', tokens);
  const pdf = new ChromiumPdfRenderer({
    chromePath: config.pdf.chromePath,
    timeoutMs: config.pdf.timeoutMs,
    log: (details, message) => app.log.warn(details, message),
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mailer.close();
    await pdf.close();
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
  await app.register(rateLimitPlugin, {
    perMinute: config.rateLimitPerMinute,
    apiUserPerMinute: config.apiUserRateLimitPerMinute,
    redisUrl: config.redisUrl,
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 20, parts: 30 },
  });
  await app.register(openapiPlugin);
  await app.register(metricsPlugin, { token: config.metricsToken, database, jobs });

  await app.register(async (api) => {
    await api.register(authPlugin, { db: database.db, tokens, clock, cache: accessCache });
    await api.register(requestContextPlugin, { db: database.db });
    await api.register(configurationLockPlugin, { db: database.db });
    const dependencies: ModuleDependencies = {
      config,
      database,
      db: database.db,
      clock,
      storage,
      files: uploads,
      mail: { publicUrl: config.publicUrl, systemName: 'OpenTrace' },
      tokens,
      accessCache,
      jobs,
      pdf,
    };
    for (const registerModule of apiModules) await api.register(registerModule, dependencies);
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
