export { incidentsModule } from './incidents.module.ts';
export { IncidentsService } from './incidents.service.ts';
