import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { parseLanguage, type TOrderSupplier } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, FormModalActions, FormModalProblems } from '../../../components/form-modal.tsx';
import { TypedDateField } from '../../../components/typed-date-field.tsx';
import { showSaveFailure } from '../../../lib/save-problems.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddOrderSupplier, useEditOrderSupplier } from '../api/orders-api.ts';
import { orderProblemsOf, placeOrderProblems } from '../model/order-problems.ts';
import {
  emptyOrderSupplierForm,
  ORDER_SUPPLIER_FIELDS,
  orderSupplierFormOf,
  toOrderSupplierAddBody,
  toOrderSupplierEditBody,
  validateOrderSupplierForm,
  type TOrderSupplierErrors,
  type TOrderSupplierField,
  type TOrderSupplierFormValues,
} from '../model/order-supplier-form.ts';
import { SupplierCandidateSelect } from './supplier-candidate-select.tsx';

/** Adding a supplier of `parent`, or editing `orderSupplier` (whose parent stays). */
export type TOrderSupplierFormTarget = { kind: 'add'; parent: TOrderSupplier } | { kind: 'edit'; orderSupplier: TOrderSupplier };

type TOrderSupplierFormModalProps = {
  opened: boolean;
  orderId: string;
  target: TOrderSupplierFormTarget | null;
  onClose: () => void;
};

export function OrderSupplierFormModal({ opened, orderId, target, onClose }: TOrderSupplierFormModalProps) {
  const { t } = useTranslation();
  const title =
    target?.kind === 'edit'
      ? t('orders.supplierForm.editTitle', { name: target.orderSupplier.supplier.name })
      : t('orders.supplierForm.addTitle', { name: target?.parent.supplier.name ?? '' });
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      {target ? <OrderSupplierForm orderId={orderId} target={target} onDone={onClose} /> : null}
    </FormModal>
  );
}

function OrderSupplierForm({ orderId, target, onDone }: { orderId: string; target: TOrderSupplierFormTarget; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<TOrderSupplierFormValues>(() =>
    target.kind === 'edit' ? orderSupplierFormOf(target.orderSupplier) : emptyOrderSupplierForm(),
  );
  const [errors, setErrors] = useState<TOrderSupplierErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const add = useAddOrderSupplier();
  const edit = useEditOrderSupplier();
  const parentId = target.kind === 'add' ? target.parent.id : (target.orderSupplier.parentId ?? undefined);

  const update = (change: Partial<TOrderSupplierFormValues>, field: TOrderSupplierField) => {
    setValues((current) => ({ ...current, ...change }));
    // Any document number satisfies the one-document rule, whose message stands on the PO field.
    const cleared = field === 'invoiceNumber' || field === 'packingListNumber' ? [field, 'purchaseOrderNumber'] : [field];
    setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((name) => [name, undefined])) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral([]);
    const now = new Date();
    const found = validateOrderSupplierForm(
      values,
      now,
      {
        names: {
          supplierId: t('orders.form.supplierWord'),
          purchasedAt: t('orders.form.purchasedAtWord'),
          purchaseOrderNumber: t('orders.form.purchaseOrderNumberWord'),
          invoiceNumber: t('orders.form.invoiceNumberWord'),
          packingListNumber: t('orders.form.packingListNumberWord'),
        },
        dates: { format: t('orders.form.dateFormat'), future: t('orders.form.dateInFuture') },
        oneDocument: t('orders.supplierForm.oneDocument'),
      },
      parseLanguage(i18n.language),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (target.kind === 'edit') {
        const { orderSupplier } = target;
        const body = toOrderSupplierEditBody(values, now, orderSupplier.purchasedAt);
        await edit.mutateAsync({ orderId, orderSupplierId: orderSupplier.id, body });
        toast.success(t('orders.supplierForm.saved', { name: values.supplier?.name ?? '' }));
      } else {
        await add.mutateAsync({ orderId, body: toOrderSupplierAddBody(values, target.parent.id, now) });
        toast.success(t('orders.supplierForm.added', { name: values.supplier?.name ?? '' }));
      }
      onDone();
    } catch (error) {
      showSaveFailure(error, placeOrderProblems(orderProblemsOf(error), ORDER_SUPPLIER_FIELDS), {
        fields: setErrors,
        general: setGeneral,
        fallbackMessage: t('errors.generic'),
      });
    }
  };

  const documentField = (field: 'purchaseOrderNumber' | 'invoiceNumber' | 'packingListNumber') => (
    <TextInput
      label={t(`orders.form.${field}`)}
      autoComplete="off"
      value={values[field]}
      error={errors[field]}
      onChange={(event) => update({ [field]: event.currentTarget.value }, field)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {target.kind === 'add' ? (
          <Text size="sm" c="dimmed">
            {t('orders.supplierForm.supplying', { name: target.parent.supplier.name, role: target.parent.supplier.roleName })}
          </Text>
        ) : null}
        <SupplierCandidateSelect
          label={t('orders.supplierForm.supplier')}
          description={t('orders.supplierForm.supplierHelp')}
          value={values.supplier}
          parentId={parentId}
          error={errors.supplierId}
          onChange={(supplier) => update({ supplier }, 'supplierId')}
        />
        <TypedDateField
          label={t('orders.supplierForm.purchasedAt')}
          description={t('orders.form.dateHint')}
          value={values.purchasedAt}
          error={errors.purchasedAt}
          onChange={(purchasedAt) => update({ purchasedAt }, 'purchasedAt')}
        />
        <Text size="sm" c="dimmed">
          {t('orders.supplierForm.documentsHelp')}
        </Text>
        {documentField('purchaseOrderNumber')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {documentField('invoiceNumber')}
          {documentField('packingListNumber')}
        </SimpleGrid>
        <FormModalProblems messages={general} />
        <FormModalActions
          onCancel={onDone}
          submitLabel={t(target.kind === 'edit' ? 'orders.supplierForm.save' : 'orders.supplierForm.add')}
          submitting={add.isPending || edit.isPending}
        />
      </Stack>
    </form>
  );
}
