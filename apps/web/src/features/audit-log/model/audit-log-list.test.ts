import { describe, expect, it } from 'vitest';
import { changeAuditLog, detailFacts, hasAuditLogFilters, INITIAL_AUDIT_LOG, toAuditLogQuery } from './audit-log-list.ts';

describe('the audit log query', () => {
  it('asks for the newest 20 with no filter', () => {
    expect(toAuditLogQuery(INITIAL_AUDIT_LOG)).toEqual({ page: 1, perPage: 20 });
    expect(hasAuditLogFilters(INITIAL_AUDIT_LOG)).toBe(false);
  });

  it('sends an action family, a target and whole days, and starts again from page 1', () => {
    const state = changeAuditLog(
      { ...INITIAL_AUDIT_LOG, page: 4 },
      { action: ' incidents. ', targetId: ' abc ', from: '01/11/2026', to: '31/11/2026' },
    );
    expect(toAuditLogQuery(state)).toEqual({ page: 1, perPage: 20, action: 'incidents.', targetId: 'abc', from: '2026-11-01' });
    expect(hasAuditLogFilters(state)).toBe(true);
  });

  it('shows details as short facts, leaving out empty ones', () => {
    expect(detailFacts({ outcome: 'FOUNDED', assigneeId: null, counts: { added: 1 } })).toEqual([
      'outcome: FOUNDED',
      'counts: {"added":1}',
    ]);
    expect(detailFacts(null)).toEqual([]);
  });
});
