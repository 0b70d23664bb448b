import { Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, type TAuditLogEntry } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, loadFailureOf, type TDataColumn } from '../../../components/data-table.tsx';
import { BackLink, DetailPageHeader } from '../../../components/detail-page-states.tsx';
import { IconShieldCheck } from '../../../components/icons.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { pagingOf } from '../../../lib/pagination.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAuditLog } from '../api/audit-log-api.ts';
import {
  AUDIT_ACTION_SUGGESTIONS,
  changeAuditLog,
  detailFacts,
  hasAuditLogFilters,
  INITIAL_AUDIT_LOG,
  toAuditLogQuery,
  type TAuditLogState,
} from '../model/audit-log-list.ts';
import { DayFilter } from '../../../components/day-filter.tsx';

/** An incident report named by a row opens on its own screen; other targets are shown as they are. */
function Target({ entry }: { entry: TAuditLogEntry }) {
  const { t } = useTranslation();
  if (!entry.targetType)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">
        <bdi>{entry.targetType}</bdi>
      </Text>
      {entry.targetId ? (
        entry.targetType === 'incident-report' ? (
          <Text size="xs" component={Link} to={`/grievance-reports/${entry.targetId}`} c="brand.8" aria-label={t('auditLog.openReport')}>
            <bdi>{entry.targetId}</bdi>
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            <bdi>{entry.targetId}</bdi>
          </Text>
        )
      ) : null}
    </Stack>
  );
}

/**
 * /audit-log: who did what, when, from where (ARCHITECTURE.md §7): sign-ins, refusals and every read
 * and write of a grievance report, newest first, filtered by action, target and days.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auditLog.title'));
  const [state, setState] = useState<TAuditLogState>(INITIAL_AUDIT_LOG);
  const [filtersKey, setFiltersKey] = useState(0);
  const log = useAuditLog(toAuditLogQuery(state));
  const filtered = hasAuditLogFilters(state);
  const change = (next: Partial<Omit<TAuditLogState, 'page'>>) => setState((current) => changeAuditLog(current, next));

  const columns: TDataColumn<TAuditLogEntry>[] = [
    { id: 'at', header: t('auditLog.columns.at'), nowrap: true, render: (entry) => <Text size="sm">{formatDateTime(entry.at)}</Text> },
    {
      id: 'actor',
      header: t('auditLog.columns.actor'),
      render: (entry) =>
        entry.actor ? (
          <Stack gap={0}>
            <Text size="sm">
              <UserText>{entry.actor.name}</UserText>
            </Text>
            <Text size="xs" c="dimmed">
              <UserText>{entry.actor.email}</UserText>
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('auditLog.system')}
          </Text>
        ),
    },
    {
      id: 'action',
      header: t('auditLog.columns.action'),
      render: (entry) => (
        <Text size="sm" ff="monospace">
          <bdi>{entry.action}</bdi>
        </Text>
      ),
    },
    { id: 'target', header: t('auditLog.columns.target'), render: (entry) => <Target entry={entry} /> },
    {
      id: 'details',
      header: t('auditLog.columns.details'),
      maxWidth: 320,
      render: (entry) => (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{detailFacts(entry.details).join(' · ')}</bdi>
        </Text>
      ),
    },
    {
      id: 'ip',
      header: t('auditLog.columns.ip'),
      nowrap: true,
      render: (entry) => (
        <Text size="xs">
          <bdi>{entry.ip ?? '—'}</bdi>
        </Text>
      ),
    },
  ];

  return (
    <>
      <DetailPageHeader
        back={<BackLink to="/grievance-reports">{t('auditLog.back')}</BackLink>}
        title={t('auditLog.title')}
        description={t('auditLog.subtitle')}
      />
      <ListPanel
        toolbar={
          <Group key={filtersKey} gap="sm" wrap="wrap" align="flex-start" flex={1}>
            <SearchField
              w={240}
              label={t('auditLog.filters.action')}
              description={t('auditLog.filters.actionHelp', { examples: AUDIT_ACTION_SUGGESTIONS.join(', ') })}
              placeholder="incidents."
              dir="ltr"
              initialValue={state.action}
              onSearch={(action) => change({ action })}
            />
            <SearchField
              w={260}
              label={t('auditLog.filters.target')}
              description={t('auditLog.filters.targetHelp')}
              dir="ltr"
              initialValue={state.targetId}
              onSearch={(targetId) => change({ targetId })}
            />
            <DayFilter
              formatError={t('auditLog.filters.dateFormat')}
              label={t('auditLog.filters.from')}
              value={state.from}
              onChange={(from) => change({ from })}
            />
            <DayFilter
              formatError={t('auditLog.filters.dateFormat')}
              label={t('auditLog.filters.to')}
              value={state.to}
              onChange={(to) => change({ to })}
            />
          </Group>
        }
      >
        <DataTable
          columns={columns}
          rows={log.data?.items}
          rowKey={(entry) => entry.id}
          label={t('auditLog.caption')}
          loading={log.isPending}
          refreshing={log.isPlaceholderData}
          loadFailed={loadFailureOf(log, t('auditLog.loadFailed'))}
          minWidth={980}
          paging={pagingOf(state.page, log.data, (page) => setState((current) => ({ ...current, page })))}
          empty={
            <EmptyState
              icon={<IconShieldCheck size={28} />}
              variant="light"
              title={t(filtered ? 'auditLog.noMatchesTitle' : 'auditLog.emptyTitle')}
              description={t(filtered ? 'auditLog.noMatchesBody' : 'auditLog.emptyBody')}
            >
              {filtered ? (
                <EmptyState.Actions>
                  <Button
                    variant="default"
                    onClick={() => {
                      setState(INITIAL_AUDIT_LOG);
                      setFiltersKey((key) => key + 1);
                    }}
                  >
                    {t('auditLog.clearFilters')}
                  </Button>
                </EmptyState.Actions>
              ) : null}
            </EmptyState>
          }
        />
      </ListPanel>
    </>
  );
}
