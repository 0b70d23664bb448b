import { Alert, Button, FileInput, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { SUPPLIER_TEMPLATE_COLUMNS, type TSupplierImportCheck, type TSupplierImportResult } from '@opentrace/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconCheck, IconDownload } from '../../../components/icons.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { useDownloadSupplierTemplate, useImportSuppliers, useValidateSupplierFile } from '../api/suppliers-api.ts';
import { checkImportFile, XLSX_ACCEPT } from '../model/import-file.ts';
import { ImportCheckReport } from './import-check-report.tsx';
import { ImportProgress } from './import-progress.tsx';

type TImportSuppliersModalProps = { opened: boolean; onClose: () => void };

/**
 * Suppliers from a workbook (spec §5): download the template, check the filled file (row errors and
 * counts, nothing saved), then import its valid rows in one go and see what happened.
 */
export function ImportSuppliersModal({ opened, onClose }: TImportSuppliersModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('suppliers.import.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Unmounted while closed, so every opening starts from step 1. */}
      <ImportSteps onClose={onClose} />
    </Modal>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('suppliers.import.step', { number, title })}
      </Title>
      {children}
    </Stack>
  );
}

function ImportSteps({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const download = useDownloadSupplierTemplate();
  const validate = useValidateSupplierFile();
  const importRows = useImportSuppliers();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<TSupplierImportCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TSupplierImportResult | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setCheck(null);
    setProblem(null);
    setResult(null);
    validate.reset();
    if (!chosen) return;
    const refused = checkImportFile(chosen);
    if (refused) {
      setProblem(t(`suppliers.import.${refused}`));
      return;
    }
    validate.mutate(chosen, { onSuccess: setCheck, onError: (error) => setProblem(errorMessage(error, t('errors.generic'))) });
  };

  const runImport = (importId: string) =>
    importRows.mutate(importId, {
      onSuccess: setResult,
      // Checked rows expire once imported, or when someone else imports them: the file must be checked again.
      onError: (error) => {
        setCheck(null);
        setProblem(errorMessage(error, t('errors.generic')));
      },
    });

  const busy = validate.isPending || importRows.isPending;

  return (
    <Stack gap="lg">
      <Step number={1} title={t('suppliers.import.downloadStep')}>
        <Text size="sm">{t('suppliers.import.downloadHelp', { columns: SUPPLIER_TEMPLATE_COLUMNS.join(', ') })}</Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate(undefined, { onError: toastApiError })}
          >
            {t('suppliers.import.download')}
          </Button>
        </Group>
      </Step>

      <Step number={2} title={t('suppliers.import.checkStep')}>
        <FileInput
          label={t('suppliers.import.file')}
          description={t('suppliers.import.fileHint')}
          placeholder={t('suppliers.import.filePlaceholder')}
          accept={XLSX_ACCEPT}
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': t('suppliers.import.clearFile') }}
          disabled={busy}
        />
        {validate.isPending && file ? <ImportProgress label={t('suppliers.import.checking', { name: file.name })} /> : null}
        {problem ? (
          <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
            {problem}
          </Alert>
        ) : null}
        {check ? <ImportCheckReport check={check} /> : null}
      </Step>

      <Step number={3} title={t('suppliers.import.importStep')}>
        {result ? (
          <Alert color="green" variant="light" icon={<IconCheck size={18} />} title={t('suppliers.import.doneTitle')} role="status">
            <List size="sm" spacing={2}>
              <List.Item>{t('suppliers.import.created', { count: result.created })}</List.Item>
              <List.Item>{t('suppliers.import.linked', { count: result.linked })}</List.Item>
              <List.Item>{t('suppliers.import.skipped', { count: result.skipped })}</List.Item>
              <List.Item>{t('suppliers.import.partnerLinks', { count: result.partnerLinks })}</List.Item>
            </List>
          </Alert>
        ) : importRows.isPending && check ? (
          <ImportProgress label={t('suppliers.import.importing', { count: check.validItems })} />
        ) : (
          <Text size="sm" c="dimmed">
            {check?.importId ? t('suppliers.import.importHelp') : t('suppliers.import.importWaiting')}
          </Text>
        )}
      </Step>

      <Group justify="flex-end" gap="sm">
        {result ? (
          <Button onClick={onClose}>{t('suppliers.import.close')}</Button>
        ) : (
          <>
            <Button variant="default" onClick={onClose} disabled={importRows.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={!check?.importId || validate.isPending}
              loading={importRows.isPending}
              onClick={() => check?.importId && runImport(check.importId)}
            >
              {t('suppliers.import.submit', { count: check?.validItems ?? 0 })}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
