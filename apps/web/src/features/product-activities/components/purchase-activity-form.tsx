import { Stack } from '@mantine/core';
import { can, type TActivityDefinition, type TCurrency } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSession } from '../../../lib/use-session.ts';
import { LOOKUP_PATHS, useLogPurchase, usePurchasedDefinitions, useRequiredSellers } from '../api/product-activities-api.ts';
import { currencyChoices } from '../currencies.ts';
import { tradeLookupModes } from '../lookup-access.ts';
import { NON_PARTICIPATING, type TChoice } from '../partner-choices.ts';
import { withoutRowMessage } from '../product-rows.ts';
import {
  changeDefinition,
  changeProducts,
  checkPurchase,
  emptyPurchase,
  isPurchaseValid,
  manualRowsSent,
  PURCHASE_PATHS,
  toPurchaseInput,
  type TPurchaseField,
  type TPurchaseValues,
} from '../purchase-form.ts';
import { placeServerErrors, type TRowErrors } from '../server-errors.ts';
import { useActivityForm } from '../use-activity-form.ts';
import { useCheckContext } from '../use-check-context.ts';
import { useFinishActivity } from '../use-finish-activity.ts';
import { DateTimeField } from './date-time-field.tsx';
import { DefinitionSelect } from './definition-select.tsx';
import { DocumentNumberField } from './document-number-field.tsx';
import { DocumentsField } from './documents-field.tsx';
import { FormActions } from './form-actions.tsx';
import { FormProblems } from './form-problems.tsx';
import { FormSection } from './form-section.tsx';
import { ManualProductsField } from './manual-products-field.tsx';
import { PartnerSelect } from './partner-select.tsx';
import { PriceFields } from './price-fields.tsx';
import { ProductPicker } from './product-picker.tsx';

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
  const form = useActivityForm<TPurchaseValues, TPurchaseField>(() => emptyPurchase(new Date()));
  const { values, errors, update } = form;
  const [manualErrors, setManualErrors] = useState<TRowErrors[]>([]);
  const requiredSellers = useRequiredSellers();
  const sellerId = values.seller && values.seller.id !== NON_PARTICIPATING ? values.seller.id : null;
  const definitions = usePurchasedDefinitions(sellerId);
  const definition = definitions.data?.find((candidate) => candidate.id === values.productDefinitionId) ?? null;
  const logPurchase = useLogPurchase();
  const finish = useFinishActivity();
  const checkContext = useCheckContext(usePurchaseNames());
  // Only a mass-balance buyer of an extractor may leave the seller out, naming the extractor role instead.
  const sellerOptional = requiredSellers.data?.isSellerRequired === false;
  const role = requiredSellers.data?.nonParticipatingRoleName ?? '';
  const nonParticipating = sellerOptional
    ? [{ value: NON_PARTICIPATING, label: t('productActivities.purchase.nonParticipating', { role }) }]
    : [];

  const chooseDefinition = (chosen: TActivityDefinition | null) => {
    update((current) => changeDefinition(current, chosen), 'productDefinitionId', 'productIds', 'currency');
    setManualErrors([]);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkPurchase(values, definition, checkContext());
    form.show(check.errors);
    setManualErrors(check.manualRows.map((attributes) => ({ attributes, fields: {} })));
    if (!isPurchaseValid(check)) {
      toast.error(t('productActivities.form.fixErrors'));
      return;
    }
    try {
      const receipt = await logPurchase.mutateAsync(toPurchaseInput(values, definition));
      finish(receipt, t('productActivities.purchase.saved'));
    } catch (error) {
      const placed = placeServerErrors(error, PURCHASE_PATHS, t('errors.generic'), manualRowsSent(values, definition));
      form.show(placed.byField, placed.other);
      setManualErrors(placed.rows);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg" maw={960}>
        <FormSection title={t('productActivities.purchase.sellerSection')}>
          <PartnerSelect
            kind="sellers"
            label={t('productActivities.fields.seller')}
            value={values.seller}
            error={errors.fromFacilityId}
            extraChoices={nonParticipating}
            farmsAsChoices
            onChange={(seller: TChoice | null) => update((current) => ({ ...current, seller }), 'fromFacilityId')}
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
        <FormSection title={t('productActivities.fields.products')}>
          <ProductPicker
            label={t('productActivities.products.lookupLabel')}
            lookupPath={LOOKUP_PATHS.purchase}
            modes={tradeLookupModes(user, 'PURCHASE')}
            rule={{ singleDefinition: true, definitionId: definition?.id ?? null, definitionName: definition?.name ?? null }}
            products={values.products}
            error={errors.productIds}
            onChange={(products) => update((current) => changeProducts(current, products), 'productIds', 'productDefinitionId')}
          />
          {can(user, 'MANUALLY_DEFINE_NEW_PRODUCT') && definition ? (
            <ManualProductsField
              definition={definition}
              rows={values.manualProducts}
              errors={manualErrors}
              onChange={(manualProducts, changed) => {
                update((current) => ({ ...current, manualProducts }), 'productIds');
                setManualErrors((current) => (changed ? withoutRowMessage(current, changed.index, changed.name) : []));
              }}
            />
          ) : null}
        </FormSection>
        <FormSection title={t('productActivities.purchase.detailsSection')}>
          <DocumentNumberField
            label={t('productActivities.fields.purchaseOrderNumber')}
            value={values.purchaseOrderNumber}
            error={errors.purchaseOrderNumber}
            onChange={(purchaseOrderNumber) => update((current) => ({ ...current, purchaseOrderNumber }), 'purchaseOrderNumber')}
          />
          <DateTimeField
            label={t('productActivities.fields.dateTime')}
            value={values.transactedAt}
            error={errors.transactedAt}
            onChange={(transactedAt) => update((current) => ({ ...current, transactedAt }), 'transactedAt')}
          />
          <PriceFields
            price={values.price}
            currency={values.currency}
            currencies={currencyChoices(definition)}
            error={errors.price ?? errors.currency}
            onChange={(price: string, currency: TCurrency | null) =>
              update((current) => ({ ...current, price, currency }), 'price', 'currency')
            }
          />
          <DocumentsField
            label={t('productActivities.fields.proofs')}
            purpose="proof"
            required
            files={values.proofs}
            error={errors.uploadProofs}
            onChange={(proofs) => update((current) => ({ ...current, proofs }), 'uploadProofs')}
          />
        </FormSection>
        <FormProblems problems={form.problems} />
        <FormActions submitLabel={t('productActivities.purchase.submit')} submitting={logPurchase.isPending} />
      </Stack>
    </form>
  );
}
