import type { TAuditLogPage, TAuditLogQuery } from '@opentrace/domain';
import type { Principal } from '../../core/principal.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Database } from '../../db/client.ts';
import { auditLogPolicy } from './audit-log.policy.ts';
import { findAuditPage } from './audit-log.repository.ts';
import { rangeEnd, rangeStart, toAuditEntry } from './audit-log.view.ts';

/** The administrator's reading of the audit log; reading it is itself audited. */
export class AuditLogService {
  constructor(private readonly db: Database) {}

  async list(principal: Principal, query: TAuditLogQuery, context: RequestContext): Promise<TAuditLogPage> {
    await auditLogPolicy.authorize(principal, 'read', null);
    const { rows, total } = await findAuditPage(
      this.db,
      {
        actorUserId: query.actorUserId,
        action: query.action,
        targetType: query.targetType,
        targetId: query.targetId,
        from: rangeStart(query.from),
        to: rangeEnd(query.to),
      },
      query,
    );
    await context.audit({ action: 'audit-log.read', details: { page: query.page } });
    return { items: rows.map(toAuditEntry), total, page: query.page, perPage: query.perPage };
  }
}
