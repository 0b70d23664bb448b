import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination.ts';

/**
 * The audit log as an administrator reads it (ARCHITECTURE.md §7, §8.13): GET /api/audit-log, filtered and
 * paginated, and a grievance report's own trail. Rows never carry passwords, tokens or report text.
 */

const ZRangeEnd = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const ZAuditLogQuery = ZPageQuery.omit({ sort: true }).extend({
  actorUserId: z.uuid().optional(),
  /** An exact action (`incidents.report.read`) or a prefix ending with a dot (`incidents.`). */
  action: z.string().trim().min(1).max(100, 'validation.tooLong').optional(),
  targetType: z.string().trim().min(1).max(100, 'validation.tooLong').optional(),
  targetId: z.string().trim().min(1).max(100, 'validation.tooLong').optional(),
  /** Both ends included; a bare date covers its whole day (UTC). */
  from: ZRangeEnd.optional(),
  to: ZRangeEnd.optional(),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const ZAuditLogEntry = z
  .object({
    id: z.uuid(),
    at: z.iso.datetime(),
    action: z.string(),
    actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    ip: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditLogEntry' });
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

/** Newest first. */
export const ZAuditLogPage = pageOf(ZAuditLogEntry).meta({ id: 'AuditLogPage' });
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;

/** A report's trail: every read and write of it, oldest first (GET /api/grievance-reports/{id}/trail). */
export const ZReportTrailQuery = ZPageQuery.omit({ sort: true });
export type TReportTrailQuery = z.infer<typeof ZReportTrailQuery>;
