import { Button } from '@mantine/core';
import type { TIncidentReport } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, DetailLoadFailed, DetailLoading, DetailPageHeader } from '../../../components/detail-page-states.tsx';
import { IconPencil, IconX } from '../../../components/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { reportActions } from '../access.ts';
import { isReportId, isReportNotFound, useGrievanceReport } from '../api/incidents-api.ts';
import { CloseReportModal } from '../components/close-report-modal.tsx';
import { EditReportModal } from '../components/edit-report-modal.tsx';
import { ReportDetails } from '../components/report-details.tsx';
import { ReportTrail } from '../components/report-trail.tsx';

function BackToReports() {
  const { t } = useTranslation();
  return <BackLink to="/grievance-reports">{t('incidents.detail.backToReports')}</BackLink>;
}

/** /grievance-reports/:id: one report for the administrator: read it, assign or edit it, close it, read its trail. */
export function GrievanceReportDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const report = useGrievanceReport(id);
  const notFound = !isReportId(id) || isReportNotFound(report.error);
  useDocumentTitle(notFound ? t('incidents.detail.notFoundTitle') : (report.data?.number ?? t('incidents.detail.pageTitle')));

  if (notFound) {
    return (
      <DetailPageHeader
        back={<BackToReports />}
        title={t('incidents.detail.notFoundTitle')}
        description={t('incidents.detail.notFoundBody')}
      />
    );
  }
  if (report.isError) {
    return (
      <DetailLoadFailed
        back={<BackToReports />}
        title={t('incidents.detail.pageTitle')}
        message={t('incidents.detail.loadFailed')}
        onRetry={() => void report.refetch()}
      />
    );
  }
  if (!report.data) return <DetailLoading label={t('incidents.detail.loading')} />;
  return <GrievanceReportDetail report={report.data} />;
}

function GrievanceReportDetail({ report }: { report: TIncidentReport }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useState(false);
  const actions = reportActions(report, useSession()?.user ?? null);
  return (
    <>
      <DetailPageHeader
        back={<BackToReports />}
        title={t('incidents.detail.title', { number: report.number })}
        description={t('incidents.detail.subtitle', { facility: report.facility.name })}
        actions={
          <>
            {actions.edit ? (
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                {t('incidents.detail.edit')}
              </Button>
            ) : null}
            {actions.close ? (
              <Button variant="default" color="red" leftSection={<IconX size={16} />} onClick={() => setClosing(true)}>
                {t('incidents.detail.close')}
              </Button>
            ) : null}
          </>
        }
      />
      <ReportDetails report={report} trail={report.can.readTrail ? <ReportTrail reportId={report.id} /> : null} />
      {actions.edit ? <EditReportModal opened={editing} report={report} onClose={() => setEditing(false)} /> : null}
      {actions.close ? <CloseReportModal opened={closing} report={report} onClose={() => setClosing(false)} /> : null}
    </>
  );
}
