export { improvementPlansModule } from './improvement-plans.module.ts';
export { ImprovementPlansService } from './improvement-plans.service.ts';
export { findAcceptedPlans } from './improvement-plans.repository.ts';
export type { AcceptedPlanRow } from './improvement-plans.repository.ts';
export { sweepImprovementPlans } from './overdue-sweep.job.ts';
