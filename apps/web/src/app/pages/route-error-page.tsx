import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../components/icons.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Shown when a screen throws or its code cannot be downloaded (typically after a new release
 * replaced the files the open tab still refers to); a reload fetches the current version.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.pageTitle'));

  return (
    <Center mih="100dvh" p="lg">
      <Stack align="center" gap="md" ta="center" maw={480} role="alert">
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconAlert size={34} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
