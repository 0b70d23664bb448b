import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /404 and every unknown address. "Home" resolves to the user's home, or sign-in. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.pageTitle'));

  return (
    <Stack align="center" gap="md" ta="center" maw={520} my="auto" py="xl">
      <Text aria-hidden="true" fw={800} c="brand.2" style={{ fontSize: 'clamp(4rem, 12vw, 7rem)', lineHeight: 1 }}>
        {t('notFound.code')}
      </Text>
      <Title order={1} fz="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" size="lg">
        {t('notFound.message')}
      </Text>
      <Button component={Link} to="/" size="md" mt="sm">
        {t('notFound.goHome')}
      </Button>
    </Stack>
  );
}
