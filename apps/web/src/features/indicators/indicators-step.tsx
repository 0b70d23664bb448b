import { Alert, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIndicatorList } from './api/indicators-api.ts';
import { CountryRisk } from './components/country-risk.tsx';
import { ExternalIndicators } from './components/external-indicators.tsx';
import { IndicatorTranslations } from './components/indicator-translations.tsx';
import { IndicatorTree } from './components/indicator-tree.tsx';
import { IndicatorUpload } from './components/indicator-upload.tsx';
import type { TWizardStepProps } from '../../lib/wizard.ts';

/** Step 5: the indicator list (upload, tree, translations) and the external risk sources. */
export default function IndicatorsStep({ locked, onFinished }: TWizardStepProps) {
  const { t } = useTranslation();
  const list = useIndicatorList();

  if (list.isPending) return <Loader aria-label={t('indicators.loading')} />;
  if (list.isError) return <Alert color="red">{t('errors.generic')}</Alert>;
  const hasList = list.data.length > 0;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3}>{t('indicators.listTitle')}</Title>
        {locked ? null : <IndicatorUpload hasList={hasList} />}
        <IndicatorTranslations locked={locked} />
        {hasList ? (
          <IndicatorTree tree={list.data} locked={locked} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('indicators.empty')}
          </Text>
        )}
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={3}>{t('indicators.external.title')}</Title>
        <ExternalIndicators locked={locked} />
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={3}>{t('indicators.countryRisk.title')}</Title>
        <CountryRisk locked={locked} />
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onFinished} disabled={!hasList}>
          {t('indicators.next')}
        </Button>
      </Group>
    </Stack>
  );
}
