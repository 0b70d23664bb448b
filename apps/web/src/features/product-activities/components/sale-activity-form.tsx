import { SimpleGrid, Stack } from '@mantine/core';
import { CURRENCIES, type TCurrency } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { useLogSale } from '../api/product-activities-api.ts';
import { checkSale, emptySale, SALE_PATHS, toSaleInput, type TSaleField } from '../sale-form.ts';
import { useActivityForm } from '../use-activity-form.ts';
import { ActivityFormShell } from './activity-form-shell.tsx';
import { DateTimeField } from './date-time-field.tsx';
import { DocumentNumberField } from './document-number-field.tsx';
import { DocumentsField } from './documents-field.tsx';
import { FormSection } from './form-section.tsx';
import { PartnerSelect } from './partner-select.tsx';
import { PriceFields } from './price-fields.tsx';
import { TradeProductsSection } from './trade-products-section.tsx';

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
  const form = useActivityForm({ initial: () => emptySale(new Date()), paths: SALE_PATHS, names: useSaleNames() });
  const { values, errors, bind } = form;
  const logSale = useLogSale();

  const submit = () =>
    form.save(
      { errors: checkSale(values, form.checkContext()) },
      () => logSale.mutateAsync(toSaleInput(values)),
      t('productActivities.sale.saved'),
    );

  return (
    <ActivityFormShell
      onSubmit={submit}
      problems={form.problems}
      submitLabel={t('productActivities.sale.submit')}
      submitting={logSale.isPending}
    >
      <FormSection title={t('productActivities.sale.purchaserSection')}>
        <PartnerSelect kind="purchasers" label={t('productActivities.fields.purchaser')} {...bind('purchaser', 'toFacilityId')} />
      </FormSection>
      <TradeProductsSection activity="SALE" rule={{ singleDefinition: true }} {...bind('products', 'productIds')} />
      <FormSection title={t('productActivities.sale.documentsSection')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="md">
            <DocumentNumberField label={t('productActivities.fields.invoiceNumber')} {...bind('invoiceNumber', 'invoiceNumber')} />
            <DocumentsField
              label={t('productActivities.fields.invoices')}
              purpose="proof"
              required
              {...bind('invoices', 'uploadInvoices')}
            />
          </Stack>
          <Stack gap="md">
            <DocumentNumberField
              label={t('productActivities.fields.packingListNumber')}
              {...bind('packingListNumber', 'packingListNumber')}
            />
            <DocumentsField
              label={t('productActivities.fields.packingLists')}
              purpose="proof"
              required
              {...bind('packingLists', 'uploadPackingLists')}
            />
          </Stack>
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('productActivities.sale.detailsSection')}>
        <DateTimeField label={t('productActivities.fields.dateTime')} {...bind('transactedAt', 'transactedAt')} />
        <PriceFields
          price={values.price}
          currency={values.currency}
          currencies={CURRENCIES}
          error={errors.price ?? errors.currency}
          onChange={(price: string, currency: TCurrency | null) =>
            form.update((current) => ({ ...current, price, currency }), 'price', 'currency')
          }
        />
      </FormSection>
    </ActivityFormShell>
  );
}
