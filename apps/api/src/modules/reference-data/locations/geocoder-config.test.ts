import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';

const BASE = { DATA_DIR: '/tmp/opentrace-geocoder-config-test', JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-signing' };

describe('reverse-geocoder configuration', () => {
  it('has no provider unless a URL is given', () => {
    expect(loadConfig(BASE).reverseGeocoder).toBeUndefined();
  });

  it('reads the provider settings, with a five-second time-out by default', () => {
    expect(loadConfig({ ...BASE, REVERSE_GEOCODER_URL: 'https://nominatim.example.org/' }).reverseGeocoder).toEqual({
      url: 'https://nominatim.example.org',
      apiKey: undefined,
      userAgent: undefined,
      timeoutMs: 5000,
    });
    expect(
      loadConfig({
        ...BASE,
        REVERSE_GEOCODER_URL: 'https://us1.locationiq.com/v1',
        REVERSE_GEOCODER_API_KEY: 'pk.123',
        REVERSE_GEOCODER_TIMEOUT_MS: '2500',
      }).reverseGeocoder,
    ).toMatchObject({ url: 'https://us1.locationiq.com/v1', apiKey: 'pk.123', timeoutMs: 2500 });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ ...BASE, REVERSE_GEOCODER_URL: 'nominatim' })).toThrow(/REVERSE_GEOCODER_URL/);
    expect(() => loadConfig({ ...BASE, REVERSE_GEOCODER_URL: 'https://n.example.org', REVERSE_GEOCODER_TIMEOUT_MS: '0' })).toThrow(
      /REVERSE_GEOCODER_TIMEOUT_MS/,
    );
  });
});
