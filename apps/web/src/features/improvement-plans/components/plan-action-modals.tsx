import { Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  ACCEPTABLE_PLAN_LEVELS,
  EXTENSION_PERIODS,
  extendedTargetDate,
  MAX_PLAN_COMMENT_LENGTH,
  parseLanguage,
  type TExtensionPeriod,
  type TRiskLevel,
} from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, FormModalActions, FormModalProblems } from '../../../components/form-modal.tsx';
import { TypedDateField } from '../../../components/typed-date-field.tsx';
import { splitFieldErrors } from '../../../lib/field-errors.ts';
import { requiredError } from '../../../lib/field-rules.ts';
import { saveProblemsOf, showSaveFailure } from '../../../lib/save-problems.ts';
import { targetDateProblem } from '../model/plan-dates.ts';
import { browserTimeZone, calendarDateOf, dayTextOf, todayIn } from '../../../lib/day-month-year.ts';

type TModalProps<TValue> = {
  opened: boolean;
  onClose: () => void;
  submitting: boolean;
  /** Sends the choice; a refusal it throws shows in the form. */
  onSubmit: (value: TValue) => Promise<void>;
};

type TErrors = Partial<Record<string, string>>;

/** Shows a refusal beside the fields it names, the rest above the actions, anything else as a toast. */
function useRefusal<TField extends string>(fields: readonly TField[]) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<TErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const show = (error: unknown) => {
    const { byField, other } = splitFieldErrors(saveProblemsOf(error), fields);
    showSaveFailure(
      error,
      { byField, other: other.map((problem) => problem.message) },
      { fields: setErrors, general: setGeneral, fallbackMessage: t('errors.generic') },
    );
  };
  return { errors, setErrors, general, setGeneral, show };
}

type TReasonModalProps = TModalProps<string> & {
  title: string;
  help: string;
  label: string;
  /** The field's name in a sentence ("reason"), for the required message. */
  word: string;
  submitLabel: string;
};

/** A decision that must say why: asking for more evidence, declining an extension. */
export function ReasonModal({ opened, onClose, title, ...form }: TReasonModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      <ReasonForm {...form} onClose={onClose} />
    </FormModal>
  );
}

function ReasonForm({ help, label, word, submitLabel, submitting, onSubmit, onClose }: Omit<TReasonModalProps, 'opened' | 'title'>) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const refusal = useRefusal(['reason'] as const);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refusal.setGeneral([]);
    if (reason.trim() === '') return refusal.setErrors({ reason: requiredError(word, parseLanguage(i18n.language)) });
    try {
      await onSubmit(reason.trim());
    } catch (error) {
      refusal.show(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{help}</Text>
        <Textarea
          label={label}
          description={t('improvementPlans.comments.count', { count: reason.length, max: MAX_PLAN_COMMENT_LENGTH })}
          withAsterisk
          autosize
          minRows={3}
          maxLength={MAX_PLAN_COMMENT_LENGTH}
          data-autofocus
          value={reason}
          error={refusal.errors.reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            refusal.setErrors({});
          }}
        />
        <FormModalProblems messages={refusal.general} />
        <FormModalActions onCancel={onClose} submitLabel={submitLabel} submitting={submitting} />
      </Stack>
    </form>
  );
}

/** Accepting the evidence with the new level (DOMAIN.md §7: Extreme, High, Medium or Low). */
export function AcceptModal({ opened, onClose, reference, ...form }: TModalProps<TRiskLevel> & { reference: string }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('improvementPlans.accept.title', { reference })}>
      <AcceptForm {...form} onClose={onClose} />
    </FormModal>
  );
}

function AcceptForm({ submitting, onSubmit, onClose }: Omit<TModalProps<TRiskLevel>, 'opened'>) {
  const { t, i18n } = useTranslation();
  const [level, setLevel] = useState<TRiskLevel | null>(null);
  const refusal = useRefusal(['level'] as const);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refusal.setGeneral([]);
    if (level === null) {
      return refusal.setErrors({ level: requiredError(t('improvementPlans.accept.levelWord'), parseLanguage(i18n.language)) });
    }
    try {
      await onSubmit(level);
    } catch (error) {
      refusal.show(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Radio.Group
          label={t('improvementPlans.accept.level')}
          description={t('improvementPlans.accept.help')}
          withAsterisk
          value={level}
          error={refusal.errors.level}
          onChange={(value) => {
            setLevel(value as TRiskLevel);
            refusal.setErrors({});
          }}
        >
          <Stack gap="xs" mt="xs">
            {ACCEPTABLE_PLAN_LEVELS.map((value) => (
              <Radio key={value} value={value} label={t(`riskLevels.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <FormModalProblems messages={refusal.general} />
        <FormModalActions onCancel={onClose} submitLabel={t('improvementPlans.accept.submit')} submitting={submitting} />
      </Stack>
    </form>
  );
}

/** The assigner moves the target date while the evidence is under review (DOMAIN.md §7). */
export function TargetDateModal({ opened, onClose, current, ...form }: TModalProps<string> & { current: string }) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('improvementPlans.targetDate.title')}>
      <TargetDateForm {...form} current={current} onClose={onClose} />
    </FormModal>
  );
}

function TargetDateForm({ current, submitting, onSubmit, onClose }: Omit<TModalProps<string>, 'opened'> & { current: string }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(() => dayTextOf(current));
  const refusal = useRefusal(['targetDate'] as const);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refusal.setGeneral([]);
    const problem = targetDateProblem(text, todayIn(browserTimeZone()));
    const messages = {
      required: requiredError(t('improvementPlans.form.targetDateWord'), parseLanguage(i18n.language)),
      format: t('improvementPlans.form.dateFormat'),
      past: t('improvementPlans.form.datePast'),
    };
    if (problem !== null) return refusal.setErrors({ targetDate: messages[problem] });
    try {
      await onSubmit(calendarDateOf(text) ?? '');
    } catch (error) {
      refusal.show(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TypedDateField
          label={t('improvementPlans.form.targetDate')}
          description={t('improvementPlans.form.targetDateHelp')}
          value={text}
          error={refusal.errors.targetDate}
          onChange={(value) => {
            setText(value);
            refusal.setErrors({});
          }}
        />
        <FormModalProblems messages={refusal.general} />
        <FormModalActions onCancel={onClose} submitLabel={t('improvementPlans.targetDate.submit')} submitting={submitting} />
      </Stack>
    </form>
  );
}

export type TExtensionChoice = { period: TExtensionPeriod; reason: string };

/** The supplier of an overdue plan asks for more time: a period from today, and why. */
export function ExtensionRequestModal({ opened, onClose, ...form }: TModalProps<TExtensionChoice>) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('improvementPlans.extensions.requestTitle')}>
      <ExtensionRequestForm {...form} onClose={onClose} />
    </FormModal>
  );
}

function ExtensionRequestForm({ submitting, onSubmit, onClose }: Omit<TModalProps<TExtensionChoice>, 'opened'>) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<TExtensionPeriod | null>(null);
  const [reason, setReason] = useState('');
  const refusal = useRefusal(['period', 'reason'] as const);
  const today = todayIn(browserTimeZone());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refusal.setGeneral([]);
    if (period === null) {
      return refusal.setErrors({ period: requiredError(t('improvementPlans.extensions.periodWord'), parseLanguage(i18n.language)) });
    }
    try {
      await onSubmit({ period, reason: reason.trim() });
    } catch (error) {
      refusal.show(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('improvementPlans.extensions.requestHelp')}</Text>
        <Select
          label={t('improvementPlans.extensions.period')}
          placeholder={t('improvementPlans.extensions.periodPlaceholder')}
          withAsterisk
          allowDeselect={false}
          data={EXTENSION_PERIODS.map((value) => ({ value, label: t(`improvementPlans.periods.${value}`) }))}
          value={period}
          error={refusal.errors.period}
          description={
            period ? t('improvementPlans.extensions.newDate', { date: dayTextOf(extendedTargetDate(today, period)) }) : undefined
          }
          onChange={(value) => {
            setPeriod(value as TExtensionPeriod | null);
            refusal.setErrors({});
          }}
        />
        <Textarea
          label={t('improvementPlans.extensions.reason')}
          description={t('improvementPlans.comments.count', { count: reason.length, max: MAX_PLAN_COMMENT_LENGTH })}
          autosize
          minRows={3}
          maxLength={MAX_PLAN_COMMENT_LENGTH}
          value={reason}
          error={refusal.errors.reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            refusal.setErrors({});
          }}
        />
        <FormModalProblems messages={refusal.general} />
        <FormModalActions onCancel={onClose} submitLabel={t('improvementPlans.extensions.requestSubmit')} submitting={submitting} />
      </Stack>
    </form>
  );
}
