import { Alert, Button, FileInput, Group, List, Radio, Stack, Text } from '@mantine/core';
import type { TIndicatorImportMode, TIndicatorListValidation } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadIndicatorTemplate, useImportIndicatorList, useValidateIndicatorList } from '../api/indicators-api.ts';

/** Upload → validation summary (counts and row errors) → replace or add → import. */
export function IndicatorUpload({ hasList }: { hasList: boolean }) {
  const { t } = useTranslation();
  const validate = useValidateIndicatorList();
  const importList = useImportIndicatorList();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TIndicatorListValidation | null>(null);
  const [mode, setMode] = useState<TIndicatorImportMode>(hasList ? 'add' : 'replace');
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setResult(null);
    setProblem(null);
    if (!chosen) return;
    validate.mutate(chosen, {
      onSuccess: setResult,
      onError: (error) => setProblem(errorMessage(error, t('errors.generic'))),
    });
  };

  const runImport = () => {
    if (!result?.fileId) return;
    importList.mutate(
      { fileId: result.fileId, mode },
      {
        onSuccess: (summary) => {
          toast.success(
            t('indicators.upload.imported', {
              categories: summary.createdCategories,
              indicators: summary.createdIndicators,
              subIndicators: summary.createdSubIndicators,
            }),
          );
          setFile(null);
          setResult(null);
        },
        onError: (error) => setProblem(errorMessage(error, t('errors.generic'))),
      },
    );
  };

  const download = () => downloadIndicatorTemplate().catch((error: unknown) => toast.error(errorMessage(error, t('errors.generic'))));

  return (
    <Stack gap="sm">
      <Group align="end">
        <FileInput
          label={t('indicators.upload.file')}
          description={t('indicators.upload.fileHint')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={choose}
          clearable
          miw={320}
        />
        <Button variant="default" onClick={() => void download()}>
          {t('indicators.upload.template')}
        </Button>
      </Group>
      {validate.isPending ? <Text size="sm">{t('indicators.upload.validating')}</Text> : null}
      {problem ? <Alert color="red">{problem}</Alert> : null}
      {result ? (
        <Alert
          color={result.failedItems > 0 ? 'red' : 'green'}
          title={t('indicators.upload.summary', { total: result.totalItems, valid: result.validItems, failed: result.failedItems })}
        >
          {result.errors.length > 0 ? (
            <List size="sm">
              {result.errors.flatMap((row) =>
                row.errors.map((message) => <List.Item key={`${row.index}:${message}`}>{message}</List.Item>),
              )}
            </List>
          ) : (
            <Text size="sm">{t('indicators.upload.ready')}</Text>
          )}
        </Alert>
      ) : null}
      {result?.fileId ? (
        <Stack gap="xs">
          <Radio.Group label={t('indicators.upload.mode')} value={mode} onChange={(value) => setMode(value as TIndicatorImportMode)}>
            <Stack gap={4} mt={4}>
              <Radio value="add" label={t('indicators.upload.add')} />
              <Radio value="replace" label={t('indicators.upload.replace')} />
            </Stack>
          </Radio.Group>
          {mode === 'replace' && hasList ? <Alert color="orange">{t('indicators.upload.replaceWarning')}</Alert> : null}
          <Group>
            <Button onClick={runImport} loading={importList.isPending}>
              {t('indicators.upload.import')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
