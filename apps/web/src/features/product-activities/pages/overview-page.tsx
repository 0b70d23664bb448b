import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { canViewMarginOfError } from '../overview/activity-access.ts';
import { useDateRanges } from '../overview/api/activity-overview-api.ts';
import { HistoryPanel } from '../overview/components/history-panel.tsx';
import { MarginOfErrorCard } from '../overview/components/margin-of-error-card.tsx';
import { MassBalanceCard } from '../overview/components/mass-balance-card.tsx';
import { PeriodSelect } from '../overview/components/period-select.tsx';
import { rangeOptions } from '../overview/overview-ranges.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';

/**
 * /overview (VIEW_HISTORY): for a chosen period, the mass balance, the margin of error (with
 * VIEW_MARGIN_OF_ERROR) and the history of every activity the facility logged.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('overview.title'));
  const user = useSession()?.user ?? null;
  const ranges = useDateRanges();
  // An unbounded period runs up to the moment the screen opened, so the totals do not refetch on every render.
  const [openedAt] = useState(() => new Date());
  const options = useMemo(() => (ranges.data ? rangeOptions(ranges.data, openedAt) : []), [ranges.data, openedAt]);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = options.find((option) => option.value === chosen) ?? options[0] ?? null;
  const showsMargin = canViewMarginOfError(user);

  let content: ReactNode;
  if (ranges.isError) {
    content = (
      <Alert color="red" variant="light" icon={<IconAlert size={20} />} title={t('overview.period.loadFailed')}>
        <Button size="xs" variant="default" onClick={() => void ranges.refetch()} mt="xs">
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (!ranges.data) {
    content = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: showsMargin ? 2 : 1 }} spacing="lg">
          <Skeleton height={180} radius="md" />
          {showsMargin ? <Skeleton height={180} radius="md" /> : null}
        </SimpleGrid>
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  } else {
    content = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: showsMargin ? 2 : 1 }} spacing="lg">
          <MassBalanceCard range={selected} />
          {showsMargin ? <MarginOfErrorCard range={selected} /> : null}
        </SimpleGrid>
        <HistoryPanel key={selected?.value ?? 'no-period'} range={selected} />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('overview.title')}
        description={t('overview.subtitle')}
        actions={options.length > 0 ? <PeriodSelect options={options} value={selected?.value ?? null} onChange={setChosen} /> : null}
      />
      {content}
    </>
  );
}
