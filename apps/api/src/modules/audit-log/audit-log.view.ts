import type { TAuditLogEntry } from '@opentrace/domain';
import type { AuditRow } from './audit-log.repository.ts';

export function toAuditEntry(row: AuditRow): TAuditLogEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    action: row.action,
    actor:
      row.actorUserId && row.actorEmail !== null
        ? { id: row.actorUserId, name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(), email: row.actorEmail }
        : null,
    targetType: row.targetType,
    targetId: row.targetId,
    ip: row.ip,
    details: row.details,
  };
}

/** Start of a bare date's day, or the moment itself. */
export function rangeStart(value: string | undefined): Date | undefined {
  return value === undefined ? undefined : new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}

/** End of a bare date's day (UTC), or the moment itself. */
export function rangeEnd(value: string | undefined): Date | undefined {
  return value === undefined ? undefined : new Date(value.length === 10 ? `${value}T23:59:59.999Z` : value);
}
