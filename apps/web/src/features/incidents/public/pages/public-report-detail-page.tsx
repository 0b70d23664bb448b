import { Anchor, Button, Checkbox, Paper, Radio, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  FOLLOW_UP_REASONS,
  formatDateTime,
  INCIDENT_PRIORITIES,
  INCIDENT_PRIORITY_NAMES,
  MAX_INCIDENT_TEXT_LENGTH,
  MAX_PUBLIC_REPORT_DECISION_LENGTH,
  PUBLIC_REPORT_CLOSE_REASONS,
  type TFollowUpReason,
  type TIncidentPriority,
  type TPublicReportCloseReason,
  type TPublicReportDetail,
} from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink, DetailLoadFailed, DetailLoading, DetailPageHeader } from '../../../../components/detail-page-states.tsx';
import { FormModal, FormModalActions, FormModalProblems } from '../../../../components/form-modal.tsx';
import { IconCheck, IconX } from '../../../../components/icons.tsx';
import { UserText } from '../../../../components/user-text.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { splitFieldErrors } from '../../../../lib/field-errors.ts';
import { LANGUAGE_NAMES } from '../../../../lib/i18n.ts';
import { saveProblemsOf, showSaveFailure } from '../../../../lib/save-problems.ts';
import { toast } from '../../../../lib/toast.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useSession } from '../../../../lib/use-session.ts';
import { mayRefer } from '../../access.ts';
import { LabourRisksField } from '../../components/labour-risks-field.tsx';
import { AssigneePicker, FacilityPicker } from '../../components/pickers.tsx';
import { riskRowProblems, type TRiskRowErrors } from '../../model/risk-rows.ts';
import { isPublicReportId, useAcceptPublicReport, useClosePublicReport, usePublicReport } from '../api/public-reports-api.ts';
import { PublicStatusBadge } from '../components/public-status-badge.tsx';
import {
  acceptValuesOf,
  missingAcceptFields,
  placeAcceptProblems,
  toAcceptBody,
  type TAcceptErrors,
  type TAcceptValues,
} from '../model/triage-forms.ts';
import { WorkplaceText } from './public-reports-page.tsx';
import { LabelledValue } from '../../../../components/labelled-value.tsx';

function BackToList() {
  const { t } = useTranslation();
  return <BackLink to="/grievance-reports/public">{t('publicReports.triage.backToList')}</BackLink>;
}

/** /grievance-reports/public/:id: one public report to read and decide: accept it as an incident report, or close it. */
export function PublicReportDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const report = usePublicReport(id);
  const notFound = !isPublicReportId(id) || (report.error instanceof ApiError && report.error.status === 404);
  useDocumentTitle(notFound ? t('publicReports.triage.notFoundTitle') : (report.data?.caseNumber ?? t('publicReports.triage.detailTitle')));

  if (notFound) {
    return (
      <DetailPageHeader
        back={<BackToList />}
        title={t('publicReports.triage.notFoundTitle')}
        description={t('publicReports.triage.notFoundBody')}
      />
    );
  }
  if (report.isError) {
    return (
      <DetailLoadFailed
        back={<BackToList />}
        title={t('publicReports.triage.detailTitle')}
        message={t('publicReports.triage.loadFailed')}
        onRetry={() => void report.refetch()}
      />
    );
  }
  if (!report.data) return <DetailLoading label={t('publicReports.triage.loading')} />;
  return <PublicReportDetail report={report.data} />;
}

function PublicReportDetail({ report }: { report: TPublicReportDetail }) {
  const { t } = useTranslation();
  const [accepting, setAccepting] = useState(false);
  const [closing, setClosing] = useState(false);
  const undecided = report.decision === null;
  const decision = report.decision;
  return (
    <>
      <DetailPageHeader
        back={<BackToList />}
        title={t('publicReports.triage.caseTitle', { caseNumber: report.caseNumber })}
        description={t('publicReports.triage.receivedOn', { date: formatDateTime(report.receivedAt) })}
        actions={
          undecided ? (
            <>
              <Button leftSection={<IconCheck size={16} />} onClick={() => setAccepting(true)}>
                {t('publicReports.triage.accept')}
              </Button>
              <Button variant="default" color="red" leftSection={<IconX size={16} />} onClick={() => setClosing(true)}>
                {t('publicReports.triage.close')}
              </Button>
            </>
          ) : null
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <LabelledValue label={t('publicReports.triage.columns.status')}>
              <PublicStatusBadge status={report.status} />
            </LabelledValue>
            <LabelledValue label={t('publicReports.triage.columns.workplace')}>
              <WorkplaceText report={report} />
            </LabelledValue>
            <LabelledValue label={t('publicReports.triage.columns.language')}>
              <Text size="sm">{LANGUAGE_NAMES[report.language as keyof typeof LANGUAGE_NAMES] ?? report.language}</Text>
            </LabelledValue>
            <LabelledValue label={t('publicReports.triage.columns.reporter')}>
              <Text size="sm">{report.contact ? <UserText>{report.contact}</UserText> : t('publicReports.triage.anonymous')}</Text>
            </LabelledValue>
            <LabelledValue label={t('publicReports.triage.categories')}>
              <Text size="sm">
                {report.categories.length > 0
                  ? report.categories
                      .map((category) => (category.categoryName ? `${category.categoryName}: ${category.name}` : category.name))
                      .join(' · ')
                  : t('publicReports.triage.noCategories')}
              </Text>
            </LabelledValue>
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Title order={2} fz="md">
              {t('publicReports.triage.message')}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <UserText>{report.message}</UserText>
            </Text>
          </Stack>
        </Paper>
        {report.additions.length > 0 ? (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} fz="md">
                {t('publicReports.triage.additionsTitle')}
              </Title>
              {report.additions.map((addition) => (
                <Stack key={addition.addedAt} gap={2}>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(addition.addedAt)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    <UserText>{addition.message}</UserText>
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Paper>
        ) : null}
        {decision ? (
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs">
              <Title order={2} fz="md">
                {t(`publicReports.outcome.${decision.status}`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t('publicReports.triage.decidedBy', {
                  name: decision.decidedBy?.name ?? t('publicReports.triage.formerUser'),
                  date: formatDateTime(decision.decidedAt),
                })}
              </Text>
              {decision.reason ? <Text size="sm">{t(`publicReports.closeReasons.${decision.reason}`)}</Text> : null}
              {decision.message ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {decision.message}
                </Text>
              ) : null}
              {decision.incidentReportId ? (
                <Anchor component={Link} to={`/grievance-reports/${decision.incidentReportId}`} size="sm">
                  {t('publicReports.triage.openIncident')}
                </Anchor>
              ) : null}
            </Stack>
          </Paper>
        ) : null}
      </Stack>
      {undecided ? (
        <>
          <FormModal
            opened={accepting}
            onClose={() => setAccepting(false)}
            title={t('publicReports.accept.title', { caseNumber: report.caseNumber })}
          >
            <AcceptForm report={report} onDone={() => setAccepting(false)} />
          </FormModal>
          <FormModal
            opened={closing}
            onClose={() => setClosing(false)}
            title={t('publicReports.closing.title', { caseNumber: report.caseNumber })}
          >
            <CloseForm report={report} onDone={() => setClosing(false)} />
          </FormModal>
        </>
      ) : null}
    </>
  );
}

function AcceptForm({ report, onDone }: { report: TPublicReportDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const refer = mayRefer(useSession()?.user ?? null);
  const accept = useAcceptPublicReport(report.id);
  const [values, setValues] = useState<TAcceptValues>(() => acceptValuesOf(report));
  const [errors, setErrors] = useState<TAcceptErrors>({});
  const [riskErrors, setRiskErrors] = useState<Record<string, TRiskRowErrors>>({});
  const [general, setGeneral] = useState<string[]>([]);

  const update = (change: Partial<TAcceptValues>, field: keyof TAcceptErrors) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral([]);
    const missing: TAcceptErrors = Object.fromEntries(
      missingAcceptFields(values).map((field) => [field, t('publicReports.accept.required')]),
    );
    const rows = riskRowProblems(values.risks, {
      indicator: t('incidents.risks.chooseIndicator'),
      subIndicator: t('incidents.risks.chooseSubIndicator'),
      severity: t('incidents.risks.chooseSeverity'),
      duplicate: t('incidents.risks.duplicate'),
    });
    setErrors(missing);
    setRiskErrors(rows);
    if (Object.keys(missing).length > 0 || Object.keys(rows).length > 0) return;
    try {
      await accept.mutateAsync(toAcceptBody(values, refer));
      toast.success(t('publicReports.accept.done', { caseNumber: report.caseNumber }));
      onDone();
    } catch (error) {
      showSaveFailure(error, placeAcceptProblems(saveProblemsOf(error), values.risks), {
        fields: (byField) => {
          setErrors(byField.fields);
          setRiskErrors(byField.risks);
        },
        general: setGeneral,
        fallbackMessage: t('errors.generic'),
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FacilityPicker
          label={t('publicReports.accept.facility')}
          required
          value={values.facility}
          error={errors.facilityId}
          onChange={(facility) => update({ facility: facility && { id: facility.id, name: facility.name } }, 'facilityId')}
        />
        <TextInput
          label={t('publicReports.accept.location')}
          withAsterisk
          maxLength={MAX_INCIDENT_TEXT_LENGTH}
          value={values.location}
          error={errors.location}
          onChange={(event) => update({ location: event.currentTarget.value }, 'location')}
        />
        <Select
          label={t('publicReports.accept.priority')}
          withAsterisk
          data={INCIDENT_PRIORITIES.map((priority) => ({
            value: String(priority),
            label: t(`incidents.priorities.${INCIDENT_PRIORITY_NAMES[priority]}`),
          }))}
          value={values.priority === null ? null : String(values.priority)}
          error={errors.priority}
          onChange={(value) => update({ priority: value === null ? null : (Number(value) as TIncidentPriority) }, 'priority')}
        />
        <LabourRisksField
          rows={values.risks}
          error={errors.laborRisks}
          rowErrors={riskErrors}
          onChange={(risks, changedKey) => {
            update({ risks }, 'laborRisks');
            if (changedKey) setRiskErrors((current) => ({ ...current, [changedKey]: {} }));
          }}
        />
        <Textarea
          label={t('publicReports.accept.summary')}
          description={t('publicReports.accept.summaryHelp')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={MAX_INCIDENT_TEXT_LENGTH}
          value={values.summary}
          error={errors.summary}
          onChange={(event) => update({ summary: event.currentTarget.value }, 'summary')}
        />
        {refer ? (
          <>
            <Checkbox
              label={t('publicReports.accept.noFollowUp')}
              checked={values.isNoFollowUp}
              onChange={(event) => update({ isNoFollowUp: event.currentTarget.checked, assignee: null }, 'isNoFollowUp')}
            />
            {values.isNoFollowUp ? null : (
              <AssigneePicker
                label={t('publicReports.accept.assignee')}
                value={values.assignee}
                error={errors.assigneeId}
                onChange={(assignee) => update({ assignee: assignee && { id: assignee.id, name: assignee.name } }, 'assigneeId')}
              />
            )}
          </>
        ) : null}
        {values.isNoFollowUp ? null : (
          <Select
            label={t('publicReports.accept.reason')}
            withAsterisk
            data={FOLLOW_UP_REASONS.map((reason) => ({ value: reason, label: t(`incidents.reasons.${reason}`) }))}
            value={values.reason}
            error={errors.reason}
            onChange={(value) => update({ reason: value as TFollowUpReason | null }, 'reason')}
          />
        )}
        <Switch
          label={t('publicReports.accept.retaliationRisk')}
          description={t('publicReports.accept.retaliationRiskHelp')}
          checked={values.retaliationRisk}
          onChange={(event) => update({ retaliationRisk: event.currentTarget.checked }, 'retaliationRisk')}
        />
        <Textarea
          label={t('publicReports.accept.message')}
          description={t('publicReports.accept.messageHelp')}
          autosize
          minRows={2}
          maxLength={MAX_PUBLIC_REPORT_DECISION_LENGTH}
          value={values.message}
          error={errors.message}
          onChange={(event) => update({ message: event.currentTarget.value }, 'message')}
        />
        <FormModalProblems messages={general} />
        <FormModalActions onCancel={onDone} submitLabel={t('publicReports.accept.submit')} submitting={accept.isPending} />
      </Stack>
    </form>
  );
}

type TCloseErrors = Partial<Record<'reason' | 'message', string>>;

function CloseForm({ report, onDone }: { report: TPublicReportDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const close = useClosePublicReport(report.id);
  const [reason, setReason] = useState<TPublicReportCloseReason | null>(null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<TCloseErrors>({});
  const [general, setGeneral] = useState<string[]>([]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral([]);
    const found: TCloseErrors = {
      ...(reason === null ? { reason: t('publicReports.accept.required') } : {}),
      ...(message.trim() === '' ? { message: t('publicReports.accept.required') } : {}),
    };
    setErrors(found);
    if (reason === null || Object.keys(found).length > 0) return;
    try {
      await close.mutateAsync({ reason, message: message.trim() });
      toast.success(t('publicReports.closing.done', { caseNumber: report.caseNumber }));
      onDone();
    } catch (error) {
      const { byField, other } = splitFieldErrors(saveProblemsOf(error), ['reason', 'message'] as const);
      showSaveFailure(
        error,
        { byField, other: other.map((problem) => problem.message) },
        { fields: setErrors, general: setGeneral, fallbackMessage: t('errors.generic') },
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Radio.Group
          label={t('publicReports.closing.reason')}
          withAsterisk
          value={reason}
          error={errors.reason}
          onChange={(value) => {
            setReason(value as TPublicReportCloseReason);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        >
          <Stack gap="xs" mt="xs">
            {PUBLIC_REPORT_CLOSE_REASONS.map((value) => (
              <Radio key={value} value={value} label={t(`publicReports.closeReasons.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('publicReports.closing.message')}
          description={t('publicReports.closing.messageHelp')}
          withAsterisk
          autosize
          minRows={3}
          maxLength={MAX_PUBLIC_REPORT_DECISION_LENGTH}
          value={message}
          error={errors.message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            setErrors((current) => ({ ...current, message: undefined }));
          }}
        />
        <FormModalProblems messages={general} />
        <FormModalActions onCancel={onDone} submitLabel={t('publicReports.closing.submit')} submitting={close.isPending} />
      </Stack>
    </form>
  );
}
