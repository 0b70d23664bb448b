import { describe, expect, it } from 'vitest';
import { editSummaryOf, trailActionOf } from './trail.ts';
import { requestTabOf, requestTabsFor } from './request-list.ts';

describe('a report trail', () => {
  it('names the report actions it knows and leaves others as they are', () => {
    expect(trailActionOf({ action: 'incidents.report.viewed' })).toBe('viewed');
    expect(trailActionOf({ action: 'incidents.report.file-read' })).toBe('fileRead');
    expect(trailActionOf({ action: 'auth.sign-in.refused' })).toBeNull();
    expect(trailActionOf({ action: 'toString' })).toBeNull();
  });

  it('reads what an edit changed from its details, never more', () => {
    expect(
      editSummaryOf({
        action: 'incidents.report.edited',
        details: { assigneeChanged: true, isNoFollowUp: false, risksAdded: 1, risksChanged: 0, risksRemoved: 2, reason: 'ANNUAL' },
      }),
    ).toEqual({ assigneeChanged: true, isNoFollowUp: false, risksAdded: 1, risksChanged: 0, risksRemoved: 2 });
    expect(editSummaryOf({ action: 'incidents.report.read', details: null })).toBeNull();
  });
});

describe('the requests tabs', () => {
  it('offers "my scans" only to assessors who may scan, and falls back to the first tab', () => {
    expect(requestTabsFor(false)).toEqual(['awaiting', 'responded']);
    expect(requestTabOf('submitted', requestTabsFor(false))).toBe('awaiting');
    expect(requestTabOf('submitted', requestTabsFor(true))).toBe('submitted');
    expect(requestTabOf(null, requestTabsFor(true))).toBe('awaiting');
  });
});
