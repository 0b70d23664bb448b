import { Alert, Anchor, Button, Group, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { MAX_PLAN_FILES, MAX_PLAN_TEXT_LENGTH, parseLanguage, VERIFICATION_METHODS, type TVerificationMethod } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormModalProblems } from '../../../components/form-modal.tsx';
import { IconAlert } from '../../../components/icons.tsx';
import { ProofFilesField } from '../../../components/proof-files-field.tsx';
import { TypedDateField } from '../../../components/typed-date-field.tsx';
import { saveProblemsOf, showSaveFailure } from '../../../lib/save-problems.ts';
import { usePlanCheck } from '../api/improvement-plans-api.ts';
import {
  placePlanProblems,
  validatePlanForm,
  type TPlanFormErrors,
  type TPlanFormField,
  type TPlanFormValues,
} from '../model/plan-form.ts';
import { IssueSelect } from './issue-select.tsx';
import { SupplierSelect } from './supplier-select.tsx';
import { browserTimeZone, todayIn } from '../../../lib/day-month-year.ts';

type TPlanFormProps = {
  values: TPlanFormValues;
  onChange: (values: TPlanFormValues) => void;
  /** Whether the supplier came from the risk view and stays as it is. */
  supplierFixed: boolean;
  /** The page of another plan, for the link to the plan in the way. */
  planPath: (id: string) => string;
  submitting: boolean;
  onSubmit: (values: TPlanFormValues) => Promise<void>;
  onCancel: () => void;
};

/** The plan already open on the chosen supplier's issue, if any, which blocks a second one (spec §8). */
function BlockingPlan({ check, planPath }: { check: ReturnType<typeof usePlanCheck>; planPath: (id: string) => string }) {
  const { t } = useTranslation();
  if (check.data && !check.data.available) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert" data-testid="plan-blocked">
        <Stack gap={4}>
          <Text size="sm">{t('improvementPlans.form.blocked')}</Text>
          {check.data.blockingPlanId ? (
            <Anchor component={Link} to={planPath(check.data.blockingPlanId)} size="sm">
              {t('improvementPlans.form.openBlocking')}
            </Anchor>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (check.isError) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('improvementPlans.form.checkFailed')}
      </Text>
    );
  }
  return null;
}

/**
 * The assign form (DOMAIN.md §7): checked here with the API's rules first; what the server still refuses
 * shows beside the field it names. Once supplier and issue are both chosen, the one-plan-at-a-time rule
 * is asked about before anything is sent.
 */
export function PlanForm({ values, onChange, supplierFixed, planPath, submitting, onSubmit, onCancel }: TPlanFormProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const [errors, setErrors] = useState<TPlanFormErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const check = usePlanCheck(values.supplier?.id ?? null, values.subIndicatorId);
  const blocked = check.data?.available === false;

  const update = (change: Partial<TPlanFormValues>, field: TPlanFormField) => {
    onChange({ ...values, ...change });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked) return;
    setGeneral([]);
    const found = validatePlanForm(
      values,
      todayIn(browserTimeZone()),
      {
        names: {
          facilityId: t('improvementPlans.form.supplierWord'),
          subIndicatorId: t('improvementPlans.form.issueWord'),
          action: t('improvementPlans.form.actionWord'),
          targetDate: t('improvementPlans.form.targetDateWord'),
          verificationMethod: t('improvementPlans.form.verificationMethodWord'),
        },
        dates: { format: t('improvementPlans.form.dateFormat'), past: t('improvementPlans.form.datePast') },
        tooLong: t('improvementPlans.form.tooLong', { max: MAX_PLAN_TEXT_LENGTH }),
      },
      language,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit(values);
    } catch (error) {
      showSaveFailure(error, placePlanProblems(saveProblemsOf(error)), {
        fields: setErrors,
        general: setGeneral,
        fallbackMessage: t('errors.generic'),
      });
    }
  };

  const text = (field: 'action' | 'rootCause' | 'correctiveAction' | 'preventiveAction', required = false) => (
    <Textarea
      label={t(`improvementPlans.form.${field}`)}
      description={t(`improvementPlans.form.${field}Help`)}
      withAsterisk={required}
      autosize
      minRows={2}
      maxLength={MAX_PLAN_TEXT_LENGTH}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => update({ [field]: event.currentTarget.value }, field)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SupplierSelect
            value={values.supplier}
            fixed={supplierFixed}
            error={errors.facilityId}
            onChange={(supplier) => update({ supplier }, 'facilityId')}
          />
          <IssueSelect
            value={values.subIndicatorId}
            error={errors.subIndicatorId}
            onChange={(subIndicatorId) => update({ subIndicatorId }, 'subIndicatorId')}
          />
        </SimpleGrid>
        <BlockingPlan check={check} planPath={planPath} />
        {text('action', true)}
        {text('rootCause')}
        {text('correctiveAction')}
        {text('preventiveAction')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TypedDateField
            label={t('improvementPlans.form.targetDate')}
            description={t('improvementPlans.form.targetDateHelp')}
            value={values.targetDate}
            error={errors.targetDate}
            onChange={(targetDate) => update({ targetDate }, 'targetDate')}
          />
          <Radio.Group
            label={t('improvementPlans.form.verificationMethod')}
            withAsterisk
            value={values.verificationMethod}
            error={errors.verificationMethod}
            onChange={(method) => update({ verificationMethod: method as TVerificationMethod }, 'verificationMethod')}
          >
            <Group gap="lg" mt="xs">
              {VERIFICATION_METHODS.map((method) => (
                <Radio key={method} value={method} label={t(`improvementPlans.verificationMethods.${method}`)} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <ProofFilesField
          label={t('improvementPlans.form.files')}
          files={values.files}
          max={MAX_PLAN_FILES}
          error={errors.files}
          onChange={(files) => update({ files }, 'files')}
        />
        <FormModalProblems messages={general} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={blocked}>
            {t('improvementPlans.assign.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
