import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered panel holding a list: a row of title, filters and actions on top, then the list. */
export function ListPanel({ toolbar, children }: { toolbar: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" shadow="xs" style={{ overflow: 'hidden' }}>
      <Group
        px="md"
        py="sm"
        justify="space-between"
        align="flex-end"
        gap="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {toolbar}
      </Group>
      {children}
    </Paper>
  );
}
