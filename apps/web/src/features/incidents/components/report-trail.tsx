import { Text } from '@mantine/core';
import { formatDateTime, type TAuditLogEntry } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, loadFailureOf, type TDataColumn } from '../../../components/data-table.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { pagingOf } from '../../../lib/pagination.ts';
import { useReportTrail } from '../api/incidents-api.ts';
import { editSummaryOf, trailActionOf } from '../model/trail.ts';

const PER_PAGE = 20;

function TrailAction({ entry }: { entry: TAuditLogEntry }) {
  const { t } = useTranslation();
  const action = trailActionOf(entry);
  const edit = editSummaryOf(entry);
  return (
    <>
      <Text size="sm">{action ? t(`incidents.trail.actions.${action}`) : <bdi>{entry.action}</bdi>}</Text>
      {edit ? (
        <Text size="xs" c="dimmed">
          {[
            edit.assigneeChanged ? t('incidents.trail.assigneeChanged') : null,
            edit.isNoFollowUp ? t('incidents.detail.noFollowUp') : null,
            t('incidents.trail.riskCounts', { added: edit.risksAdded, changed: edit.risksChanged, removed: edit.risksRemoved }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      ) : null}
    </>
  );
}

/** Every read and write of the report, oldest first: who, when, what (administrators only). */
export function ReportTrail({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const trail = useReportTrail(reportId, { page, perPage: PER_PAGE }, true);
  const columns: TDataColumn<TAuditLogEntry>[] = [
    { id: 'at', header: t('incidents.trail.at'), nowrap: true, render: (entry) => <Text size="sm">{formatDateTime(entry.at)}</Text> },
    {
      id: 'actor',
      header: t('incidents.trail.actor'),
      render: (entry) =>
        entry.actor ? (
          <>
            <Text size="sm">
              <UserText>{entry.actor.name}</UserText>
            </Text>
            <Text size="xs" c="dimmed">
              <UserText>{entry.actor.email}</UserText>
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('incidents.trail.system')}
          </Text>
        ),
    },
    { id: 'action', header: t('incidents.trail.action'), render: (entry) => <TrailAction entry={entry} /> },
  ];
  return (
    <TitledCard title={t('incidents.trail.title')} description={t('incidents.trail.help')} gap="xs">
      <DataTable
        columns={columns}
        rows={trail.data?.items}
        rowKey={(entry) => entry.id}
        label={t('incidents.trail.title')}
        loading={trail.isPending}
        refreshing={trail.isPlaceholderData}
        loadingLabel={t('incidents.trail.loading')}
        loadFailed={loadFailureOf(trail, t('incidents.trail.loadFailed'))}
        empty={
          <Text size="sm" c="dimmed">
            {t('incidents.trail.empty')}
          </Text>
        }
        minWidth={560}
        paging={pagingOf(page, trail.data, setPage)}
      />
    </TitledCard>
  );
}
