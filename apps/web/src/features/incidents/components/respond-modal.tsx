import type { TIncidentReport } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRespondToReport } from '../api/incidents-api.ts';
import { emptyReportForm, toResponseBody, type TReportFormValues } from '../model/report-form.ts';
import { riskRowsOf } from '../model/risk-rows.ts';
import { ReportForm } from './report-form.tsx';

/** A response starts from the report's priority and risks, as the assessor usually confirms or corrects them. */
export function responseFormOf(report: TIncidentReport, now: Date): TReportFormValues {
  const latest = report.responses.at(-1);
  return {
    ...emptyReportForm(now),
    priority: latest?.priority ?? report.priority,
    risks: riskRowsOf(latest?.laborRisks ?? report.laborRisks, false),
  };
}

export function RespondModal({ opened, report, onClose }: { opened: boolean; report: TIncidentReport; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('incidents.respond.title', { number: report.number })}>
      <RespondForm report={report} onDone={onClose} />
    </FormModal>
  );
}

function RespondForm({ report, onDone }: { report: TIncidentReport; onDone: () => void }) {
  const { t } = useTranslation();
  const respond = useRespondToReport();
  const [initial] = useState(() => responseFormOf(report, new Date()));
  return (
    <ReportForm
      kind="response"
      initial={initial}
      submitLabel={t('incidents.respond.submit')}
      submitting={respond.isPending}
      onCancel={onDone}
      onSubmit={async (values) => {
        await respond.mutateAsync({ id: report.id, body: toResponseBody(values, new Date()) });
        toast.success(t('incidents.respond.done', { number: report.number }));
        onDone();
      }}
    />
  );
}
