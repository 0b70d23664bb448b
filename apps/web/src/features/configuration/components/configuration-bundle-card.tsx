import { Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import type { TConfigurationImportSummary } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { parseJsonText } from '../../../lib/json-text.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadConfigurationBundle, useImportConfigurationBundle } from '../api/configuration-bundle-api.ts';
import { useFocusAfterLoading } from '../../../components/use-focus-after-loading.ts';

/** At most this many field problems are listed; the rest are counted. */
const LISTED_PROBLEMS = 10;

type TProblem = { message: string; fields: string[] };

/**
 * The whole configuration as one file: export it from any system, import it into one that is
 * not configured yet (after a warning, since it replaces what the wizard holds).
 */
export function ConfigurationBundleCard({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const importBundle = useImportConfigurationBundle();
  const fileButtonRef = useFocusAfterLoading(importBundle.isPending);
  const [pending, setPending] = useState<{ name: string; bundle: unknown } | null>(null);
  const [problem, setProblem] = useState<TProblem | null>(null);
  const [summary, setSummary] = useState<TConfigurationImportSummary | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportBundle = async () => {
    setExporting(true);
    try {
      await downloadConfigurationBundle();
    } catch (error) {
      toast.error(errorMessage(error, t('errors.generic')));
    } finally {
      setExporting(false);
    }
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setSummary(null);
    const bundle = parseJsonText(await file.text());
    if (bundle === undefined) setProblem({ message: t('configurationBundle.notJson'), fields: [] });
    else setPending({ name: file.name, bundle });
  };

  const confirm = () => {
    if (!pending) return;
    importBundle.mutate(pending.bundle, {
      onSuccess: (result) => {
        setPending(null);
        setSummary(result);
        toast.success(t('configurationBundle.imported'));
      },
      onError: (error) => {
        setPending(null);
        const fields = error instanceof ApiError ? error.fieldErrors.map((field) => `${field.path}: ${field.message}`) : [];
        setProblem({ message: errorMessage(error, t('errors.generic')), fields });
      },
    });
  };

  return (
    <Stack gap="sm" maw={760}>
      <Text size="sm" c="dimmed">
        {t(locked ? 'configurationBundle.descriptionLocked' : 'configurationBundle.description')}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" loading={exporting} onClick={() => void exportBundle()}>
          {t('configurationBundle.export')}
        </Button>
        {locked ? null : (
          <FileButton accept="application/json,.json" onChange={(file) => void choose(file)}>
            {(props) => (
              <Button {...props} ref={fileButtonRef} variant="default" size="xs" loading={importBundle.isPending}>
                {t('configurationBundle.import')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {problem ? (
        <Alert color="red" title={t('configurationBundle.refused')}>
          <Text size="sm">{problem.message}</Text>
          {problem.fields.length > 0 ? (
            <List size="sm" mt="xs">
              {problem.fields.slice(0, LISTED_PROBLEMS).map((field) => (
                <List.Item key={field}>{field}</List.Item>
              ))}
              {problem.fields.length > LISTED_PROBLEMS ? (
                <List.Item>{t('configurationBundle.moreProblems', { count: problem.fields.length - LISTED_PROBLEMS })}</List.Item>
              ) : null}
            </List>
          ) : null}
        </Alert>
      ) : null}
      {summary ? (
        <Alert color="teal" title={t('configurationBundle.imported')}>
          {t('configurationBundle.summary', {
            products: summary.productDefinitions,
            attributes: summary.attributes,
            roles: summary.rolesCreated + summary.rolesUpdated,
            lines: summary.supplyChainLines,
            indicators: summary.subIndicators,
            questionnaires: summary.questionnaires,
            questions: summary.questions,
          })}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={pending !== null}
        title={t('configurationBundle.confirmTitle')}
        body={t('configurationBundle.confirmBody', { name: pending?.name ?? '' })}
        confirmLabel={t('configurationBundle.import')}
        destructive
        loading={importBundle.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
