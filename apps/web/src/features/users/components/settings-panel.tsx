import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card holding one group of settings. */
type TSettingsPanelProps = { title: string; description?: string; children: ReactNode };

export function SettingsPanel({ title, description, children }: TSettingsPanelProps) {
  return (
    <Paper withBorder radius="md" p="lg" shadow="xs">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
