export { riskModule } from './risk.module.ts';
