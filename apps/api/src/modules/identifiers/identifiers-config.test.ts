import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const base = { DATA_DIR: path.join(os.tmpdir(), 'opentrace-identifiers-config-test'), JWT_SECRET: 'x'.repeat(40) };

describe('Open Supply Hub settings', () => {
  it('leave the local registry in charge when no API is configured', () => {
    expect(loadConfig(base).openSupplyHub).toBeUndefined();
  });

  it('need the token with the URL, and default the time-out', () => {
    expect(() => loadConfig({ ...base, OSH_API_URL: 'https://opensupplyhub.org/api' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, OSH_API_URL: 'https://opensupplyhub.org/api' })).toThrow(/OSH_API_TOKEN must be set/);
    expect(loadConfig({ ...base, OSH_API_URL: 'https://opensupplyhub.org/api/', OSH_API_TOKEN: 'token' }).openSupplyHub).toEqual({
      url: 'https://opensupplyhub.org/api',
      token: 'token',
      timeoutMs: 10_000,
    });
  });

  it('refuse a URL that is not one, and absurd time-outs', () => {
    expect(() => loadConfig({ ...base, OSH_API_URL: 'opensupplyhub', OSH_API_TOKEN: 'token' })).toThrow(/OSH_API_URL/);
    expect(() => loadConfig({ ...base, OSH_TIMEOUT_MS: '5' })).toThrow(/OSH_TIMEOUT_MS/);
  });
});
