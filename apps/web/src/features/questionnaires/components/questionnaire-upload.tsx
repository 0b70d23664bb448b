import { Alert, Button, FileInput, Group, List, ScrollArea, Stack, Text } from '@mantine/core';
import type { TSaqImportSummary, TSaqUnmappedOption, TSaqValidationResult } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadQuestionnaireTemplate, useImportQuestionnaire, useValidateQuestionnaire } from '../api/saqs-api.ts';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Options imported without a risk mapping, each with the validation's reason when there is one. */
function UnmappedList({ rows, warnings = [] }: { rows: TSaqUnmappedOption[]; warnings?: TSaqValidationResult['warnings'] }) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize mah={200}>
      <List size="sm">
        {rows.map((row) => (
          <List.Item key={`${row.sheet}:${row.index}`}>
            {t('saq.upload.unmappedRow', {
              sheet: row.sheet,
              index: row.index,
              option: row.option || '—',
              indicator: row.indicator || '—',
              subIndicator: row.subIndicator || '—',
            })}
            {warnings
              .filter((warning) => warning.sheet === row.sheet && warning.index === row.index)
              .flatMap((warning) => warning.errors)
              .map((reason) => (
                <Text key={reason} size="xs" c="dimmed">
                  {reason}
                </Text>
              ))}
          </List.Item>
        ))}
      </List>
    </ScrollArea.Autosize>
  );
}

/**
 * Upload → validation summary with row errors → apply the name suggestions in one step →
 * confirm the options without a risk mapping → import (DOMAIN.md §6.2).
 */
export function QuestionnaireUpload({ roleId, roleName }: { roleId: string; roleName: string }) {
  const { t } = useTranslation();
  const validate = useValidateQuestionnaire(roleId);
  const importQuestionnaire = useImportQuestionnaire(roleId);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TSaqValidationResult | null>(null);
  const [summary, setSummary] = useState<TSaqImportSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(errorMessage(error, t('errors.generic')));

  const runImport = (fileId: string, confirmUnmapped: boolean) =>
    importQuestionnaire.mutate(
      { fileId, confirmUnmapped },
      {
        onSuccess: (imported) => {
          toast.success(t('saq.upload.imported', { questions: imported.questions, options: imported.options }));
          setSummary(imported);
          setResult(null);
          setFile(null);
        },
        onError: fail,
      },
    );

  const check = (chosen: File, applySuggestions: boolean, importWhenClean: boolean) =>
    validate.mutate(
      { file: chosen, applySuggestions },
      {
        onSuccess: (validation) => {
          setResult(validation);
          // "Apply suggestions" is one step: import straight away unless options need confirming.
          if (importWhenClean && validation.importable && validation.unmapped.length === 0) runImport(validation.fileId, false);
        },
        onError: fail,
      },
    );

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setResult(null);
    setSummary(null);
    setProblem(null);
    if (chosen) check(chosen, false, false);
  };

  const download = () =>
    downloadQuestionnaireTemplate(roleId, roleName).catch((error: unknown) => toast.error(errorMessage(error, t('errors.generic'))));
  const busy = validate.isPending || importQuestionnaire.isPending;

  return (
    <Stack gap="sm">
      <Group align="end">
        <FileInput
          label={t('saq.upload.file')}
          description={t('saq.upload.fileHint')}
          accept={XLSX_ACCEPT}
          value={file}
          onChange={choose}
          clearable
          miw={320}
        />
        <Button variant="default" onClick={() => void download()}>
          {t('saq.upload.template')}
        </Button>
      </Group>
      {validate.isPending ? <Text size="sm">{t('saq.upload.validating')}</Text> : null}
      {problem ? <Alert color="red">{problem}</Alert> : null}
      {result ? (
        <Alert
          color={result.importable ? (result.unmapped.length > 0 ? 'orange' : 'green') : 'red'}
          title={t('saq.upload.summary', { total: result.totalItems, valid: result.validItems, failed: result.failedItems })}
        >
          {result.errors.length > 0 ? (
            <ScrollArea.Autosize mah={240}>
              <List size="sm">
                {result.errors.flatMap((row) =>
                  row.errors.map((message) => (
                    <List.Item key={`${row.sheet ?? ''}:${row.index}:${message}`}>
                      {row.sheet ? `${row.sheet} — ${message}` : message}
                    </List.Item>
                  )),
                )}
              </List>
            </ScrollArea.Autosize>
          ) : (
            <Text size="sm">{t('saq.upload.ready')}</Text>
          )}
        </Alert>
      ) : null}
      {result && file && result.suggestions.length > 0 ? (
        <Group>
          <Button onClick={() => check(file, true, true)} loading={busy}>
            {t('saq.upload.applySuggestions', { count: result.suggestions.length })}
          </Button>
          {result.failedItems > result.suggestions.length ? <Text size="sm">{t('saq.upload.otherErrors')}</Text> : null}
        </Group>
      ) : null}
      {result && result.unmapped.length > 0 ? (
        <Alert color="orange" title={t('saq.upload.unmappedTitle', { count: result.unmapped.length })}>
          <Stack gap="xs">
            <Text size="sm">{t('saq.upload.unmappedHint')}</Text>
            <UnmappedList rows={result.unmapped} warnings={result.warnings} />
            {result.importable ? (
              <Group>
                <Button color="orange" onClick={() => runImport(result.fileId, true)} loading={busy}>
                  {t('saq.upload.confirmUnmapped', { count: result.unmapped.length })}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {result?.importable && result.unmapped.length === 0 ? (
        <Group>
          <Button onClick={() => runImport(result.fileId, false)} loading={busy}>
            {t('saq.upload.import')}
          </Button>
        </Group>
      ) : null}
      {summary ? (
        <Alert
          color="green"
          title={t('saq.upload.importedTitle', { groups: summary.groups, questions: summary.questions, options: summary.options })}
        >
          <Stack gap="xs">
            {summary.suggestionsApplied > 0 ? (
              <Text size="sm">{t('saq.upload.suggestionsApplied', { count: summary.suggestionsApplied })}</Text>
            ) : null}
            {summary.unmappedOptions.length > 0 ? (
              <>
                <Text size="sm">{t('saq.upload.importedUnmapped', { count: summary.unmappedOptions.length })}</Text>
                <UnmappedList rows={summary.unmappedOptions} />
              </>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
