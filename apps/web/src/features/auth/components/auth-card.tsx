import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TAuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  /** A large icon above the title, for outcome states (sent, expired, done). */
  icon?: ReactNode;
  iconColor?: string;
  children?: ReactNode;
};

/** The card every sign-in, sign-up and password screen sits in. */
export function AuthCard({ title, subtitle, icon, iconColor = 'brand', children }: TAuthCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={36} w="100%" maw={460} my="auto">
      <Stack gap="lg">
        <Stack gap={8} align={icon ? 'center' : 'stretch'} ta={icon ? 'center' : undefined}>
          {icon ? (
            <ThemeIcon size={60} radius="xl" variant="light" color={iconColor} mb={4}>
              {icon}
            </ThemeIcon>
          ) : null}
          <Title order={1} fz={26} lh={1.25}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
