import { Button, EmptyState } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadFailureOf } from '../../../components/data-table.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pagingOf } from '../../../lib/pagination.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGrievanceReports } from '../api/incidents-api.ts';
import { IconReport } from '../components/incident-icons.tsx';
import { ReportFilters } from '../components/report-filters.tsx';
import { ReportsTable } from '../components/reports-table.tsx';
import {
  changeReportList,
  clearReportFilters,
  hasReportFilters,
  INITIAL_REPORT_LIST,
  nextReportSort,
  toReportListQuery,
} from '../model/report-list.ts';

/**
 * /grievance-reports: the administrator's incident reports (spec §2): filter, sort and page them, log a
 * hotline call, open one to assign, edit or close it; the workers' public reports wait for triage one link away.
 */
export function GrievanceReportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('incidents.reports.title'));
  const [state, setState] = useState(INITIAL_REPORT_LIST);
  // A new key remounts the filters, so clearing them also empties the search fields.
  const [filtersKey, setFiltersKey] = useState(0);
  const reports = useGrievanceReports(toReportListQuery(state));
  const filtered = hasReportFilters(state);

  const clearFilters = () => {
    setState(clearReportFilters);
    setFiltersKey((key) => key + 1);
  };

  return (
    <>
      <PageHeader
        title={t('incidents.reports.title')}
        description={t('incidents.reports.subtitle')}
        actions={
          <>
            <Button component={Link} to="/grievance-reports/public" variant="default">
              {t('incidents.reports.workerReports')}
            </Button>
            <Button component={Link} to="/audit-log" variant="default">
              {t('incidents.reports.auditLog')}
            </Button>
            <Button component={Link} to="/grievance-reports/new">
              {t('incidents.reports.add')}
            </Button>
          </>
        }
      />
      <ListPanel
        toolbar={
          <ReportFilters key={filtersKey} state={state} onChange={(change) => setState((current) => changeReportList(current, change))} />
        }
      >
        <ReportsTable
          label={t('incidents.reports.caption')}
          loadFailed={loadFailureOf(reports, t('incidents.reports.loadFailed'))}
          rows={reports.data?.items}
          loading={reports.isPending}
          refreshing={reports.isPlaceholderData}
          paging={pagingOf(state.page, reports.data, (page) => setState((current) => ({ ...current, page })))}
          detailPath={(report) => `/grievance-reports/${report.id}`}
          showAssignee
          sort={state.sort}
          onSort={(field) => setState((current) => ({ ...current, sort: nextReportSort(current.sort, field), page: 1 }))}
          empty={
            <EmptyState
              icon={<IconReport size={28} />}
              variant="light"
              title={t(filtered ? 'incidents.reports.noMatchesTitle' : 'incidents.reports.emptyTitle')}
              description={t(filtered ? 'incidents.reports.noMatchesBody' : 'incidents.reports.emptyBody')}
            >
              <EmptyState.Actions>
                {filtered ? (
                  <Button variant="default" onClick={clearFilters}>
                    {t('incidents.reports.clearFilters')}
                  </Button>
                ) : (
                  <Button component={Link} to="/grievance-reports/new">
                    {t('incidents.reports.add')}
                  </Button>
                )}
              </EmptyState.Actions>
            </EmptyState>
          }
        />
      </ListPanel>
    </>
  );
}
