import { Alert, Button, FileButton, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadIndicatorTranslations, useUploadIndicatorTranslations } from '../api/indicators-api.ts';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return undefined;
  }
}

/** Download `[{id, name, translation, index}]`, fill it in, upload it; names the entries that matched no row. */
export function IndicatorTranslations({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadIndicatorTranslations();
  const [problem, setProblem] = useState<string | null>(null);
  const [unmatched, setUnmatched] = useState<string[]>([]);

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setUnmatched([]);
    const rows = parseJson(await file.text());
    if (!Array.isArray(rows)) {
      setProblem(t('indicators.translations.notJson'));
      return;
    }
    upload.mutate(rows, {
      onSuccess: (result) => {
        toast.success(t('indicators.translations.uploaded', { count: result.updated }));
        setUnmatched(result.unmatched);
      },
      onError: (error) => setProblem(errorMessage(error, t('errors.generic'))),
    });
  };

  return (
    <>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => void downloadIndicatorTranslations().catch((error: unknown) => toast.error(errorMessage(error, t('errors.generic'))))}>
          {t('indicators.translations.download')}
        </Button>
        {locked ? null : (
          <FileButton accept="application/json,.json" onChange={(file) => void choose(file)}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={upload.isPending}>
                {t('indicators.translations.upload')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {problem ? <Alert color="red">{problem}</Alert> : null}
      {unmatched.length > 0 ? (
        <Alert color="orange" title={t('indicators.translations.unmatched', { count: unmatched.length })}>
          {unmatched.join(', ')}
        </Alert>
      ) : null}
    </>
  );
}
