import { Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import { LOOKUP_PATHS, useLogTransport } from '../api/product-activities-api.ts';
import { tradeLookupModes } from '../lookup-access.ts';
import {
  checkTransport,
  emptyTransport,
  toTransportInput,
  TRANSPORT_PATHS,
  type TTransportField,
  type TTransportValues,
} from '../transport-form.ts';
import { unitLabel } from '../unit-label.ts';
import { useActivityForm } from '../use-activity-form.ts';
import { useCheckContext } from '../use-check-context.ts';
import { useSaveActivity } from '../use-save-activity.ts';
import { DateTimeField } from './date-time-field.tsx';
import { DocumentNumberField } from './document-number-field.tsx';
import { DocumentsField } from './documents-field.tsx';
import { FormActions } from './form-actions.tsx';
import { FormProblems } from './form-problems.tsx';
import { FormSection } from './form-section.tsx';
import { PartnerSelect } from './partner-select.tsx';
import { ProductPicker } from './product-picker.tsx';
import { WeightFields } from './weight-fields.tsx';

function useTransportNames(): Record<TTransportField, string> {
  const { t } = useTranslation();
  return {
    toFacilityId: t('productActivities.names.transporter'),
    productIds: t('productActivities.names.products'),
    totalWeight: t('productActivities.names.totalWeight'),
    weightUnit: t('productActivities.names.weightUnit'),
    transactedAt: t('productActivities.names.dateTime'),
    packingListNumber: t('productActivities.names.packingListNumber'),
    uploadPackingLists: t('productActivities.names.packingLists'),
  };
}

/** Logging a transport (DOMAIN.md §4.4): the transporter, the products, the load's weight, when, and the packing list. */
export function TransportActivityForm() {
  const { t } = useTranslation();
  const user = useSession()?.user ?? null;
  const form = useActivityForm<TTransportValues, TTransportField>(() => emptyTransport(new Date()));
  const { values, errors, update } = form;
  const logTransport = useLogTransport();
  const save = useSaveActivity(form.show, TRANSPORT_PATHS);
  const checkContext = useCheckContext(useTransportNames());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return save(
      checkTransport(values, {
        ...checkContext(),
        overload: ({ products, declared }) =>
          t('productActivities.transport.overload', { products, declared, unit: unitLabel(t, 'Kilograms') }),
      }),
      () => logTransport.mutateAsync(toTransportInput(values)),
      t('productActivities.transport.saved'),
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg" maw={960}>
        <FormSection title={t('productActivities.transport.transporterSection')}>
          <PartnerSelect
            kind="transporters"
            label={t('productActivities.fields.transporter')}
            value={values.transporter}
            error={errors.toFacilityId}
            onChange={(transporter) => update((current) => ({ ...current, transporter }), 'toFacilityId')}
          />
        </FormSection>
        <FormSection title={t('productActivities.fields.products')}>
          <ProductPicker
            label={t('productActivities.products.lookupLabel')}
            lookupPath={LOOKUP_PATHS.transport}
            modes={tradeLookupModes(user, 'TRANSPORT')}
            rule={{ singleDefinition: true }}
            products={values.products}
            error={errors.productIds}
            onChange={(products) => update((current) => ({ ...current, products }), 'productIds', 'totalWeight')}
          />
        </FormSection>
        <FormSection title={t('productActivities.transport.detailsSection')}>
          <WeightFields
            label={t('productActivities.fields.totalWeight')}
            weight={values.totalWeight}
            unit={values.weightUnit}
            error={errors.totalWeight ?? errors.weightUnit}
            onChange={(totalWeight, weightUnit) =>
              update((current) => ({ ...current, totalWeight, weightUnit }), 'totalWeight', 'weightUnit')
            }
          />
          <DateTimeField
            label={t('productActivities.fields.dateTime')}
            value={values.transactedAt}
            error={errors.transactedAt}
            onChange={(transactedAt) => update((current) => ({ ...current, transactedAt }), 'transactedAt')}
          />
          <DocumentNumberField
            label={t('productActivities.fields.packingListNumber')}
            value={values.packingListNumber}
            error={errors.packingListNumber}
            onChange={(packingListNumber) => update((current) => ({ ...current, packingListNumber }), 'packingListNumber')}
          />
          <DocumentsField
            label={t('productActivities.fields.packingLists')}
            purpose="proof"
            required
            files={values.packingLists}
            error={errors.uploadPackingLists}
            onChange={(packingLists) => update((current) => ({ ...current, packingLists }), 'uploadPackingLists')}
          />
        </FormSection>
        <FormProblems problems={form.problems} />
        <FormActions submitLabel={t('productActivities.transport.submit')} submitting={logTransport.isPending} />
      </Stack>
    </form>
  );
}
