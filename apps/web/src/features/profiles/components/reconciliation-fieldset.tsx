import { Fieldset, Group, Select, Text, TextInput } from '@mantine/core';
import { formatDate, MAX_RECONCILIATION_MONTHS } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import type { TFieldsetProps } from './fieldset-props.ts';

const MONTHS = Array.from({ length: MAX_RECONCILIATION_MONTHS }, (_, index) => String(index + 1));

/**
 * A mass-balance facility's reconciliation window: a start date no later than today and 1 to 12
 * months, set by the facility's first user; everyone else sees it.
 */
export function ReconciliationFieldset({ profile, values, errors, set }: TFieldsetProps) {
  const { t } = useTranslation();
  if (profile.chainOfCustody?.value !== 'Mass balance') return null;
  return (
    <Fieldset legend={t('facilityProfile.form.reconciliation')} variant="filled">
      {profile.maySetReconciliation ? (
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('facilityProfile.fields.reconciliationStart')}
            description={t('facilityProfile.form.dateFormat')}
            placeholder="DD/MM/YYYY"
            required
            value={values.reconciliationStart}
            error={errors.reconciliationStartAt}
            onChange={(event) => set('reconciliationStart', event.currentTarget.value)}
          />
          <Select
            label={t('facilityProfile.fields.reconciliationDuration')}
            required
            data={MONTHS.map((months) => ({ value: months, label: t('facilityProfile.months', { count: Number(months) }) }))}
            value={values.reconciliationDuration === '' ? null : values.reconciliationDuration}
            error={errors.reconciliationDuration}
            allowDeselect={false}
            onChange={(months) => set('reconciliationDuration', months ?? '')}
          />
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {profile.reconciliationStartAt && profile.reconciliationDuration
            ? t('facilityProfile.details.reconciliationWindow', {
                start: formatDate(profile.reconciliationStartAt),
                count: profile.reconciliationDuration,
              })
            : t('facilityProfile.form.reconciliationByFirstUser')}
        </Text>
      )}
    </Fieldset>
  );
}
