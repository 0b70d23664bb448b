import { Alert, Button, Group, Loader, NumberInput, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { RISK_METHODOLOGIES, type TApplicableWeight, type TRiskMethod, type TRiskMethodology, type TRiskWeights } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRiskMethod, useSaveRiskMethod } from '../api/configuration-api.ts';

/** The form field of a weight: `geographyWeight`, or `roleWeights.<roleId>`. */
const fieldOf = (weight: TApplicableWeight) => (weight.roleId ? `roleWeights.${weight.roleId}` : weight.key);

function valueOf(weights: TRiskWeights, weight: TApplicableWeight): number | undefined {
  if (weight.roleId) return weights.roleWeights?.[weight.roleId];
  return weight.key === 'roleWeight' ? undefined : weights[weight.key];
}

type TRiskMethodFormProps = {
  method: TRiskMethod;
  /** Shown read-only, without a submit button. */
  locked?: boolean;
  submitLabel: string;
  /** After the server accepted the method: the wizard moves on, the settings say what happens next. */
  onSaved: () => void;
};

/**
 * How risk items combine (highest, average or weighted average) and, if weighted, the weights: the
 * wizard's step 7 and the super administrator's settings, which may change it after configuration.
 */
export function RiskMethodForm({ method, locked = false, submitLabel, onSaved }: TRiskMethodFormProps) {
  const { t } = useTranslation();
  const save = useSaveRiskMethod();
  const [methodology, setMethodology] = useState<TRiskMethodology>(method.methodology);
  const [values, setValues] = useState<Record<string, number | undefined>>(() =>
    Object.fromEntries(method.applicableWeights.map((weight) => [fieldOf(weight), valueOf(method.weights, weight)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const weighted = methodology === 'WEIGHTED_AVERAGE';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const weights: TRiskWeights = {};
    const missing: Record<string, string> = {};
    for (const weight of method.applicableWeights) {
      const value = values[fieldOf(weight)];
      if (value === undefined || !Number.isInteger(value) || value < 1) {
        if (weighted) missing[fieldOf(weight)] = t('configuration.riskMethod.weightRequired');
        continue;
      }
      if (weight.roleId) weights.roleWeights = { ...weights.roleWeights, [weight.roleId]: value };
      else if (weight.key !== 'roleWeight') weights[weight.key] = value;
    }
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    save.mutate(
      { methodology, weights },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length > 0) {
            setErrors(Object.fromEntries(error.fieldErrors.map((field) => [field.path.replace(/^weights\./, ''), field.message])));
          } else {
            toast.error(errorMessage(error, t('errors.generic')));
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={760}>
        <Radio.Group
          label={t('configuration.riskMethod.methodology')}
          description={t('configuration.riskMethod.methodologyDescription')}
          value={methodology}
          onChange={(value) => setMethodology(value as TRiskMethodology)}
        >
          <Stack gap="xs" mt="xs">
            {RISK_METHODOLOGIES.map((option) => (
              <Radio
                key={option}
                value={option}
                disabled={locked}
                label={t(`configuration.riskMethod.methods.${option}`)}
                description={t(`configuration.riskMethod.methodDescriptions.${option}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        {weighted ? (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('configuration.riskMethod.weights')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('configuration.riskMethod.weightsDescription')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {method.applicableWeights.map((weight) => {
                const field = fieldOf(weight);
                return (
                  <NumberInput
                    key={field}
                    label={weight.key === 'roleWeight' ? weight.roleName : t(`configuration.riskMethod.sources.${weight.key}`)}
                    min={1}
                    step={1}
                    allowDecimal={false}
                    allowNegative={false}
                    required
                    disabled={locked}
                    value={values[field] ?? ''}
                    error={errors[field]}
                    onChange={(value) => {
                      setValues((current) => ({ ...current, [field]: typeof value === 'number' ? value : undefined }));
                      setErrors((current) => ({ ...current, [field]: '' }));
                    }}
                  />
                );
              })}
            </SimpleGrid>
          </Stack>
        ) : null}
        {locked ? null : (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/**
 * The settings' risk method: it can change after configuration, and every facility's risk is then
 * recalculated on the server's job queue, so the levels people see follow a little later.
 */
export function RiskMethodSettings() {
  const { t } = useTranslation();
  const method = useRiskMethod();
  if (method.isPending) return <Loader size="sm" aria-label={t('configuration.riskMethod.loading')} />;
  if (method.isError)
    return (
      <Alert color="red" variant="light">
        {t('configuration.riskMethod.loadFailed')}
      </Alert>
    );
  return (
    <RiskMethodForm
      method={method.data}
      submitLabel={t('common.saveChanges')}
      onSaved={() => toast.success(t('configuration.riskMethod.recalculating'))}
    />
  );
}
