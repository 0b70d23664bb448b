import { Alert, Button, FileButton, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client.ts';
import { parseJsonText } from '../lib/json-text.ts';
import { toast } from '../lib/toast.ts';
import { useFocusAfterLoading } from './use-focus-after-loading.ts';

/** What an upload of a translation file reports: a success message and the entries that matched nothing. */
export type TTranslationUploadResult = { message: string; unmatched: string[] };

type TTranslationFileActionsProps = {
  labels: { download: string; upload: string; notJson: string; unmatched: (count: number) => string };
  locked: boolean;
  uploading: boolean;
  download(): Promise<unknown>;
  upload(entries: unknown[]): Promise<TTranslationUploadResult>;
};

/**
 * The translation round trip of configuration content: download a JSON file, fill in the
 * languages, upload it back; the entries that matched nothing are listed, not silently dropped.
 */
export function TranslationFileActions({ labels, locked, uploading, download, upload }: TTranslationFileActionsProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const fileButtonRef = useFocusAfterLoading(uploading);

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setUnmatched([]);
    const entries = parseJsonText(await file.text());
    if (!Array.isArray(entries)) {
      setProblem(labels.notJson);
      return;
    }
    try {
      const result = await upload(entries);
      toast.success(result.message);
      setUnmatched(result.unmatched);
    } catch (error) {
      setProblem(errorMessage(error, t('errors.generic')));
    }
  };

  return (
    <>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          onClick={() => void download().catch((error: unknown) => toast.error(errorMessage(error, t('errors.generic'))))}
        >
          {labels.download}
        </Button>
        {locked ? null : (
          <FileButton accept="application/json,.json" onChange={(file) => void choose(file)}>
            {(props) => (
              <Button {...props} ref={fileButtonRef} variant="default" size="xs" loading={uploading}>
                {labels.upload}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {problem ? <Alert color="red">{problem}</Alert> : null}
      {unmatched.length > 0 ? (
        <Alert color="orange" title={labels.unmatched(unmatched.length)}>
          {unmatched.join('; ')}
        </Alert>
      ) : null}
    </>
  );
}
