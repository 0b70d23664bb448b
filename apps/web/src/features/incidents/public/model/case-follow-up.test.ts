import { describe, expect, it } from 'vitest';
import { badgeStatusOf, followUpStage } from './case-follow-up.ts';

const resolution = { outcome: 'FOUNDED', reasons: 'Confirmed by the assessor.', closedAt: '2026-11-27T10:00:00.000Z' } as const;

describe("a case's stage for its reporter", () => {
  it('shows an accepted case as taken up until its incident report is closed', () => {
    expect(followUpStage({ status: 'ACCEPTED', resolution: null })).toBe('ACCEPTED');
    expect(badgeStatusOf(followUpStage({ status: 'ACCEPTED', resolution: null }))).toBe('ACCEPTED');
  });

  it('shows an accepted case whose incident report is closed as resolved, with a closed badge', () => {
    expect(followUpStage({ status: 'ACCEPTED', resolution })).toBe('RESOLVED');
    expect(badgeStatusOf('RESOLVED')).toBe('CLOSED');
  });

  it('leaves the other statuses as they are', () => {
    for (const status of ['NEW', 'IN_REVIEW', 'CLOSED'] as const) {
      expect(followUpStage({ status, resolution: null })).toBe(status);
      expect(badgeStatusOf(status)).toBe(status);
    }
  });
});
