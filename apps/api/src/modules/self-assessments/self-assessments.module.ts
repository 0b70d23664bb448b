import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import { selfAssessmentsRoutes } from './self-assessments.routes.ts';
import { SelfAssessmentsService } from './self-assessments.service.ts';

/** Wires self-assessments (answering the questionnaires) into the API scope. */
export async function selfAssessmentsModule(api: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  await api.register(selfAssessmentsRoutes, { selfAssessments: new SelfAssessmentsService(db, clock) });
}
