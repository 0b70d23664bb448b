import { Alert, Button, FileButton, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadQuestionnaireTranslations, useUploadQuestionnaireTranslations } from '../api/saqs-api.ts';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return undefined;
  }
}

/** Download the questionnaire's texts as JSON, fill in the languages, upload it back. */
export function QuestionnaireTranslations({ roleId, roleName, locked }: { roleId: string; roleName: string; locked: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadQuestionnaireTranslations(roleId);
  const [problem, setProblem] = useState<string | null>(null);
  const [unmatched, setUnmatched] = useState<string[]>([]);

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setUnmatched([]);
    const entries = parseJson(await file.text());
    if (!Array.isArray(entries)) {
      setProblem(t('saq.translations.notJson'));
      return;
    }
    upload.mutate(entries, {
      onSuccess: (result) => {
        toast.success(t('saq.translations.uploaded', { questions: result.updatedQuestions, options: result.updatedOptions }));
        setUnmatched(result.unmatched.map((entry) => `${entry.index}. ${entry.title}`));
      },
      onError: (error) => setProblem(errorMessage(error, t('errors.generic'))),
    });
  };

  const download = () => downloadQuestionnaireTranslations(roleId, roleName).catch((error: unknown) => toast.error(errorMessage(error, t('errors.generic'))));

  return (
    <>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => void download()}>
          {t('saq.translations.download')}
        </Button>
        {locked ? null : (
          <FileButton accept="application/json,.json" onChange={(file) => void choose(file)}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={upload.isPending}>
                {t('saq.translations.upload')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {problem ? <Alert color="red">{problem}</Alert> : null}
      {unmatched.length > 0 ? (
        <Alert color="orange" title={t('saq.translations.unmatched', { count: unmatched.length })}>
          {unmatched.join('; ')}
        </Alert>
      ) : null}
    </>
  );
}
