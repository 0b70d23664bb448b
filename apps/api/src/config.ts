import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_STATEMENT_CACHE } from './db/statement-cache.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const listFromEnv = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean));

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
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_CACHE_SIZE: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_STATEMENT_CACHE.capacity),
  SEED_DEMO: booleanFromEnv.default(true),
  SUPER_ADMIN_EMAIL: z.email().default('superadmin@opentrace.local'),
  SUPER_ADMIN_PASSWORD: z.string().min(8).default('Super@dmin2026'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).default(7 * 24 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false'),
  CORS_ORIGINS: listFromEnv.default([]),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1000),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('OpenTrace <no-reply@opentrace.local>'),
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  UPLOADS_DIR: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  // ── identifiers ──
  OSH_API_URL: z.url().optional(),
  OSH_API_TOKEN: z.string().optional(),
  OSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // ── locations ──
  REVERSE_GEOCODER_URL: z.url().optional(),
  REVERSE_GEOCODER_API_KEY: z.string().optional(),
  REVERSE_GEOCODER_USER_AGENT: z.string().max(255).optional(),
  REVERSE_GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

export type TEnv = z.infer<typeof ZEnv>;

export interface AppConfig {
  env: TEnv['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: { url?: string; pglitePath: string; poolSize: number; statementCacheSize: number };
  seedDemo: boolean;
  superAdmin: { email: string; password: string };
  auth: { jwtSecret: string; accessTokenTtlSeconds: number; refreshTokenTtlSeconds: number };
  logLevel: TEnv['LOG_LEVEL'];
  trustProxy: boolean | string[];
  corsOrigins: string[];
  redisUrl?: string;
  rateLimitPerMinute: number;
  /** Sign-in and password-reset attempts per minute, per client address and per account. */
  authRateLimitPerMinute: number;
  mail: { smtpUrl?: string; from: string; pollIntervalMs: number };
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
  // ── identifiers ──
  /** The Open Supply Hub API; without it the local facility registry answers OS ID calls. */
  openSupplyHub?: { url: string; token: string; timeoutMs: number };
  // ── locations ──
  /** A Nominatim-compatible reverse-geocoding service; without it, the nearest known district answers. */
  reverseGeocoder?: { url: string; apiKey?: string; userAgent?: string; timeoutMs: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `true` trusts any proxy; a comma-separated list trusts only those addresses or CIDR ranges. */
function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value.split(',').map((item) => item.trim()).filter(Boolean);
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
  const parsed = ZEnv.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.NODE_ENV === 'production') requireAll(env, ['JWT_SECRET'], 'when NODE_ENV=production');
  if (env.STORAGE_DRIVER === 's3') {
    requireAll(
      env,
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      'when STORAGE_DRIVER=s3',
    );
  }
  // ── identifiers ──
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
    database: { url: env.DATABASE_URL, pglitePath: path.join(dataDir, 'db'), poolSize: env.DATABASE_POOL_SIZE, statementCacheSize: env.DATABASE_STATEMENT_CACHE_SIZE },
    seedDemo: env.SEED_DEMO,
    superAdmin: { email: env.SUPER_ADMIN_EMAIL.toLowerCase(), password: env.SUPER_ADMIN_PASSWORD },
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
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS },
    storage,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    // ── identifiers ──
    openSupplyHub: env.OSH_API_URL
      ? { url: env.OSH_API_URL.replace(/\/+$/, ''), token: env.OSH_API_TOKEN as string, timeoutMs: env.OSH_TIMEOUT_MS }
      : undefined,
    // ── locations ──
    reverseGeocoder: env.REVERSE_GEOCODER_URL
      ? {
          url: env.REVERSE_GEOCODER_URL.replace(/\/+$/, ''),
          apiKey: env.REVERSE_GEOCODER_API_KEY,
          userAgent: env.REVERSE_GEOCODER_USER_AGENT,
          timeoutMs: env.REVERSE_GEOCODER_TIMEOUT_MS,
        }
      : undefined,
  };
}
