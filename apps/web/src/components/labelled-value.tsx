import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One fact of a detail page: its small dimmed label over the value. Summary cards set `uppercase`
 * for their labels.
 */
export function LabelledValue({ label, uppercase = false, children }: { label: string; uppercase?: boolean; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={600} tt={uppercase ? 'uppercase' : undefined}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
