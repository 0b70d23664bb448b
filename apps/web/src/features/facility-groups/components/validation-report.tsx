import { Alert, List, ScrollArea, Stack, Text } from '@mantine/core';
import type { TFacilityGroupValidation } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { errorsBySheet } from '../validation-report.ts';

/** What is wrong with a checked file: the counts, then each sheet's row errors ("Index {row}: …"). */
export function ValidationReport({ result }: { result: TFacilityGroupValidation }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('facilityGroups.validation.title')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('facilityGroups.validation.counts', {
            total: result.totalItems,
            valid: result.validItems,
            failed: result.failedItems,
            errors: result.errorCount,
          })}
        </Text>
        <ScrollArea.Autosize mah={320}>
          <Stack gap="sm">
            {errorsBySheet(result.errors).map((sheet) => (
              <div key={sheet.sheet}>
                <Text size="sm" fw={600}>
                  {t('facilityGroups.validation.sheet', { sheet: sheet.sheet, rows: sheet.rows })}
                </Text>
                <List size="sm">
                  {sheet.messages.map((message, position) => (
                    <List.Item key={`${position}:${message}`}>{message}</List.Item>
                  ))}
                </List>
              </div>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Alert>
  );
}
