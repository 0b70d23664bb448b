import { ZOwnSelfAssessment, ZSelfAssessmentAnswersInput, ZSelfAssessmentSubmission } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { SelfAssessmentsService } from './self-assessments.service.ts';

/**
 * Producers with any assessment permission get past the guard, so that those whose questionnaire
 * an administrator answers, or who answer none, hear why from the service rather than a bare 403.
 */
const PRODUCERS_WITH_ASSESSMENT: RouteAccess = {
  permissions: ['COMPLETE_OWN_SAQ', 'ADMINISTRATOR_COMPLETES_SAQ', 'NO_SAQ'],
  roleTypes: ['Producer'],
};

export async function selfAssessmentsRoutes(app: FastifyInstance, { selfAssessments }: { selfAssessments: SelfAssessmentsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['self-assessments'];

  api.get(
    '/api/self-assessments/me',
    {
      config: { access: PRODUCERS_WITH_ASSESSMENT },
      schema: {
        tags,
        summary:
          "The caller's facility questionnaire in the request language, with its saved answers and the questions still open on their route",
        response: { 200: ZOwnSelfAssessment },
      },
    },
    async (request) => selfAssessments.own(principalOf(request), request.ctx),
  );

  api.post(
    '/api/self-assessments/answers',
    {
      config: { access: PRODUCERS_WITH_ASSESSMENT },
      schema: {
        tags,
        summary: "Replace the facility's answers: complete when no question on the route is open (stamps answeredSaqAt), else a draft",
        description:
          'Answers to questions the route skips are dropped. An answer to an unknown question or with an option of another question, or an incomplete answer, saves nothing: 400 with one detail per question id.',
        body: ZSelfAssessmentAnswersInput,
        response: { 200: ZSelfAssessmentSubmission },
      },
    },
    async (request) => selfAssessments.submit(principalOf(request), request.body, request.ctx),
  );
}
