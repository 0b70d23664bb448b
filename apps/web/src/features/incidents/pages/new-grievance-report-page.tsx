import { Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink, DetailPageHeader } from '../../../components/detail-page-states.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { mayRefer } from '../access.ts';
import { useAddGrievanceReport } from '../api/incidents-api.ts';
import { ReportForm } from '../components/report-form.tsx';
import { emptyReportForm, toGrievanceReportBody } from '../model/report-form.ts';

/** /grievance-reports/new: a hotline call logged by an administrator (DOMAIN.md §6.3), assigned at once or later. */
export function NewGrievanceReportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('incidents.create.title'));
  const navigate = useNavigate();
  const user = useSession()?.user ?? null;
  const refer = mayRefer(user);
  const add = useAddGrievanceReport();
  const [initial] = useState(() => emptyReportForm(new Date()));
  return (
    <>
      <DetailPageHeader
        back={<BackLink to="/grievance-reports">{t('incidents.detail.backToReports')}</BackLink>}
        title={t('incidents.create.title')}
        description={t('incidents.create.subtitle')}
      />
      <Paper withBorder radius="md" p="lg" shadow="xs" maw={880}>
        <ReportForm
          kind="hotline"
          initial={initial}
          mayRefer={refer}
          submitLabel={t('incidents.create.submit')}
          submitting={add.isPending}
          onCancel={() => void navigate('/grievance-reports')}
          onSubmit={async (values) => {
            const saved = await add.mutateAsync(toGrievanceReportBody(values, new Date(), refer));
            toast.success(t('incidents.create.done', { number: saved.number }));
            void navigate(`/grievance-reports/${saved.id}`, { replace: true });
          }}
        />
      </Paper>
    </>
  );
}
