import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { codeFromScan, type TActivityDefinition } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '../../../components/icons.tsx';
import { normalizeQrCode, type TLabelRights, type TOutputRow } from '../assign-form.ts';
import type { TAttributeDraft } from '../attribute-form.ts';
import type { TRowErrors } from '../server-errors.ts';
import { AttributeFields } from './attribute-fields.tsx';
import { QrScannerModal } from './qr-scanner-modal.tsx';

type TOutputProductCardProps = {
  number: number;
  definition: TActivityDefinition;
  row: TOutputRow;
  rights: TLabelRights;
  errors: TRowErrors;
  removable: boolean;
  /** `changed` names the attribute id or row field whose message goes. */
  onChange(row: TOutputRow, changed: string): void;
  onRemove(): void;
};

/** One output of a transformation: its attributes, and the QR label and DNA identifier the caller may give it. */
export function OutputProductCard({ number, definition, row, rights, errors, removable, onChange, onRemove }: TOutputProductCardProps) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  const identifiedByQrCode = rights.qrCode && normalizeQrCode(row.qrCode) !== '';
  const { qrCode: qrCodeError, dnaIdentifier: dnaError, ...otherErrors } = errors.fields;

  const title = t('productActivities.outputs.rowTitle', { number });
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {title}
          </Text>
          {removable ? (
            <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onRemove}>
              {t('productActivities.outputs.remove')}
            </Button>
          ) : null}
        </Group>
        {rights.qrCode || rights.dnaIdentifier ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {rights.qrCode ? (
              <TextInput
                label={t('productActivities.fields.qrCode')}
                description={t('productActivities.outputs.qrHint')}
                inputMode="numeric"
                dir="ltr"
                // Long enough for a label's link, as a keyboard-like QR reader types it; it turns into the code once complete.
                maxLength={255}
                value={row.qrCode}
                error={qrCodeError}
                rightSectionWidth={96}
                rightSection={
                  <Button size="compact-sm" variant="light" onClick={() => setScanning(true)}>
                    {t('productActivities.outputs.scanQr')}
                  </Button>
                }
                onChange={(event) => onChange({ ...row, qrCode: codeFromScan(event.currentTarget.value) }, 'qrCode')}
              />
            ) : null}
            {rights.dnaIdentifier ? (
              <TextInput
                label={t('productActivities.fields.dnaIdentifier')}
                description={t('productActivities.outputs.dnaHint')}
                maxLength={255}
                value={row.dnaIdentifier}
                error={dnaError}
                onChange={(event) => onChange({ ...row, dnaIdentifier: event.currentTarget.value }, 'dnaIdentifier')}
              />
            ) : null}
          </SimpleGrid>
        ) : null}
        <AttributeFields
          definition={definition}
          mode={{ manual: false, identifiedByQrCode }}
          draft={row.draft}
          errors={errors.attributes}
          onChange={(draft: TAttributeDraft, attributeId) => onChange({ ...row, draft }, attributeId)}
        />
        {Object.values(otherErrors).map((message) => (
          <Text key={message} size="sm" c="red" role="alert">
            {message}
          </Text>
        ))}
      </Stack>
      <QrScannerModal
        opened={scanning}
        title={t('productActivities.scanner.labelTitle')}
        onClose={() => setScanning(false)}
        onScan={(value) => onChange({ ...row, qrCode: normalizeQrCode(value) }, 'qrCode')}
      />
    </Paper>
  );
}
