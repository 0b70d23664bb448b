import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMarginOfError } from '../api/activity-overview-api.ts';
import { formatPercent, marginOfErrorView } from '../calculations.ts';
import type { TOverviewRange } from '../overview-ranges.ts';
import { CalculationCard, NotConvertibleNotice } from './calculation-card.tsx';
import { useQuantityText } from './use-quantity-text.ts';

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

/** Kilograms in, set aside and out over the period, and the margin between them (DOMAIN.md §5.6). */
export function MarginOfErrorCard({ range }: { range: TOverviewRange | null }) {
  const { t, i18n } = useTranslation();
  const query = useMarginOfError(range);
  const quantity = useQuantityText();
  const kilograms = (value: number) => quantity(value, 'Kilograms');

  return (
    <CalculationCard
      title={t('overview.marginOfError.title')}
      range={range}
      query={query}
      loadFailed={t('overview.marginOfError.loadFailed')}
    >
      {(answer) => {
        const view = marginOfErrorView(answer);
        if (view.kind === 'notConvertible') return <NotConvertibleNotice />;
        return (
          <Stack gap="md">
            <Group gap="xs" align="baseline" wrap="nowrap">
              <Text fz={24} fw={700} lh={1.2}>
                {t('overview.marginOfError.percent', { value: formatPercent(view.marginPercent, i18n.language) })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('overview.marginOfError.explanation')}
              </Text>
            </Group>
            <SimpleGrid cols={3} spacing="md">
              <Total label={t('overview.marginOfError.inputs')} value={kilograms(view.inputs)} />
              <Total label={t('overview.marginOfError.byProducts')} value={kilograms(view.byProducts)} />
              <Total label={t('overview.marginOfError.outputs')} value={kilograms(view.outputs)} />
            </SimpleGrid>
            <Text size="sm">{t('overview.marginOfError.accounting')}</Text>
          </Stack>
        );
      }}
    </CalculationCard>
  );
}
