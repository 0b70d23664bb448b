import { useTranslation } from 'react-i18next';
import { useLogTransport } from '../api/product-activities-api.ts';
import { checkTransport, emptyTransport, toTransportInput, TRANSPORT_PATHS, type TTransportField } from '../transport-form.ts';
import { unitLabel } from '../unit-label.ts';
import { useActivityForm } from '../use-activity-form.ts';
import { ActivityFormShell } from './activity-form-shell.tsx';
import { DateTimeField } from './date-time-field.tsx';
import { DocumentNumberField } from './document-number-field.tsx';
import { DocumentsField } from './documents-field.tsx';
import { FormSection } from './form-section.tsx';
import { PartnerSelect } from './partner-select.tsx';
import { TradeProductsSection } from './trade-products-section.tsx';
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
  const form = useActivityForm({ initial: () => emptyTransport(new Date()), paths: TRANSPORT_PATHS, names: useTransportNames() });
  const { values, errors, bind } = form;
  const logTransport = useLogTransport();

  const overload = ({ products, declared }: { products: number; declared: number }) =>
    t('productActivities.transport.overload', { products, declared, unit: unitLabel(t, 'Kilograms') });
  const submit = () =>
    form.save(
      { errors: checkTransport(values, { ...form.checkContext(), overload }) },
      () => logTransport.mutateAsync(toTransportInput(values)),
      t('productActivities.transport.saved'),
    );

  return (
    <ActivityFormShell
      onSubmit={submit}
      problems={form.problems}
      submitLabel={t('productActivities.transport.submit')}
      submitting={logTransport.isPending}
    >
      <FormSection title={t('productActivities.transport.transporterSection')}>
        <PartnerSelect kind="transporters" label={t('productActivities.fields.transporter')} {...bind('transporter', 'toFacilityId')} />
      </FormSection>
      <TradeProductsSection activity="TRANSPORT" rule={{ singleDefinition: true }} {...bind('products', 'productIds', 'totalWeight')} />
      <FormSection title={t('productActivities.transport.detailsSection')}>
        <WeightFields
          label={t('productActivities.fields.totalWeight')}
          weight={values.totalWeight}
          unit={values.weightUnit}
          error={errors.totalWeight ?? errors.weightUnit}
          onChange={(totalWeight, weightUnit) =>
            form.update((current) => ({ ...current, totalWeight, weightUnit }), 'totalWeight', 'weightUnit')
          }
        />
        <DateTimeField label={t('productActivities.fields.dateTime')} {...bind('transactedAt', 'transactedAt')} />
        <DocumentNumberField label={t('productActivities.fields.packingListNumber')} {...bind('packingListNumber', 'packingListNumber')} />
        <DocumentsField
          label={t('productActivities.fields.packingLists')}
          purpose="proof"
          required
          {...bind('packingLists', 'uploadPackingLists')}
        />
      </FormSection>
    </ActivityFormShell>
  );
}
