import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TPageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Buttons for the page's main actions, at the end of the title row. */
  actions?: ReactNode;
};

/** The title block every signed-in screen opens with: one h1, a line of context, its main actions. */
export function PageHeader({ title, description, actions }: TPageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="nowrap" gap="lg" mb="lg">
      <Stack gap={4}>
        <Title order={1} fz={26} lh={1.25}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" maw={720}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? (
        <Group gap="sm" wrap="nowrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
