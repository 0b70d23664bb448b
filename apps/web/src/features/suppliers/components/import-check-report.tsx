import { Alert, List, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TSupplierImportCheck } from '@opentrace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rowErrorMessages } from '../model/import-file.ts';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

/** What the check of a file found: the counts, then every row error ("Index 3: Email is required"). */
export function ImportCheckReport({ check }: { check: TSupplierImportCheck }) {
  const { t } = useTranslation();
  const messages = rowErrorMessages(check.errors);
  const importable = check.importId !== null;
  const headingId = useId();
  return (
    <Alert
      color={messages.length === 0 ? 'green' : importable ? 'yellow' : 'red'}
      variant="light"
      title={t(
        messages.length === 0
          ? 'suppliers.import.checkClean'
          : importable
            ? 'suppliers.import.checkPartial'
            : 'suppliers.import.checkFailed',
      )}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <Count label={t('suppliers.import.total')} value={check.totalItems} />
          <Count label={t('suppliers.import.valid')} value={check.validItems} />
          <Count label={t('suppliers.import.failed')} value={check.failedItems} />
          <Count label={t('suppliers.import.errors')} value={check.errorCount} />
          <Count label={t('suppliers.import.existing')} value={check.existingItems} />
        </SimpleGrid>
        {messages.length > 0 ? (
          <>
            <Text size="sm" fw={600} id={headingId}>
              {t('suppliers.import.rowErrors')}
            </Text>
            {/* Focusable, so the keyboard can scroll a long list too. */}
            <ScrollArea.Autosize mah={260} type="auto" viewportProps={{ tabIndex: 0, 'aria-labelledby': headingId }}>
              <List size="sm" spacing={2}>
                {messages.map((message, position) => (
                  <List.Item key={`${position}:${message}`}>{message}</List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}
