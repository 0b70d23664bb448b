import {
  parseLanguage,
  type TOwnSelfAssessment,
  type TSelfAssessmentAnswer,
  type TSelfAssessmentSubmission,
  type TSessionUser,
} from '@opentrace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { updateSessionUser } from '../../../lib/session.ts';

/** The questionnaire comes translated by the server, hence the language in the key. */
export const selfAssessmentKeys = {
  all: ['self-assessments'] as const,
  own: (language: string) => [...selfAssessmentKeys.all, 'own', language] as const,
};

/**
 * The facility's questionnaire with its saved answers; the screen shows a refusal or a missing
 * questionnaire itself. Switching language keeps the current answers on screen while the
 * translated texts load.
 */
export function useOwnSelfAssessment() {
  const language = parseLanguage(useTranslation().i18n.language);
  return useQuery({
    queryKey: selfAssessmentKeys.own(language),
    queryFn: ({ signal }) => api.get<TOwnSelfAssessment>('/api/self-assessments/me', { signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/**
 * Replaces the facility's answers. A completed questionnaire opens the onboarding gate, so the
 * stored session user is re-read at once and the menu follows.
 */
export function useSubmitSelfAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: TSelfAssessmentAnswer[]) => api.post<TSelfAssessmentSubmission>('/api/self-assessments/answers', { answers }),
    onSuccess: async (submission) => {
      if (submission.completed) updateSessionUser(await api.get<TSessionUser>('/api/users/me'));
      await queryClient.invalidateQueries({ queryKey: selfAssessmentKeys.all });
    },
  });
}
