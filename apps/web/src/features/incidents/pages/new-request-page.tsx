import { Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink, DetailPageHeader } from '../../../components/detail-page-states.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAddProactiveReport } from '../api/incidents-api.ts';
import { ReportForm } from '../components/report-form.tsx';
import { emptyReportForm, toProactiveReportBody } from '../model/report-form.ts';

/** /requests/new: an assessor's proactive scan of a facility (DOMAIN.md §6.3), on a day not in the future. */
export function NewRequestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('incidents.scan.title'));
  const navigate = useNavigate();
  const add = useAddProactiveReport();
  const [initial] = useState(() => emptyReportForm(new Date()));
  return (
    <>
      <DetailPageHeader
        back={<BackLink to="/requests?tab=submitted">{t('incidents.detail.backToRequests')}</BackLink>}
        title={t('incidents.scan.title')}
        description={t('incidents.scan.subtitle')}
      />
      <Paper withBorder radius="md" p="lg" shadow="xs" maw={880}>
        <ReportForm
          kind="proactive"
          initial={initial}
          submitLabel={t('incidents.scan.submit')}
          submitting={add.isPending}
          onCancel={() => void navigate('/requests')}
          onSubmit={async (values) => {
            const saved = await add.mutateAsync(toProactiveReportBody(values, new Date()));
            toast.success(t('incidents.scan.done', { number: saved.number }));
            void navigate(`/requests/${saved.id}`, { replace: true });
          }}
        />
      </Paper>
    </>
  );
}
