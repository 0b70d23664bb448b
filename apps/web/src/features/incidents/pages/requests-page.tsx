import { Button, EmptyState, Paper, Tabs } from '@mantine/core';
import type { TRequestState } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { loadFailureOf } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pagingOf } from '../../../lib/pagination.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { mayScan } from '../access.ts';
import { useRequests } from '../api/incidents-api.ts';
import { IconClipboard } from '../components/incident-icons.tsx';
import { ReportsTable } from '../components/reports-table.tsx';
import { requestTabOf, requestTabsFor, toRequestListQuery } from '../model/request-list.ts';

/** One tab's list, paged on its own. */
function RequestsTab({ state, scans }: { state: TRequestState; scans: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const requests = useRequests(toRequestListQuery(state, page));
  return (
    <Paper withBorder radius="md" shadow="xs" style={{ overflow: 'hidden' }}>
      <ReportsTable
        label={t(`incidents.requests.tabs.${state}`)}
        loadFailed={loadFailureOf(requests, t('incidents.requests.loadFailed'))}
        rows={requests.data?.items}
        loading={requests.isPending}
        refreshing={requests.isPlaceholderData}
        paging={pagingOf(page, requests.data, setPage)}
        detailPath={(report) => `/requests/${report.id}`}
        showAssignee={false}
        empty={
          <EmptyState
            icon={<IconClipboard size={28} />}
            variant="light"
            title={t(`incidents.requests.empty.${state}.title`)}
            description={t(`incidents.requests.empty.${state}.body`)}
          >
            {scans && state === 'submitted' ? (
              <EmptyState.Actions>
                <Button component={Link} to="/requests/new">
                  {t('incidents.requests.scan')}
                </Button>
              </EmptyState.Actions>
            ) : null}
          </EmptyState>
        }
      />
    </Paper>
  );
}

/**
 * /requests: the reports an assessor handles (spec §2, §4), awaiting a response or responded, and the
 * proactive scans they filed; opening one marks it viewed.
 */
export function RequestsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('incidents.requests.title'));
  const user = useSession()?.user ?? null;
  const scans = mayScan(user);
  const tabs = requestTabsFor(scans);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = requestTabOf(searchParams.get('tab'), tabs);
  return (
    <>
      <PageHeader
        title={t('incidents.requests.title')}
        description={t('incidents.requests.subtitle')}
        actions={
          scans ? (
            <Button component={Link} to="/requests/new">
              {t('incidents.requests.scan')}
            </Button>
          ) : null
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(!value || value === tabs[0] ? {} : { tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((state) => (
            <Tabs.Tab key={state} value={state}>
              {t(`incidents.requests.tabs.${state}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((state) => (
          <Tabs.Panel key={state} value={state}>
            <RequestsTab state={state} scans={scans} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
