import { Box, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMassBalance } from '../api/activity-overview-api.ts';
import { formatPercent, massBalanceView } from '../calculations.ts';
import type { TOverviewRange } from '../overview-ranges.ts';
import { CalculationCard, NotConvertibleNotice } from './calculation-card.tsx';
import { useQuantityText } from './use-quantity-text.ts';

const VERIFIED_COLOR = 'teal.6';
const NOT_VERIFIED_COLOR = 'orange.4';

function Amount({ label, value, color }: { label: string; value: string; color: string }) {
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Box w={10} h={10} bg={color} style={{ borderRadius: '50%' }} aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text fz={24} fw={700} lh={1.2}>
        {value}
      </Text>
    </Stack>
  );
}

type TMassBalanceCardProps = { range: TOverviewRange | null; description?: ReactNode; footer?: ReactNode };

/** Verified and not verified quantities purchased in the period (DOMAIN.md §5.5), with a proportional bar. */
export function MassBalanceCard({ range, description, footer }: TMassBalanceCardProps) {
  const { t, i18n } = useTranslation();
  const query = useMassBalance(range);
  const quantity = useQuantityText();

  return (
    <CalculationCard
      title={t('overview.massBalance.title')}
      range={range}
      query={query}
      loadFailed={t('overview.massBalance.loadFailed')}
      description={description}
      footer={footer}
    >
      {(answer) => {
        const view = massBalanceView(answer);
        if (view.kind === 'notConvertible') return <NotConvertibleNotice />;
        const share = formatPercent(view.verifiedShare, i18n.language);
        const notVerifiedShare = formatPercent(100 - view.verifiedShare, i18n.language);
        return (
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="md">
              <Amount label={t('overview.massBalance.verified')} value={quantity(view.verified, view.unit)} color={VERIFIED_COLOR} />
              <Amount
                label={t('overview.massBalance.notVerified')}
                value={quantity(view.notVerified, view.unit)}
                color={NOT_VERIFIED_COLOR}
              />
            </SimpleGrid>
            {/* Each part of the bar is a progress bar of its own, so each needs its own name. */}
            <Progress.Root size="lg" radius="xl">
              <Progress.Section
                value={view.verifiedShare}
                color={VERIFIED_COLOR}
                aria-label={t('overview.massBalance.share', { percent: share })}
              />
              {view.verified + view.notVerified > 0 ? (
                <Progress.Section
                  value={100 - view.verifiedShare}
                  color={NOT_VERIFIED_COLOR}
                  aria-label={t('overview.massBalance.notVerifiedShare', { percent: notVerifiedShare })}
                />
              ) : null}
            </Progress.Root>
            <Text size="xs" c="dimmed">
              {view.lastUpdatedAt
                ? t('overview.massBalance.lastUpdated', { date: formatDateTime(view.lastUpdatedAt) })
                : t('overview.massBalance.noPurchases')}
            </Text>
          </Stack>
        );
      }}
    </CalculationCard>
  );
}
