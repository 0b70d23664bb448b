export { tracesModule } from './traces.module.ts';
