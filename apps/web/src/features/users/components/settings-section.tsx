import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One section of an account page: its title and explanation beside a card with the content, the
 * layout settings pages commonly use, so a long page still reads as a list of topics.
 */
type TSettingsSectionProps = { title: string; description: string; children: ReactNode };

export function SettingsSection({ title, description, children }: TSettingsSectionProps) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap={6} pt={4}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="md" p="lg" shadow="xs">
          {children}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
