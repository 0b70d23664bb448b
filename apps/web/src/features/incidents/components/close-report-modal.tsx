import { Alert, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  INCIDENT_OUTCOMES,
  MAX_OUTCOME_REASONS_LENGTH,
  parseLanguage,
  type TIncidentOutcome,
  type TIncidentReport,
} from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, FormModalActions, FormModalProblems } from '../../../components/form-modal.tsx';
import { IconInfo } from '../../../components/icons.tsx';
import { requiredError } from '../../../lib/field-rules.ts';
import { splitFieldErrors } from '../../../lib/field-errors.ts';
import { saveProblemsOf, showSaveFailure } from '../../../lib/save-problems.ts';
import { toast } from '../../../lib/toast.ts';
import { useCloseGrievanceReport } from '../api/incidents-api.ts';

type TCloseErrors = Partial<Record<'outcome' | 'reasons', string>>;

/** Closing a case records how it ended and why (ARCHITECTURE.md §8.13); a closed report changes no more. */
export function CloseReportModal({ opened, report, onClose }: { opened: boolean; report: TIncidentReport; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('incidents.close.title', { number: report.number })}>
      <CloseReportForm report={report} onDone={onClose} />
    </FormModal>
  );
}

function CloseReportForm({ report, onDone }: { report: TIncidentReport; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const [outcome, setOutcome] = useState<TIncidentOutcome | null>(null);
  const [reasons, setReasons] = useState('');
  const [errors, setErrors] = useState<TCloseErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const close = useCloseGrievanceReport();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral([]);
    const found: TCloseErrors = {
      ...(outcome === null ? { outcome: requiredError(t('incidents.close.outcomeWord'), language) } : {}),
      ...(reasons.trim() === '' ? { reasons: requiredError(t('incidents.close.reasonsWord'), language) } : {}),
    };
    setErrors(found);
    if (outcome === null || Object.keys(found).length > 0) return;
    try {
      await close.mutateAsync({ id: report.id, body: { outcome, reasons: reasons.trim() } });
      toast.success(t('incidents.close.done', { number: report.number }));
      onDone();
    } catch (error) {
      const { byField, other } = splitFieldErrors(saveProblemsOf(error), ['outcome', 'reasons'] as const);
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
          label={t('incidents.close.outcome')}
          withAsterisk
          value={outcome}
          error={errors.outcome}
          onChange={(value) => {
            setOutcome(value as TIncidentOutcome);
            setErrors((current) => ({ ...current, outcome: undefined }));
          }}
        >
          <Stack gap="xs" mt="xs">
            {INCIDENT_OUTCOMES.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`incidents.outcomes.${value}`)}
                description={t(`incidents.close.outcomeHelp.${value}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('incidents.close.reasons')}
          description={t('incidents.close.reasonsHelp')}
          withAsterisk
          autosize
          minRows={4}
          maxLength={MAX_OUTCOME_REASONS_LENGTH}
          value={reasons}
          error={errors.reasons}
          onChange={(event) => {
            setReasons(event.currentTarget.value);
            setErrors((current) => ({ ...current, reasons: undefined }));
          }}
        />
        {report.source === 'PUBLIC' ? (
          // The worker reads these reasons on the PIN page, so whoever writes them must know.
          <Alert variant="light" color="blue" icon={<IconInfo size={18} />} data-testid="public-reasons-note">
            <Text size="sm">{t('incidents.close.publicNote')}</Text>
          </Alert>
        ) : null}
        <FormModalProblems messages={general} />
        <FormModalActions onCancel={onDone} submitLabel={t('incidents.close.submit')} submitting={close.isPending} />
      </Stack>
    </form>
  );
}
