import { useTranslation } from 'react-i18next';
import { TranslationFileActions } from '../../../components/translation-file-actions.tsx';
import { downloadQuestionnaireTranslations, useUploadQuestionnaireTranslations } from '../api/saqs-api.ts';

/** Download the questionnaire's texts as JSON, fill in the languages, upload it back. */
export function QuestionnaireTranslations({ roleId, roleName, locked }: { roleId: string; roleName: string; locked: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadQuestionnaireTranslations(roleId);
  return (
    <TranslationFileActions
      locked={locked}
      uploading={upload.isPending}
      labels={{
        download: t('saq.translations.download'),
        upload: t('saq.translations.upload'),
        notJson: t('saq.translations.notJson'),
        unmatched: (count) => t('saq.translations.unmatched', { count }),
      }}
      download={() => downloadQuestionnaireTranslations(roleId, roleName)}
      upload={async (entries) => {
        const result = await upload.mutateAsync(entries);
        return {
          message: t('saq.translations.uploaded', { questions: result.updatedQuestions, options: result.updatedOptions }),
          unmatched: result.unmatched.map((entry) => `${entry.index}. ${entry.title}`),
        };
      }}
    />
  );
}
