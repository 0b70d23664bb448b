import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it('hides credentials carried in the query string', () => {
    expect(redactUrl('/api/files/a.pdf?shortToken=eyJabc&x=1')).toBe('/api/files/a.pdf?shortToken=[redacted]&x=1');
    expect(redactUrl('/reset-password?token=secret')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
