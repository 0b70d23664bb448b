import { Button } from '@mantine/core';
import type { TIncidentReport } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, DetailLoadFailed, DetailLoading, DetailPageHeader } from '../../../components/detail-page-states.tsx';
import { IconSend } from '../../../components/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { reportActions } from '../access.ts';
import { isReportId, isReportNotFound, useRequest } from '../api/incidents-api.ts';
import { ReportDetails } from '../components/report-details.tsx';
import { RespondModal } from '../components/respond-modal.tsx';

function BackToRequests() {
  const { t } = useTranslation();
  return <BackLink to="/requests">{t('incidents.detail.backToRequests')}</BackLink>;
}

/** /requests/:id: a report as its assessor reads it; the assignee's first opening marks it VIEWED on the server. */
export function RequestDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const report = useRequest(id);
  const notFound = !isReportId(id) || isReportNotFound(report.error);
  useDocumentTitle(notFound ? t('incidents.detail.notFoundTitle') : (report.data?.number ?? t('incidents.detail.pageTitle')));

  if (notFound) {
    return (
      <DetailPageHeader
        back={<BackToRequests />}
        title={t('incidents.detail.notFoundTitle')}
        description={t('incidents.detail.notFoundBody')}
      />
    );
  }
  if (report.isError) {
    return (
      <DetailLoadFailed
        back={<BackToRequests />}
        title={t('incidents.detail.pageTitle')}
        message={t('incidents.detail.loadFailed')}
        onRetry={() => void report.refetch()}
      />
    );
  }
  if (!report.data) return <DetailLoading label={t('incidents.detail.loading')} />;
  return <RequestDetail report={report.data} />;
}

function RequestDetail({ report }: { report: TIncidentReport }) {
  const { t } = useTranslation();
  const [responding, setResponding] = useState(false);
  const actions = reportActions(report, useSession()?.user ?? null);
  return (
    <>
      <DetailPageHeader
        back={<BackToRequests />}
        title={t('incidents.detail.title', { number: report.number })}
        description={t('incidents.detail.subtitle', { facility: report.facility.name })}
        actions={
          actions.respond ? (
            <Button leftSection={<IconSend size={16} />} onClick={() => setResponding(true)}>
              {t('incidents.detail.respond')}
            </Button>
          ) : null
        }
      />
      <ReportDetails report={report} />
      {actions.respond ? <RespondModal opened={responding} report={report} onClose={() => setResponding(false)} /> : null}
    </>
  );
}
