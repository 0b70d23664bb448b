export { recordAudit } from './audit-log.repository.ts';
