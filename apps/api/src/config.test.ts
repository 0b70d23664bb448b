import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = path.join(os.tmpdir(), 'opentrace-config-test');

describe('loadConfig', () => {
  it('has working defaults for a first start', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.pglitePath).toBe(path.join(dataDir, 'db'));
    expect(config.storage).toEqual({ driver: 'local', directory: path.join(dataDir, 'uploads') });
    expect(config.seedDemo).toBe(true);
    expect(config.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated development secret across restarts', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).auth.jwtSecret).toBe(loadConfig({ DATA_DIR: dataDir }).auth.jwtSecret);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'maybe' })).toThrow(ConfigError);
  });

  it('insists on a shared secret in production and complete S3 settings', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET, SUPER_ADMIN_PASSWORD must be set when NODE_ENV=production/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set/,
    );
  });

  it('keeps the published demo and super-administrator passwords for development only', () => {
    const development = loadConfig({ DATA_DIR: dataDir });
    expect(development.seedDemo).toBe(true);
    expect(development.demoPasswords).toBe('published');
    expect(development.superAdmin.password).toBe('Super@dmin2026');

    const secret = { DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(secret)).toThrow(/SUPER_ADMIN_PASSWORD must be set when NODE_ENV=production/);
    expect(() => loadConfig({ ...secret, SUPER_ADMIN_PASSWORD: 'Super@dmin2026' })).toThrow(
      /SUPER_ADMIN_PASSWORD must not be the published default/,
    );
    const production = loadConfig({ ...secret, SUPER_ADMIN_PASSWORD: 'Operator#Chosen1' });
    expect(production.seedDemo).toBe(false);
    expect(production.superAdmin.password).toBe('Operator#Chosen1');
    const askedForDemo = loadConfig({ ...secret, SUPER_ADMIN_PASSWORD: 'Operator#Chosen1', SEED_DEMO: 'true' });
    expect(askedForDemo.seedDemo).toBe(true);
    expect(askedForDemo.demoPasswords).toBe('generated');
  });

  it('keeps metrics off until a long enough token is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).metricsToken).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'scrape-token-0123456789' }).metricsToken).toBe('scrape-token-0123456789');
  });

  it('trusts no proxy unless told which', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
