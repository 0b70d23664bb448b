import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { parseLanguage, PRODUCT_QUANTITY_UNITS, type TOrderDetail, type TProductQuantityUnit } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormModal, FormModalActions, FormModalProblems } from '../../../components/form-modal.tsx';
import { FormDetailLoader } from '../../../components/form-detail-loader.tsx';
import { TypedDateField } from '../../../components/typed-date-field.tsx';
import { showSaveFailure } from '../../../lib/save-problems.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddOrder, useEditOrder, useOrder } from '../api/orders-api.ts';
import {
  emptyOrderForm,
  ORDER_FIELDS,
  orderFormOf,
  resetsTrace,
  toOrderBody,
  validateOrderForm,
  type TOrderErrors,
  type TOrderField,
  type TOrderFormValues,
} from '../model/order-form.ts';
import { orderProblemsOf, placeOrderProblems } from '../model/order-problems.ts';
import { furtherSupplierCount } from '../model/order-tree.ts';
import { SupplierCandidateSelect } from './supplier-candidate-select.tsx';

type TOrderFormModalProps = {
  opened: boolean;
  /** The order to edit (its id and PO for the title); none to add one. */
  order: { id: string; purchaseOrderNumber: string } | null;
  onClose: () => void;
};

export function OrderFormModal({ opened, order, onClose }: TOrderFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={order ? t('orders.form.editTitle', { number: order.purchaseOrderNumber }) : t('orders.form.addTitle')}
    >
      {order ? <EditOrderLoader orderId={order.id} onDone={onClose} /> : <OrderForm onDone={onClose} />}
    </FormModal>
  );
}

/** The edit form needs the order's suppliers (an edit may reset the trace), which only its detail carries. */
function EditOrderLoader({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDetailLoader detail={useOrder(orderId)} failedTitle={t('orders.form.loadFailed')} loadingLabel={t('orders.form.loading')}>
      {(detail) => <OrderForm detail={detail} onDone={onDone} />}
    </FormDetailLoader>
  );
}

type TOrderFormProps = { detail?: TOrderDetail; onDone: () => void };

function OrderForm({ detail, onDone }: TOrderFormProps) {
  const { t, i18n } = useTranslation();
  const [initial] = useState<TOrderFormValues>(() => (detail ? orderFormOf(detail) : emptyOrderForm()));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TOrderErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const add = useAddOrder();
  const edit = useEditOrder();
  const further = detail ? furtherSupplierCount(detail.suppliers) : 0;

  const update = (change: Partial<TOrderFormValues>, field: TOrderField) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async () => {
    const now = new Date();
    try {
      const saved = detail
        ? await edit.mutateAsync({ id: detail.id, body: toOrderBody(values, now, detail.purchasedAt) })
        : await add.mutateAsync(toOrderBody(values, now));
      toast.success(t(detail ? 'orders.form.saved' : 'orders.form.added', { number: saved.purchaseOrderNumber }));
      onDone();
    } catch (error) {
      // The confirmation (when one was asked) gives way, so the problems show on the form.
      setConfirmingReset(false);
      showSaveFailure(error, placeOrderProblems(orderProblemsOf(error), ORDER_FIELDS), {
        fields: setErrors,
        general: setGeneral,
        fallbackMessage: t('errors.generic'),
      });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral([]);
    const found = validateOrderForm(
      values,
      new Date(),
      {
        names: {
          supplierId: t('orders.form.supplierWord'),
          purchaseOrderNumber: t('orders.form.purchaseOrderNumberWord'),
          purchasedAt: t('orders.form.purchasedAtWord'),
          productDescription: t('orders.form.productDescriptionWord'),
          quantity: t('orders.form.quantityWord'),
          quantityUnit: t('orders.form.unitWord'),
          invoiceNumber: t('orders.form.invoiceNumberWord'),
          packingListNumber: t('orders.form.packingListNumberWord'),
        },
        dates: { format: t('orders.form.dateFormat'), future: t('orders.form.dateInFuture') },
      },
      parseLanguage(i18n.language),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (resetsTrace(initial, values, further)) setConfirmingReset(true);
    else void save();
  };

  const text = (field: 'purchaseOrderNumber' | 'productDescription' | 'invoiceNumber' | 'packingListNumber', required = false) => (
    <TextInput
      label={t(`orders.form.${field}`)}
      withAsterisk={required}
      autoComplete="off"
      value={values[field]}
      error={errors[field]}
      onChange={(event) => update({ [field]: event.currentTarget.value }, field)}
    />
  );

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SupplierCandidateSelect
            label={t('orders.form.supplier')}
            description={t('orders.form.supplierHelp')}
            value={values.supplier}
            error={errors.supplierId}
            onChange={(supplier) => update({ supplier }, 'supplierId')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('purchaseOrderNumber', true)}
            <TypedDateField
              label={t('orders.form.purchasedAt')}
              description={t('orders.form.dateHint')}
              value={values.purchasedAt}
              error={errors.purchasedAt}
              onChange={(purchasedAt) => update({ purchasedAt }, 'purchasedAt')}
            />
          </SimpleGrid>
          {text('productDescription', true)}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t('orders.form.quantity')}
              withAsterisk
              min={0}
              decimalScale={2}
              allowNegative={false}
              hideControls
              value={values.quantity}
              error={errors.quantity}
              onChange={(quantity) => update({ quantity }, 'quantity')}
            />
            <Select
              label={t('orders.form.unit')}
              withAsterisk
              allowDeselect={false}
              data={PRODUCT_QUANTITY_UNITS.map((unit) => ({ value: unit, label: t(`orders.units.${unit}`) }))}
              value={values.quantityUnit}
              error={errors.quantityUnit}
              onChange={(unit) => {
                if (unit) update({ quantityUnit: unit as TProductQuantityUnit }, 'quantityUnit');
              }}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('invoiceNumber')}
            {text('packingListNumber')}
          </SimpleGrid>
          <FormModalProblems messages={general} />
          <FormModalActions
            onCancel={onDone}
            submitLabel={t(detail ? 'orders.form.save' : 'orders.form.add')}
            submitting={add.isPending || edit.isPending}
          />
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirmingReset}
        title={t('orders.form.resetTitle')}
        body={t('orders.form.resetBody', { count: further })}
        confirmLabel={t('orders.form.resetConfirm')}
        destructive
        loading={edit.isPending}
        onConfirm={() => void save()}
        onClose={() => setConfirmingReset(false)}
      />
    </>
  );
}
