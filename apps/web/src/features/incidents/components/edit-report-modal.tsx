import { Checkbox, List, Select, Stack, Switch, Text } from '@mantine/core';
import { FOLLOW_UP_REASONS, INCIDENT_SEVERITY_NAMES, parseLanguage, type TFollowUpReason, type TIncidentReport } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, FormModalActions, FormModalProblems } from '../../../components/form-modal.tsx';
import { requiredError } from '../../../lib/field-rules.ts';
import { saveProblemsOf, showSaveFailure } from '../../../lib/save-problems.ts';
import { toast } from '../../../lib/toast.ts';
import { useEditGrievanceReport, useIndicatorList } from '../api/incidents-api.ts';
import { placeReportProblems, type TReportFormProblems } from '../model/report-form.ts';
import { addedRowKeys, reportEditOf, toReportEditBody, type TReportEditValues } from '../model/report-edit.ts';
import { indicatorNamesOf, isEmptyDiff, riskChangeLines, riskDiff, riskRowProblems } from '../model/risk-rows.ts';
import { LabourRisksField } from './labour-risks-field.tsx';
import { AssigneePicker } from './pickers.tsx';

type TEditReportModalProps = { opened: boolean; report: TIncidentReport; onClose: () => void };

export function EditReportModal({ opened, report, onClose }: TEditReportModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('incidents.edit.title', { number: report.number })}>
      <EditReportForm report={report} onDone={onClose} />
    </FormModal>
  );
}

const NO_PROBLEMS: TReportFormProblems = { fields: {}, risks: {} };

/** Assign or re-assign, follow-up and the report's risks; the changes to the risks are listed before saving. */
function EditReportForm({ report, onDone }: { report: TIncidentReport; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const [values, setValues] = useState<TReportEditValues>(() => reportEditOf(report));
  const [problems, setProblems] = useState<TReportFormProblems>(NO_PROBLEMS);
  const [general, setGeneral] = useState<string[]>([]);
  const edit = useEditGrievanceReport();
  const list = useIndicatorList();
  const diff = riskDiff(report.laborRisks, values.risks);
  const lines = list.data ? riskChangeLines(report.laborRisks, diff, indicatorNamesOf(list.data, language)) : [];
  const severity = (value: 1 | 2 | 3) => t(`incidents.severities.${INCIDENT_SEVERITY_NAMES[value]}`);

  const update = (change: Partial<TReportEditValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral([]);
    const risks = riskRowProblems(values.risks, {
      indicator: t('incidents.risks.chooseIndicator'),
      subIndicator: t('incidents.risks.chooseSubIndicator'),
      severity: t('incidents.risks.chooseSeverity'),
      duplicate: t('incidents.risks.duplicate'),
    });
    const fields = {
      ...(!values.isNoFollowUp && values.reason === null ? { reason: requiredError(t('incidents.form.reasonWord'), language) } : {}),
      ...(values.risks.length === 0 ? { laborRisks: t('incidents.risks.none') } : {}),
    };
    setProblems({ fields, risks });
    if (Object.keys(fields).length > 0 || Object.keys(risks).length > 0) return;
    try {
      await edit.mutateAsync({ id: report.id, body: toReportEditBody(report, values) });
      toast.success(t('incidents.edit.done', { number: report.number }));
      onDone();
    } catch (error) {
      const added = addedRowKeys(report, values.risks);
      showSaveFailure(
        error,
        placeReportProblems(
          saveProblemsOf(error),
          ['assigneeId', 'isNoFollowUp', 'reason', 'retaliationRisk', 'laborRisks'],
          (index) => added[index],
        ),
        { fields: setProblems, general: setGeneral, fallbackMessage: t('errors.generic') },
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Switch
          label={t('incidents.form.noFollowUp')}
          description={t('incidents.form.noFollowUpHelp')}
          checked={values.isNoFollowUp}
          onChange={(event) => {
            const isNoFollowUp = event.currentTarget.checked;
            update({ isNoFollowUp, ...(isNoFollowUp ? { assignee: null } : {}) });
          }}
        />
        {values.isNoFollowUp ? null : (
          <AssigneePicker
            label={t('incidents.form.assignee')}
            description={t('incidents.form.assigneeHelp')}
            value={values.assignee}
            error={problems.fields.assigneeId}
            onChange={(assignee) => update({ assignee })}
          />
        )}
        <Select
          label={t('incidents.form.reason')}
          withAsterisk={!values.isNoFollowUp}
          placeholder={t('incidents.form.reasonPlaceholder')}
          clearable={values.isNoFollowUp}
          clearButtonProps={{ 'aria-label': t('incidents.form.clearReason') }}
          data={FOLLOW_UP_REASONS.map((reason) => ({ value: reason, label: t(`incidents.reasons.${reason}`) }))}
          value={values.reason}
          error={problems.fields.reason}
          onChange={(reason) => update({ reason: reason as TFollowUpReason | null })}
        />
        <Checkbox
          label={t('incidents.form.retaliationRisk')}
          description={t('incidents.retaliation.help')}
          checked={values.retaliationRisk}
          onChange={(event) => update({ retaliationRisk: event.currentTarget.checked })}
        />
        <LabourRisksField
          rows={values.risks}
          error={problems.fields.laborRisks}
          rowErrors={problems.risks}
          onChange={(risks, changedKey) => {
            update({ risks });
            setProblems((current) => {
              const { [changedKey ?? '']: _changed, ...rest } = current.risks;
              return { fields: { ...current.fields, laborRisks: undefined }, risks: changedKey ? rest : current.risks };
            });
          }}
        />
        <Stack gap={4} aria-live="polite">
          <Text size="sm" fw={600}>
            {t('incidents.edit.changesTitle')}
          </Text>
          {isEmptyDiff(diff) ? (
            <Text size="sm" c="dimmed">
              {t('incidents.edit.noRiskChanges')}
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {lines.map((line, index) => (
                <List.Item key={`${line.kind}-${index}`}>
                  {line.kind === 'added'
                    ? t('incidents.edit.added', {
                        indicator: line.indicator,
                        subIndicator: line.subIndicator,
                        severity: severity(line.severity),
                      })
                    : line.kind === 'removed'
                      ? t('incidents.edit.removed', {
                          indicator: line.indicator,
                          subIndicator: line.subIndicator,
                          severity: severity(line.severity),
                        })
                      : t('incidents.edit.changed', {
                          indicator: line.indicator,
                          subIndicator: line.subIndicator,
                          from: severity(line.from),
                          to: severity(line.to),
                        })}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        <FormModalProblems messages={general} />
        <FormModalActions onCancel={onDone} submitLabel={t('incidents.edit.submit')} submitting={edit.isPending} />
      </Stack>
    </form>
  );
}
