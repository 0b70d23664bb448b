import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime, type TRiskOverview } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type TDataColumn } from '../../../components/data-table.tsx';
import { IconAlert, IconChevronRight, IconInfo } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRiskOverview } from '../api/risk-api.ts';
import { RiskDistributionChart } from '../components/risk-distribution-chart.tsx';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';

type TRisen = TRiskOverview['risen'][number];

function RisenTable({ risen }: { risen: TRiskOverview['risen'] }) {
  const { t } = useTranslation();
  const title = t('risk.overview.risen.title');
  const columns: TDataColumn<TRisen>[] = [
    {
      id: 'facility',
      header: t('risk.overview.risen.facility'),
      render: (row) => (
        <Anchor component={Link} to={`/brand-suppliers/${row.facility.id}`} size="sm">
          <UserText>{row.facility.name}</UserText>
        </Anchor>
      ),
    },
    { id: 'type', header: t('risk.overview.risen.type'), render: (row) => row.facility.typeName },
    {
      id: 'change',
      header: t('risk.overview.risen.change'),
      // The badges read as "High, Extreme" to a screen reader; one sentence says which way it went.
      render: (row) => (
        <>
          <VisuallyHidden>
            {t('risk.overview.risen.changeText', { from: t(`riskLevels.${row.from ?? 'NOT_ASSESSED'}`), to: t(`riskLevels.${row.to}`) })}
          </VisuallyHidden>
          <Group gap={6} wrap="nowrap" aria-hidden>
            <RiskLevelBadge riskLevel={row.from} />
            <IconChevronRight size={14} className="flip-rtl" />
            <RiskLevelBadge riskLevel={row.to} />
          </Group>
        </>
      ),
    },
    {
      id: 'when',
      header: t('risk.overview.risen.when'),
      nowrap: true,
      render: (row) => <UserText>{formatDateTime(row.changedAt)}</UserText>,
    },
  ];
  return (
    <TitledCard title={title} description={t('risk.overview.risen.description')} gap="sm">
      <DataTable
        columns={columns}
        rows={risen}
        rowKey={(row) => `${row.facility.id}:${row.changedAt}`}
        label={title}
        loading={false}
        loadingLabel={t('risk.overview.loading')}
        empty={
          <Text size="sm" c="dimmed">
            {t('risk.overview.risen.empty')}
          </Text>
        }
        minWidth={640}
      />
    </TitledCard>
  );
}

/** /risk-overview (administrators): facilities by risk level and those whose level rose in the last 30 days. */
export function RiskOverviewPage() {
  const { t } = useTranslation();
  const overview = useRiskOverview();
  const title = t('risk.overview.title');
  useDocumentTitle(title);
  const header = <PageHeader title={title} description={t('risk.overview.description')} />;

  if (overview.isError && !overview.data) {
    return (
      <>
        {header}
        <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={t('risk.overview.loadFailed')}>
          <Button size="xs" variant="default" mt="xs" onClick={() => void overview.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </>
    );
  }
  if (!overview.data) {
    return (
      <>
        {header}
        <Center py="xl">
          <Loader aria-label={t('risk.overview.loading')} />
        </Center>
      </>
    );
  }
  const { distribution, risen, pendingRecalculations } = overview.data;
  const chartTitle = t('risk.overview.distribution');
  return (
    <>
      {header}
      <Stack gap="lg">
        {pendingRecalculations > 0 ? (
          <Alert color="blue" variant="light" icon={<IconInfo size={18} />} role="status">
            {t('risk.overview.pending', { count: pendingRecalculations })}
          </Alert>
        ) : null}
        <TitledCard title={chartTitle}>
          <RiskDistributionChart distribution={distribution} title={chartTitle} />
        </TitledCard>
        <RisenTable risen={risen} />
      </Stack>
    </>
  );
}
