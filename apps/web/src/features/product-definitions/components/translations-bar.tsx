import { Alert, Button, FileButton, Group, List } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadTranslations, useUploadTranslations, type TTranslationKind } from '../api/products-api.ts';
import { parseTranslationFile, translationProblemLines } from '../product-forms.ts';
import { useFocusAfterLoading } from '../../../components/use-focus-after-loading.ts';

/** Download the JSON translation file, fill it in, upload it; a bad file lists its rows at fault. */
export function TranslationsBar({ kind, locked }: { kind: TTranslationKind; locked: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadTranslations(kind);
  const fileButtonRef = useFocusAfterLoading(upload.isPending);
  const [problem, setProblem] = useState<{ message: string; rows: string[] } | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadTranslations(kind);
    } catch (error) {
      toast.error(errorMessage(error, t('errors.generic')));
    } finally {
      setDownloading(false);
    }
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const rows = parseTranslationFile(await file.text());
    if (!rows) {
      setProblem({ message: t('products.translations.notJson'), rows: [] });
      return;
    }
    upload.mutate(rows, {
      onSuccess: ({ updated }) => toast.success(t('products.translations.uploaded', { count: updated })),
      onError: (error) =>
        setProblem({
          message: errorMessage(error, t('errors.generic')),
          rows: translationProblemLines(error, (row, field, message) => t('products.translations.rowError', { row, field, message })),
        }),
    });
  };

  return (
    <>
      <Group gap="xs">
        <Button variant="default" size="xs" loading={downloading} onClick={() => void download()}>
          {t('products.translations.download')}
        </Button>
        {locked ? null : (
          <FileButton accept="application/json,.json" onChange={(file) => void choose(file)}>
            {(props) => (
              <Button {...props} ref={fileButtonRef} variant="default" size="xs" loading={upload.isPending}>
                {t('products.translations.upload')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {problem ? (
        <Alert color="red" title={problem.message} withCloseButton closeButtonLabel={t('common.close')} onClose={() => setProblem(null)}>
          {problem.rows.length > 0 ? (
            <List size="sm">
              {problem.rows.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}
