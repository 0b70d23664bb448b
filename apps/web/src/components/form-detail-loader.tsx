import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client.ts';
import { IconAlert } from './icons.tsx';

type TDetailQuery<TDetail> = { data: TDetail | undefined; isError: boolean; error: unknown; refetch: () => unknown };

type TFormDetailLoaderProps<TDetail> = {
  /** The object's detail, which carries what its edit form starts from. */
  detail: TDetailQuery<TDetail>;
  failedTitle: string;
  loadingLabel: string;
  children: (detail: TDetail) => ReactNode;
};

/** Inside a form modal: the edit form once the object's detail is loaded, a retry when it failed, a spinner meanwhile. */
export function FormDetailLoader<TDetail>({ detail, failedTitle, loadingLabel, children }: TFormDetailLoaderProps<TDetail>) {
  const { t } = useTranslation();
  if (detail.data) return children(detail.data);
  if (detail.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={failedTitle}>
        <Text size="sm">{errorMessage(detail.error, t('errors.generic'))}</Text>
        <Button size="xs" variant="default" mt="xs" onClick={() => void detail.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={loadingLabel} />
    </Center>
  );
}
