import { describe, expect, it } from 'vitest';
import { refreshDelay } from './session-refresh.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');

describe('refreshDelay', () => {
  it('renews a minute before a 15-minute token expires', () => {
    expect(refreshDelay('2026-11-21T10:15:00Z', NOW)).toBe(14 * 60_000);
  });

  it('renews halfway through a lifetime shorter than two minutes', () => {
    expect(refreshDelay('2026-11-21T10:01:30Z', NOW)).toBe(45_000);
  });

  it('renews at once when the token has expired or its date cannot be read', () => {
    expect(refreshDelay('2026-11-21T09:59:00Z', NOW)).toBe(0);
    expect(refreshDelay('not a date', NOW)).toBe(0);
  });
});
