import { Checkbox, Divider, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  FOLLOW_UP_REASONS,
  INCIDENT_PRIORITIES,
  INCIDENT_PRIORITY_NAMES,
  MAX_INCIDENT_FILES,
  MAX_INCIDENT_TEXT_LENGTH,
  parseLanguage,
  type TFollowUpReason,
  type TIncidentPriority,
} from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModalActions, FormModalProblems } from '../../../components/form-modal.tsx';
import { ProofFilesField } from '../../../components/proof-files-field.tsx';
import { saveProblemsOf, showSaveFailure } from '../../../lib/save-problems.ts';
import {
  FIELDS_OF,
  hasProblems,
  placeReportProblems,
  validateReportForm,
  type TReportField,
  type TReportFormKind,
  type TReportFormProblems,
  type TReportFormValues,
} from '../model/report-form.ts';
import { LabourRisksField } from './labour-risks-field.tsx';
import { AssigneePicker, FacilityPicker } from './pickers.tsx';

type TReportFormProps = {
  kind: TReportFormKind;
  initial: TReportFormValues;
  /** Hotline intake: whether the caller may assign the report or mark it "no follow-up". */
  mayRefer?: boolean;
  submitLabel: string;
  submitting: boolean;
  /** Sends the form; a refusal it throws is shown beside the fields it names. */
  onSubmit: (values: TReportFormValues) => Promise<void>;
  onCancel: () => void;
};

const NO_PROBLEMS: TReportFormProblems = { fields: {}, risks: {} };

/** A DD/MM/YYYY day, which reads left to right in Urdu too. */
function DayField({
  label,
  required,
  value,
  error,
  onChange,
}: {
  label: string;
  required: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      withAsterisk={required}
      dir="ltr"
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/YYYY"
      description={t('incidents.form.dateHint')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/**
 * The fields of a hotline intake, a proactive scan or a response (DOMAIN.md §6.3), checked here with
 * the API's own rules first; what the server still refuses shows beside the field it names.
 */
export function ReportForm({ kind, initial, mayRefer = false, submitLabel, submitting, onSubmit, onCancel }: TReportFormProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<TReportFormProblems>(NO_PROBLEMS);
  const [general, setGeneral] = useState<string[]>([]);
  const hotline = kind === 'hotline';
  const report = kind !== 'response';

  const update = (change: Partial<TReportFormValues>, field: TReportField) => {
    setValues((current) => ({ ...current, ...change }));
    setProblems((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral([]);
    const found = validateReportForm(
      kind,
      values,
      new Date(),
      {
        names: {
          facilityId: t('incidents.form.facilityWord'),
          location: t('incidents.form.locationWord'),
          recordedAt: t('incidents.form.dateWord'),
          priority: t('incidents.form.priorityWord'),
          message: t('incidents.form.messageWord'),
          auditReportNumber: t('incidents.form.auditReportNumberWord'),
          reason: t('incidents.form.reasonWord'),
          reporterName: t('incidents.form.reporterNameWord'),
          reporterContact: t('incidents.form.reporterContactWord'),
        },
        dates: { format: t('incidents.form.dateFormat'), future: t('incidents.form.dateInFuture') },
        risks: {
          indicator: t('incidents.risks.chooseIndicator'),
          subIndicator: t('incidents.risks.chooseSubIndicator'),
          severity: t('incidents.risks.chooseSeverity'),
          duplicate: t('incidents.risks.duplicate'),
          none: t('incidents.risks.none'),
        },
      },
      language,
    );
    setProblems(found);
    if (hasProblems(found)) return;
    try {
      await onSubmit(values);
    } catch (error) {
      const rows = values.risks;
      showSaveFailure(
        error,
        placeReportProblems(saveProblemsOf(error), FIELDS_OF[kind], (index) => rows[index]?.key),
        {
          fields: setProblems,
          general: setGeneral,
          fallbackMessage: t('errors.generic'),
        },
      );
    }
  };

  const errors = problems.fields;
  const messageLength = values.message.length;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {report ? (
          <>
            <FacilityPicker
              label={t('incidents.form.facility')}
              description={t('incidents.form.facilityHelp')}
              required
              value={values.facility}
              error={errors.facilityId}
              onChange={(facility) => update({ facility }, 'facilityId')}
            />
            <TextInput
              label={t('incidents.form.location')}
              description={t('incidents.form.locationHelp')}
              withAsterisk
              maxLength={MAX_INCIDENT_TEXT_LENGTH}
              value={values.location}
              error={errors.location}
              onChange={(event) => update({ location: event.currentTarget.value }, 'location')}
            />
          </>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DayField
            label={t(hotline ? 'incidents.form.callDate' : report ? 'incidents.form.scanDate' : 'incidents.form.responseDate')}
            required={!hotline}
            value={values.recordedAt}
            error={errors.recordedAt}
            onChange={(recordedAt) => update({ recordedAt }, 'recordedAt')}
          />
          <Select
            label={t('incidents.form.priority')}
            withAsterisk
            placeholder={t('incidents.form.priorityPlaceholder')}
            allowDeselect={false}
            data={INCIDENT_PRIORITIES.map((priority) => ({
              value: String(priority),
              label: t(`incidents.priorities.${INCIDENT_PRIORITY_NAMES[priority]}`),
            }))}
            value={values.priority === null ? null : String(values.priority)}
            error={errors.priority}
            onChange={(priority) => update({ priority: priority === null ? null : (Number(priority) as TIncidentPriority) }, 'priority')}
          />
        </SimpleGrid>
        <LabourRisksField
          rows={values.risks}
          error={errors.laborRisks}
          rowErrors={problems.risks}
          onChange={(risks, changedKey) => {
            setValues((current) => ({ ...current, risks }));
            setProblems((current) => {
              const { [changedKey ?? '']: _changed, ...rest } = current.risks;
              return { fields: { ...current.fields, laborRisks: undefined }, risks: changedKey ? rest : current.risks };
            });
          }}
        />
        <Textarea
          label={t('incidents.form.message')}
          description={t('incidents.form.messageCount', { count: messageLength, max: MAX_INCIDENT_TEXT_LENGTH })}
          withAsterisk
          autosize
          minRows={3}
          maxLength={MAX_INCIDENT_TEXT_LENGTH}
          value={values.message}
          error={errors.message}
          onChange={(event) => update({ message: event.currentTarget.value }, 'message')}
        />
        {hotline ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('incidents.form.reporterName')}
              description={t('incidents.form.reporterHelp')}
              maxLength={MAX_INCIDENT_TEXT_LENGTH}
              value={values.reporterName}
              error={errors.reporterName}
              onChange={(event) => update({ reporterName: event.currentTarget.value }, 'reporterName')}
            />
            <TextInput
              label={t('incidents.form.reporterContact')}
              description={t('incidents.form.reporterContactHelp')}
              maxLength={MAX_INCIDENT_TEXT_LENGTH}
              value={values.reporterContact}
              error={errors.reporterContact}
              onChange={(event) => update({ reporterContact: event.currentTarget.value }, 'reporterContact')}
            />
          </SimpleGrid>
        ) : null}
        {report ? (
          <Checkbox
            label={t('incidents.form.retaliationRisk')}
            description={t('incidents.retaliation.help')}
            checked={values.retaliationRisk}
            onChange={(event) => update({ retaliationRisk: event.currentTarget.checked }, 'retaliationRisk')}
          />
        ) : null}
        {hotline ? (
          <>
            <Divider label={t('incidents.form.followUpTitle')} labelPosition="left" />
            {mayRefer ? (
              <Switch
                label={t('incidents.form.noFollowUp')}
                description={t('incidents.form.noFollowUpHelp')}
                checked={values.isNoFollowUp}
                onChange={(event) => {
                  const isNoFollowUp = event.currentTarget.checked;
                  update({ isNoFollowUp, ...(isNoFollowUp ? { assignee: null } : {}) }, 'isNoFollowUp');
                }}
              />
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={t('incidents.form.reason')}
                withAsterisk={!values.isNoFollowUp}
                placeholder={t('incidents.form.reasonPlaceholder')}
                clearable={values.isNoFollowUp}
                clearButtonProps={{ 'aria-label': t('incidents.form.clearReason') }}
                data={FOLLOW_UP_REASONS.map((reason) => ({ value: reason, label: t(`incidents.reasons.${reason}`) }))}
                value={values.reason}
                error={errors.reason}
                onChange={(reason) => update({ reason: reason as TFollowUpReason | null }, 'reason')}
              />
              {mayRefer && !values.isNoFollowUp ? (
                <AssigneePicker
                  label={t('incidents.form.assignee')}
                  description={t('incidents.form.assigneeHelp')}
                  value={values.assignee}
                  error={errors.assigneeId}
                  onChange={(assignee) => update({ assignee }, 'assigneeId')}
                />
              ) : null}
            </SimpleGrid>
          </>
        ) : null}
        <Divider label={t('incidents.form.documentsTitle')} labelPosition="left" />
        <TextInput
          label={t('incidents.form.auditReportNumber')}
          maxLength={MAX_INCIDENT_TEXT_LENGTH}
          value={values.auditReportNumber}
          error={errors.auditReportNumber}
          onChange={(event) => update({ auditReportNumber: event.currentTarget.value }, 'auditReportNumber')}
        />
        <ProofFilesField
          label={t(kind === 'response' ? 'incidents.files.imagesLabel' : 'incidents.files.label')}
          files={values.files}
          max={MAX_INCIDENT_FILES}
          error={errors.files}
          onChange={(files) => update({ files }, 'files')}
        />
        <FormModalProblems messages={general} />
        <FormModalActions onCancel={onCancel} submitLabel={submitLabel} submitting={submitting} />
      </Stack>
    </form>
  );
}
