export { recordAudit, recordAuditFrom } from './audit-log.repository.ts';
