import { type MantineSpacing, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TTitledCardProps = {
  title: string;
  description?: ReactNode;
  /** Space between the heading and each part of the body. */
  gap?: MantineSpacing;
  /** Announced to assistive technology while the card's content is being refreshed. */
  busy?: boolean;
  children: ReactNode;
};

/** A card with a level-2 heading, an optional line under it, and its content. */
export function TitledCard({ title, description, gap = 'lg', busy, children }: TTitledCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" shadow="xs" aria-busy={busy}>
      <Stack gap={gap}>
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
