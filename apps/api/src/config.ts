import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '@opentrace/domain';
import { DEFAULT_STATEMENT_CACHE } from './db/statement-cache.ts';
import type { WorkbookReadingSettings } from './lib/xlsx-reader.ts';
import { DEFAULT_ARCHIVE_LIMITS } from './lib/zip-guard.ts';

const booleanFromEnv = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => ['true', '1', 'yes'].includes(value));

const listFromEnv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Every environment variable the API reads; README.md documents each with its default. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** A read replica for trace reads on PostgreSQL (ARCHITECTURE.md §5). */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_CACHE_SIZE: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_STATEMENT_CACHE.capacity),
  SEED_DEMO: booleanFromEnv.optional(),
  SUPER_ADMIN_EMAIL: z.email().default('superadmin@opentrace.local'),
  SUPER_ADMIN_PASSWORD: z.string().min(8).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(7 * 24 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false'),
  CORS_ORIGINS: listFromEnv.default([]),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1000),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('OpenTrace <no-reply@opentrace.local>'),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  UPLOADS_DIR: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  UPLOAD_DAILY_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(MAX_UPLOAD_BYTES)
    .default(200 * 1024 * 1024),
  UNLINKED_UPLOAD_MAX_AGE_HOURS: z.coerce.number().min(1).default(24),
  ZIP_MAX_ENTRIES: z.coerce.number().int().min(1).default(DEFAULT_ARCHIVE_LIMITS.maxEntries),
  ZIP_MAX_ENTRY_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_ARCHIVE_LIMITS.maxEntryBytes),
  ZIP_MAX_TOTAL_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_ARCHIVE_LIMITS.maxTotalBytes),
  ZIP_MAX_RATIO: z.coerce.number().min(1).default(DEFAULT_ARCHIVE_LIMITS.maxRatio),
  XLSX_READ_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Open Supply Hub; without it the local facility registry answers.
  OSH_API_URL: z.url().optional(),
  OSH_API_TOKEN: z.string().optional(),
  OSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // A Nominatim-compatible reverse geocoder; without it the nearest known district answers.
  REVERSE_GEOCODER_URL: z.url().optional(),
  REVERSE_GEOCODER_API_KEY: z.string().optional(),
  REVERSE_GEOCODER_USER_AGENT: z.string().max(255).optional(),
  REVERSE_GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // The headless browser that prints PDFs; without it the system's chromium is looked for.
  CHROME_PATH: z.string().optional(),
  PDF_WEB_URL: z.url().optional(),
  PDF_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  // The bearer token Prometheus scrapes GET /metrics with; without it the route is off.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type TEnv = z.infer<typeof ZEnv>;

/** Published in the README: fine for trying the product, never for production. */
export const DEVELOPMENT_SUPER_ADMIN_PASSWORD = 'Super@dmin2026';

export interface AppConfig {
  env: TEnv['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: { url?: string; replicaUrl?: string; pglitePath: string; poolSize: number; statementCacheSize: number };
  seedDemo: boolean;
  /**
   * `published`: the README's demo password, for trying the product; `generated`: a fresh one,
   * printed once when the demo accounts are created (production asked for the demo explicitly).
   */
  demoPasswords: 'published' | 'generated';
  superAdmin: { email: string; password: string };
  auth: { jwtSecret: string; accessTokenTtlSeconds: number; refreshTokenTtlSeconds: number };
  logLevel: TEnv['LOG_LEVEL'];
  trustProxy: boolean | string[];
  corsOrigins: string[];
  redisUrl?: string;
  rateLimitPerMinute: number;
  /** Sign-in, password-reset and password-change attempts per minute, per client address and per account. */
  authRateLimitPerMinute: number;
  /** Requests per minute each user of an 'API user' role may make (DOMAIN.md §11), on top of the per-address limit. */
  apiUserRateLimitPerMinute: number;
  mail: { smtpUrl?: string; from: string };
  /** How often each node looks for due jobs (e-mail, sweeps) on the queue. */
  jobs: { pollIntervalMs: number };
  storage:
    | { driver: 'local'; directory: string }
    | {
        driver: 's3';
        endpoint: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  webDistDir?: string;
  uploads: { dailyQuotaBytes: number; unlinkedMaxAgeMs: number };
  /** What an uploaded workbook may unpack to, and how many are read at once. */
  workbooks: WorkbookReadingSettings;
  /** The Open Supply Hub API; without it the local facility registry answers OS ID calls. */
  openSupplyHub?: { url: string; token: string; timeoutMs: number };
  /** A Nominatim-compatible reverse-geocoding service; without it, the nearest known district answers. */
  reverseGeocoder?: { url: string; apiKey?: string; userAgent?: string; timeoutMs: number };
  /**
   * Printing PDFs: the browser (CHROME_PATH), where it opens the app's print pages (PDF_WEB_URL, else
   * this server's own listening address) and how long one try may take.
   */
  pdf: { chromePath?: string; webUrl?: string; timeoutMs: number };
  /** The bearer token of GET /metrics; undefined leaves the route off. */
  metricsToken?: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `true` trusts any proxy; a comma-separated list trusts only those addresses or CIDR ranges. */
function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * A development secret is generated once and kept in the data directory so sessions survive a
 * restart; production must set JWT_SECRET so every API node signs with the same key.
 */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function requireAll(env: TEnv, names: (keyof TEnv)[], reason: string): void {
  const missing = names.filter((name) => env[name] === undefined || env[name] === '');
  if (missing.length > 0) throw new ConfigError(`${missing.join(', ')} must be set ${reason}`);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const production = env.NODE_ENV === 'production';
  if (production) {
    requireAll(env, ['JWT_SECRET', 'SUPER_ADMIN_PASSWORD'], 'when NODE_ENV=production');
    if (env.SUPER_ADMIN_PASSWORD === DEVELOPMENT_SUPER_ADMIN_PASSWORD) {
      throw new ConfigError('SUPER_ADMIN_PASSWORD must not be the published default when NODE_ENV=production');
    }
  }
  if (env.STORAGE_DRIVER === 's3') {
    requireAll(env, ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'when STORAGE_DRIVER=s3');
  }
  if (env.OSH_API_URL) requireAll(env, ['OSH_API_TOKEN'], 'when OSH_API_URL is set');
  const storage: AppConfig['storage'] =
    env.STORAGE_DRIVER === 's3'
      ? {
          driver: 's3',
          endpoint: env.S3_ENDPOINT as string,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET as string,
          accessKeyId: env.S3_ACCESS_KEY_ID as string,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
        }
      : { driver: 'local', directory: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')) };

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    database: {
      url: env.DATABASE_URL,
      replicaUrl: env.DATABASE_REPLICA_URL,
      pglitePath: path.join(dataDir, 'db'),
      poolSize: env.DATABASE_POOL_SIZE,
      statementCacheSize: env.DATABASE_STATEMENT_CACHE_SIZE,
    },
    // Production carries demo data only when SEED_DEMO=true is set explicitly (ARCHITECTURE.md §8 item 16).
    seedDemo: env.SEED_DEMO ?? !production,
    demoPasswords: production ? 'generated' : 'published',
    superAdmin: {
      email: env.SUPER_ADMIN_EMAIL.toLowerCase(),
      password: env.SUPER_ADMIN_PASSWORD ?? DEVELOPMENT_SUPER_ADMIN_PASSWORD,
    },
    auth: {
      jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir),
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: env.CORS_ORIGINS,
    redisUrl: env.REDIS_URL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    apiUserRateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    jobs: { pollIntervalMs: env.JOBS_POLL_INTERVAL_MS },
    storage,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    uploads: {
      dailyQuotaBytes: env.UPLOAD_DAILY_QUOTA_BYTES,
      unlinkedMaxAgeMs: env.UNLINKED_UPLOAD_MAX_AGE_HOURS * 3_600_000,
    },
    workbooks: {
      limits: {
        maxEntries: env.ZIP_MAX_ENTRIES,
        maxEntryBytes: env.ZIP_MAX_ENTRY_BYTES,
        maxTotalBytes: env.ZIP_MAX_TOTAL_BYTES,
        maxRatio: env.ZIP_MAX_RATIO,
      },
      concurrency: env.XLSX_READ_CONCURRENCY,
    },
    openSupplyHub: env.OSH_API_URL
      ? { url: env.OSH_API_URL.replace(/\/+$/, ''), token: env.OSH_API_TOKEN as string, timeoutMs: env.OSH_TIMEOUT_MS }
      : undefined,
    reverseGeocoder: env.REVERSE_GEOCODER_URL
      ? {
          url: env.REVERSE_GEOCODER_URL.replace(/\/+$/, ''),
          apiKey: env.REVERSE_GEOCODER_API_KEY,
          userAgent: env.REVERSE_GEOCODER_USER_AGENT,
          timeoutMs: env.REVERSE_GEOCODER_TIMEOUT_MS,
        }
      : undefined,
    pdf: {
      chromePath: env.CHROME_PATH,
      webUrl: env.PDF_WEB_URL?.replace(/\/+$/, ''),
      timeoutMs: env.PDF_RENDER_TIMEOUT_MS,
    },
    metricsToken: env.METRICS_TOKEN,
  };
}
