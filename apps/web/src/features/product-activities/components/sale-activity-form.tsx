import { SimpleGrid, Stack } from '@mantine/core';
import { CURRENCIES, type TCurrency } from '@opentrace/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import { LOOKUP_PATHS, useLogSale } from '../api/product-activities-api.ts';
import { tradeLookupModes } from '../lookup-access.ts';
import { checkSale, emptySale, SALE_PATHS, toSaleInput, type TSaleField, type TSaleValues } from '../sale-form.ts';
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
import { PriceFields } from './price-fields.tsx';
import { ProductPicker } from './product-picker.tsx';

function useSaleNames(): Record<TSaleField, string> {
  const { t } = useTranslation();
  return {
    toFacilityId: t('productActivities.names.purchaser'),
    productIds: t('productActivities.names.products'),
    invoiceNumber: t('productActivities.names.invoiceNumber'),
    uploadInvoices: t('productActivities.names.invoices'),
    packingListNumber: t('productActivities.names.packingListNumber'),
    uploadPackingLists: t('productActivities.names.packingLists'),
    transactedAt: t('productActivities.names.dateTime'),
    price: t('productActivities.names.totalPrice'),
    currency: t('productActivities.names.currency'),
  };
}

/** Logging a sale (DOMAIN.md §4.3): the purchaser, the products, invoice and packing list, when, and an optional price. */
export function SaleActivityForm() {
  const { t } = useTranslation();
  const user = useSession()?.user ?? null;
  const form = useActivityForm<TSaleValues, TSaleField>(() => emptySale(new Date()));
  const { values, errors, update } = form;
  const logSale = useLogSale();
  const save = useSaveActivity(form.show, SALE_PATHS);
  const checkContext = useCheckContext(useSaleNames());

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return save(checkSale(values, checkContext()), () => logSale.mutateAsync(toSaleInput(values)), t('productActivities.sale.saved'));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg" maw={960}>
        <FormSection title={t('productActivities.sale.purchaserSection')}>
          <PartnerSelect
            kind="purchasers"
            label={t('productActivities.fields.purchaser')}
            value={values.purchaser}
            error={errors.toFacilityId}
            onChange={(purchaser) => update((current) => ({ ...current, purchaser }), 'toFacilityId')}
          />
        </FormSection>
        <FormSection title={t('productActivities.fields.products')}>
          <ProductPicker
            label={t('productActivities.products.lookupLabel')}
            lookupPath={LOOKUP_PATHS.sale}
            modes={tradeLookupModes(user, 'SALE')}
            rule={{ singleDefinition: true }}
            products={values.products}
            error={errors.productIds}
            onChange={(products) => update((current) => ({ ...current, products }), 'productIds')}
          />
        </FormSection>
        <FormSection title={t('productActivities.sale.documentsSection')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="md">
              <DocumentNumberField
                label={t('productActivities.fields.invoiceNumber')}
                value={values.invoiceNumber}
                error={errors.invoiceNumber}
                onChange={(invoiceNumber) => update((current) => ({ ...current, invoiceNumber }), 'invoiceNumber')}
              />
              <DocumentsField
                label={t('productActivities.fields.invoices')}
                purpose="proof"
                required
                files={values.invoices}
                error={errors.uploadInvoices}
                onChange={(invoices) => update((current) => ({ ...current, invoices }), 'uploadInvoices')}
              />
            </Stack>
            <Stack gap="md">
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
            </Stack>
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('productActivities.sale.detailsSection')}>
          <DateTimeField
            label={t('productActivities.fields.dateTime')}
            value={values.transactedAt}
            error={errors.transactedAt}
            onChange={(transactedAt) => update((current) => ({ ...current, transactedAt }), 'transactedAt')}
          />
          <PriceFields
            price={values.price}
            currency={values.currency}
            currencies={CURRENCIES}
            error={errors.price ?? errors.currency}
            onChange={(price: string, currency: TCurrency | null) =>
              update((current) => ({ ...current, price, currency }), 'price', 'currency')
            }
          />
        </FormSection>
        <FormProblems problems={form.problems} />
        <FormActions submitLabel={t('productActivities.sale.submit')} submitting={logSale.isPending} />
      </Stack>
    </form>
  );
}
