export { incidentsModule } from './incidents.module.ts';
export { IncidentsService } from './incidents.service.ts';
export { findReportRiskSources, findResponseRiskSources } from './risk-source.repository.ts';
export type { ReportRiskSourceRow, ResponseRiskSourceRow } from './risk-source.repository.ts';
