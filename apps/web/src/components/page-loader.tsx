import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or first data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-label={t('app.loading')}>
      <Loader size="md" />
    </Center>
  );
}
