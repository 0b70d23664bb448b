import { Progress, Stack, Text } from '@mantine/core';

/**
 * The API client reports no upload progress, so the bar only moves to show the work goes on; the
 * text, announced politely, says what is happening.
 */
export function ImportProgress({ label }: { label: string }) {
  return (
    <Stack gap={6}>
      <Progress value={100} animated size="md" aria-hidden="true" />
      <Text size="sm" role="status" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}
