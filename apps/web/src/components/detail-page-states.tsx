import { Alert, Anchor, Button, Center, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconAlert, IconArrowBack } from './icons.tsx';
import { PageHeader } from './page-header.tsx';

/** The link above a detail page's title back to the list it was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <IconArrowBack size={14} className="flip-rtl" />
        {children}
      </span>
    </Anchor>
  );
}

/** The way back and the page's title, close together above its content. */
export function DetailPageHeader({
  back,
  title,
  description,
  actions,
}: {
  back: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      {back}
      <PageHeader title={title} description={description} actions={actions} />
    </Stack>
  );
}

/** A detail page whose object failed to load: the header stays, with the failure and a retry under it. */
export function DetailLoadFailed({
  back,
  title,
  message,
  onRetry,
}: {
  back: ReactNode;
  title: string;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {back}
      <PageHeader title={title} />
      <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={message}>
        <Button size="xs" variant="default" mt="xs" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert>
    </Stack>
  );
}

/** A detail page waiting for its object. */
export function DetailLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}
