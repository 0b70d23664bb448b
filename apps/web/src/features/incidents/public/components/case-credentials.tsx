import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The case number and PIN, large and left to right (they are Latin letters and digits in every language). */
export function CaseCredentials({ caseNumber, pin }: { caseNumber: string; pin: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed">
            {t('publicReports.receipt.caseNumber')}
          </Text>
          <Text fz={24} fw={700} ff="monospace" dir="ltr" data-testid="case-number">
            {caseNumber}
          </Text>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed">
            {t('publicReports.receipt.pin')}
          </Text>
          <Text fz={24} fw={700} ff="monospace" dir="ltr" data-testid="case-pin">
            {pin}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
