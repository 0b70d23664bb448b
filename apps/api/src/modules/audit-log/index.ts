export { auditLogModule } from './audit-log.module.ts';
export { findAuditPage, recordAudit, recordAuditFrom } from './audit-log.repository.ts';
export { rangeEnd, rangeStart, toAuditEntry } from './audit-log.view.ts';
