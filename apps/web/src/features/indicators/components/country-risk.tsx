import { Alert, Button, FileButton, Group, List, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TCountryRiskImportResult } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useCountryRisks,
  useDeleteCountryRisk,
  useImportCountryRisks,
  useLoadIlabList,
  useProductRiskListingCount,
  useSetCountryRisk,
} from '../api/indicators-api.ts';
import { useFocusAfterLoading } from '../../../components/use-focus-after-loading.ts';

/** Country-based risk: a score 0–100 typed per country or imported from CSV/xlsx; plus the ILAB list. */
export function CountryRisk({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const scores = useCountryRisks();
  const setScore = useSetCountryRisk();
  const removeScore = useDeleteCountryRisk();
  const importScores = useImportCountryRisks();
  const fileButtonRef = useFocusAfterLoading(importScores.isPending);
  const listings = useProductRiskListingCount();
  const loadIlab = useLoadIlabList();
  const [countryCode, setCountryCode] = useState('');
  const [score, setScoreValue] = useState<number | string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [importResult, setImportResult] = useState<TCountryRiskImportResult | null>(null);

  const save = () =>
    setScore.mutate(
      { countryCode: countryCode.trim(), score: Number(score) },
      {
        onSuccess: (saved) => {
          toast.success(t('indicators.countryRisk.saved', { country: saved.countryName, score: saved.score }));
          setCountryCode('');
          setScoreValue('');
          setErrors({});
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
          setErrors(
            fieldErrors.length > 0
              ? Object.fromEntries(fieldErrors.map((field) => [field.path, field.message]))
              : { countryCode: errorMessage(error, t('errors.generic')) },
          );
        },
      },
    );

  const importFile = (file: File | null) => {
    if (!file) return;
    setImportResult(null);
    importScores.mutate(file, { onSuccess: setImportResult, onError: (error) => toast.error(errorMessage(error, t('errors.generic'))) });
  };

  return (
    <Stack gap="sm">
      {locked ? null : (
        <Group align="start">
          <TextInput
            label={t('indicators.countryRisk.country')}
            description={t('indicators.countryRisk.countryHint')}
            value={countryCode}
            onChange={(event) => setCountryCode(event.currentTarget.value)}
            error={errors.countryCode}
            w={200}
          />
          <NumberInput
            label={t('indicators.countryRisk.score')}
            min={0}
            max={100}
            allowDecimal={false}
            value={score}
            onChange={setScoreValue}
            error={errors.score}
            w={120}
          />
          <Button mt={24} onClick={save} loading={setScore.isPending}>
            {t('indicators.countryRisk.save')}
          </Button>
          <FileButton accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={importFile}>
            {(props) => (
              <Button {...props} ref={fileButtonRef} mt={24} variant="default" loading={importScores.isPending}>
                {t('indicators.countryRisk.import')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {importResult ? (
        <Alert
          color={importResult.failedItems > 0 ? 'red' : 'green'}
          title={t('indicators.countryRisk.importSummary', {
            total: importResult.totalItems,
            imported: importResult.imported,
            failed: importResult.failedItems,
          })}
        >
          <List size="sm">
            {importResult.errors.flatMap((row) =>
              row.errors.map((message) => <List.Item key={`${row.index}:${message}`}>{message}</List.Item>),
            )}
          </List>
        </Alert>
      ) : null}
      {(scores.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('indicators.countryRisk.none')}
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {(scores.data ?? []).map((row) => (
              <Table.Tr key={row.countryCode}>
                <Table.Td>{row.countryName}</Table.Td>
                <Table.Td>{row.score}</Table.Td>
                <Table.Td>
                  {locked ? null : (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => removeScore.mutate(row.countryCode)}>
                      {t('indicators.tree.delete')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Text size="sm">{t('indicators.ilab.count', { count: listings.data ?? 0 })}</Text>
        {locked ? null : (
          <Button
            variant="default"
            size="xs"
            loading={loadIlab.isPending}
            onClick={() =>
              loadIlab.mutate(undefined, {
                onSuccess: (result) =>
                  toast.success(t('indicators.ilab.loaded', { loaded: result.loaded, mapped: result.mappedToSubIndicators })),
                onError: (error) => toast.error(errorMessage(error, t('errors.generic'))),
              })
            }
          >
            {t('indicators.ilab.load')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
