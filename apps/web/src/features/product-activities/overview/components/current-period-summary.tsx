import { Alert, Button, Group, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconAlert, IconChevronRight } from '../../../../components/icons.tsx';
import { useDateRanges } from '../api/activity-overview-api.ts';
import { rangeOptions } from '../overview-ranges.ts';
import { MassBalanceCard } from './mass-balance-card.tsx';

/**
 * The home screen's mass balance: the current period (the newest the Overview offers) and a way
 * into the Overview for the rest.
 */
export function CurrentPeriodSummary() {
  const { t } = useTranslation();
  const ranges = useDateRanges();
  // An unbounded period runs up to the moment the screen opened, so the totals do not refetch on every render.
  const [openedAt] = useState(() => new Date());

  if (ranges.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert size={20} />} title={t('homepage.summary.loadFailed')}>
        <Button size="xs" variant="default" onClick={() => void ranges.refetch()} mt="xs">
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!ranges.data) return <Skeleton height={180} radius="md" />;

  const current = rangeOptions(ranges.data, openedAt)[0] ?? null;
  return (
    <MassBalanceCard
      range={current}
      description={current ? t('homepage.summary.period', { range: current.label }) : undefined}
      footer={
        <Group justify="flex-end">
          <Button component={Link} to="/overview" variant="light" rightSection={<IconChevronRight size={16} className="flip-rtl" />}>
            {t('homepage.summary.openOverview')}
          </Button>
        </Group>
      }
    />
  );
}
