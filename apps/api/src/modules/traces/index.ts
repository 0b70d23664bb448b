export { tracesModule } from './traces.module.ts';
export { TracesService } from './traces.service.ts';
