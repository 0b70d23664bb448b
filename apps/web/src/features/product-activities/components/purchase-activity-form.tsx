import { can, type TActivityDefinition, type TCurrency } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import { useLogPurchase, usePurchasedDefinitions, useRequiredSellers } from '../api/product-activities-api.ts';
import { currencyChoices } from '../currencies.ts';
import { NON_PARTICIPATING } from '../partner-choices.ts';
import { withoutRowMessage } from '../product-rows.ts';
import {
  changeDefinition,
  changeProducts,
  checkPurchase,
  emptyPurchase,
  manualRowsSent,
  PURCHASE_PATHS,
  toPurchaseInput,
  type TPurchaseField,
} from '../purchase-form.ts';
import { useActivityForm } from '../use-activity-form.ts';
import { ActivityFormShell } from './activity-form-shell.tsx';
import { DateTimeField } from './date-time-field.tsx';
import { DefinitionSelect } from './definition-select.tsx';
import { DocumentNumberField } from './document-number-field.tsx';
import { DocumentsField } from './documents-field.tsx';
import { FormSection } from './form-section.tsx';
import { ManualProductsField } from './manual-products-field.tsx';
import { PartnerSelect } from './partner-select.tsx';
import { PriceFields } from './price-fields.tsx';
import { TradeProductsSection } from './trade-products-section.tsx';

function usePurchaseNames(): Record<TPurchaseField, string> {
  const { t } = useTranslation();
  return {
    fromFacilityId: t('productActivities.names.seller'),
    productDefinitionId: t('productActivities.names.productDefinition'),
    productIds: t('productActivities.names.products'),
    purchaseOrderNumber: t('productActivities.names.purchaseOrderNumber'),
    transactedAt: t('productActivities.names.dateTime'),
    price: t('productActivities.names.totalPrice'),
    currency: t('productActivities.names.currency'),
    uploadProofs: t('productActivities.names.proofs'),
  };
}

/**
 * Logging a purchase (DOMAIN.md §4.2): the seller first, which narrows the product definitions;
 * products by ID or QR code and, with MANUALLY_DEFINE_NEW_PRODUCT, products described by hand.
 */
export function PurchaseActivityForm() {
  const { t } = useTranslation();
  const user = useSession()?.user ?? null;
  const form = useActivityForm({ initial: () => emptyPurchase(new Date()), paths: PURCHASE_PATHS, names: usePurchaseNames() });
  const { values, errors, update, bind } = form;
  const requiredSellers = useRequiredSellers();
  const sellerId = values.seller && values.seller.id !== NON_PARTICIPATING ? values.seller.id : null;
  const definitions = usePurchasedDefinitions(sellerId);
  const definition = definitions.data?.find((candidate) => candidate.id === values.productDefinitionId) ?? null;
  const logPurchase = useLogPurchase();
  // Only a mass-balance buyer of an extractor may leave the seller out, naming the extractor role instead.
  const sellerOptional = requiredSellers.data?.isSellerRequired === false;
  const role = requiredSellers.data?.nonParticipatingRoleName ?? '';
  const nonParticipating = sellerOptional
    ? [{ value: NON_PARTICIPATING, label: t('productActivities.purchase.nonParticipating', { role }) }]
    : [];

  const chooseDefinition = (chosen: TActivityDefinition | null) => {
    update((current) => changeDefinition(current, chosen), 'productDefinitionId', 'productIds', 'currency');
    form.setRowErrors([]);
  };

  const submit = () =>
    form.save(
      checkPurchase(values, definition, form.checkContext()),
      () => logPurchase.mutateAsync(toPurchaseInput(values, definition)),
      t('productActivities.purchase.saved'),
      manualRowsSent(values, definition),
    );

  return (
    <ActivityFormShell
      onSubmit={submit}
      problems={form.problems}
      submitLabel={t('productActivities.purchase.submit')}
      submitting={logPurchase.isPending}
    >
      <FormSection title={t('productActivities.purchase.sellerSection')}>
        <PartnerSelect
          kind="sellers"
          label={t('productActivities.fields.seller')}
          extraChoices={nonParticipating}
          farmsAsChoices
          {...bind('seller', 'fromFacilityId')}
        />
        <DefinitionSelect
          label={t('productActivities.fields.productDefinition')}
          placeholder={t('productActivities.purchase.chooseDefinition')}
          definitions={definitions.data}
          value={definition}
          error={errors.productDefinitionId}
          failed={definitions.isError ? t('productActivities.purchase.definitionsFailed') : null}
          empty={t('productActivities.purchase.noDefinitions')}
          onChange={chooseDefinition}
        />
      </FormSection>
      <TradeProductsSection
        activity="PURCHASE"
        rule={{ singleDefinition: true, definitionId: definition?.id ?? null, definitionName: definition?.name ?? null }}
        value={values.products}
        error={errors.productIds}
        onChange={(products) => update((current) => changeProducts(current, products), 'productIds', 'productDefinitionId')}
      >
        {can(user, 'MANUALLY_DEFINE_NEW_PRODUCT') && definition ? (
          <ManualProductsField
            definition={definition}
            rows={values.manualProducts}
            errors={form.rowErrors}
            onChange={(manualProducts, changed) => {
              update((current) => ({ ...current, manualProducts }), 'productIds');
              form.setRowErrors((current) => (changed ? withoutRowMessage(current, changed.index, changed.name) : []));
            }}
          />
        ) : null}
      </TradeProductsSection>
      <FormSection title={t('productActivities.purchase.detailsSection')}>
        <DocumentNumberField
          label={t('productActivities.fields.purchaseOrderNumber')}
          {...bind('purchaseOrderNumber', 'purchaseOrderNumber')}
        />
        <DateTimeField label={t('productActivities.fields.dateTime')} {...bind('transactedAt', 'transactedAt')} />
        <PriceFields
          price={values.price}
          currency={values.currency}
          currencies={currencyChoices(definition)}
          error={errors.price ?? errors.currency}
          onChange={(price: string, currency: TCurrency | null) =>
            update((current) => ({ ...current, price, currency }), 'price', 'currency')
          }
        />
        <DocumentsField label={t('productActivities.fields.proofs')} purpose="proof" required {...bind('proofs', 'uploadProofs')} />
      </FormSection>
    </ActivityFormShell>
  );
}
