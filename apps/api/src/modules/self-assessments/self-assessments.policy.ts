import { can } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy } from '../../core/policy.ts';

/**
 * A facility answers its own self-assessment: the answers are read and saved through the caller's
 * facility, never another's. Producers whose questionnaire an administrator answers, or who answer
 * none, hear why rather than a bare 403.
 */
export const selfAssessmentsPolicy = definePolicy<{ answerOwn: null }>({
  answerOwn: {
    rule: (principal) => can(principal, 'COMPLETE_OWN_SAQ'),
    refusal: (principal) =>
      new AppError('FORBIDDEN', {
        messageKey: can(principal, 'ADMINISTRATOR_COMPLETES_SAQ')
          ? 'selfAssessment.answeredByAdministrator'
          : 'selfAssessment.noOwnQuestionnaire',
      }),
  },
});
