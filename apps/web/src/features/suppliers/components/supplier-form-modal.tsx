import { Alert, SegmentedControl, Stack } from '@mantine/core';
import { parseLanguage, type TSupplierDetail, type TSupplierListItem, type TSupplierRole } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDetailLoader } from '../../../components/form-detail-loader.tsx';
import { FormModal, FormModalActions, FormModalProblems } from '../../../components/form-modal.tsx';
import { IconInfo } from '../../../components/icons.tsx';
import { showSaveFailure } from '../../../lib/save-problems.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddSupplier, useEditSupplier, useSupplier } from '../api/suppliers-api.ts';
import {
  changeSupplierForm,
  emptySupplierForm,
  partnerRoleOf,
  SUPPLIER_DETAIL_FIELDS,
  supplierFormOf,
  toAddSupplierBody,
  toEditSupplierBody,
  validateSupplierForm,
  type TSupplierErrors,
  type TSupplierField,
  type TSupplierFormValues,
  type TSupplierSource,
} from '../model/supplier-form.ts';
import { placeSupplierProblems, supplierProblemsOf } from '../model/supplier-problems.ts';
import { BusinessPartnersField } from './business-partners-field.tsx';
import { ExistingFacilitySelect } from './existing-facility-select.tsx';
import { NewSupplierFields } from './new-supplier-fields.tsx';

type TSupplierFormModalProps = {
  opened: boolean;
  /** The supplier to edit; none to add one. */
  supplier: TSupplierListItem | null;
  roles: readonly TSupplierRole[];
  onClose: () => void;
};

export function SupplierFormModal({ opened, supplier, roles, onClose }: TSupplierFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={supplier ? t('suppliers.form.editTitle', { name: supplier.name }) : t('suppliers.form.addTitle')}
    >
      {supplier ? (
        <EditSupplierLoader supplierId={supplier.id} roles={roles} onDone={onClose} />
      ) : (
        <SupplierForm roles={roles} onDone={onClose} />
      )}
    </FormModal>
  );
}

/** The edit form needs the supplier's partners and first contact, which only its detail carries. */
function EditSupplierLoader({ supplierId, roles, onDone }: { supplierId: string; roles: readonly TSupplierRole[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDetailLoader
      detail={useSupplier(supplierId)}
      failedTitle={t('suppliers.form.loadFailed')}
      loadingLabel={t('suppliers.form.loading')}
    >
      {(detail) => <SupplierForm roles={roles} detail={detail} onDone={onDone} />}
    </FormDetailLoader>
  );
}

type TSupplierFormProps = { roles: readonly TSupplierRole[]; detail?: TSupplierDetail; onDone: () => void };

function SupplierForm({ roles, detail, onDone }: TSupplierFormProps) {
  const { t, i18n } = useTranslation();
  const [initial] = useState<TSupplierFormValues>(() => (detail ? supplierFormOf(detail) : emptySupplierForm()));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TSupplierErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const add = useAddSupplier();
  const edit = useEditSupplier();
  const detailsShown = detail ? detail.detailsEditable : true;
  const shownFields: TSupplierField[] =
    values.source === 'existing'
      ? ['facilityId', 'businessPartnerIds']
      : [...(detailsShown ? SUPPLIER_DETAIL_FIELDS : []), 'businessPartnerIds'];

  const update = (change: Partial<TSupplierFormValues>, cleared: TSupplierField[]) => {
    setValues((current) => changeSupplierForm(current, change));
    setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((field) => [field, undefined])) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral([]);
    const found = validateSupplierForm(
      values,
      parseLanguage(i18n.language),
      {
        facilityId: t('suppliers.form.facilityWord'),
        name: t('suppliers.form.nameWord'),
        typeId: t('suppliers.form.typeWord'),
        businessRegisterNumber: t('suppliers.form.registrationNumberWord'),
        oarId: t('suppliers.form.oarId'),
        firstName: t('fields.firstName'),
        lastName: t('fields.lastName'),
        email: t('fields.email'),
      },
      detailsShown,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (detail) {
        const saved = await edit.mutateAsync({ id: detail.id, body: toEditSupplierBody(values, initial, detailsShown) });
        toast.success(t('suppliers.form.saved', { name: saved.name }));
      } else {
        const saved = await add.mutateAsync(toAddSupplierBody(values));
        const invited = values.source === 'new' && roles.find((role) => role.id === values.typeId)?.canSignIn === true;
        toast.success(
          invited
            ? t('suppliers.form.invited', { name: saved.name, email: values.email.trim() })
            : t('suppliers.form.added', { name: saved.name }),
        );
      }
      onDone();
    } catch (error) {
      showSaveFailure(error, placeSupplierProblems(supplierProblemsOf(error), shownFields), {
        fields: setErrors,
        general: setGeneral,
        fallbackMessage: t('errors.generic'),
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {detail ? null : (
          <SegmentedControl
            fullWidth
            aria-label={t('suppliers.form.sourceLabel')}
            data={[
              { value: 'existing', label: t('suppliers.form.existing') },
              { value: 'new', label: t('suppliers.form.new') },
            ]}
            value={values.source}
            onChange={(source) => {
              update({ source: source as TSupplierSource }, ['facilityId', ...SUPPLIER_DETAIL_FIELDS]);
              setGeneral([]);
            }}
          />
        )}
        {values.source === 'existing' ? (
          <ExistingFacilitySelect
            value={values.facility}
            error={errors.facilityId}
            onChange={(facility) => update({ facility }, ['facilityId'])}
          />
        ) : (
          <>
            {detailsShown ? null : (
              <Alert color="blue" variant="light" icon={<IconInfo size={18} />}>
                {t('suppliers.form.detailsLocked', { name: detail?.name ?? '' })}
              </Alert>
            )}
            <NewSupplierFields
              values={values}
              errors={errors}
              roles={roles}
              editable={detailsShown}
              onChange={(field, value) => update({ [field]: value ?? (field === 'typeId' ? null : '') }, [field])}
            />
          </>
        )}
        <BusinessPartnersField
          // A new role asks for its own candidates from scratch.
          key={partnerRoleOf(values) ?? ''}
          roleId={partnerRoleOf(values)}
          supplierId={detail?.id}
          current={detail && partnerRoleOf(values) === detail.type.id ? detail.partners : []}
          value={values.businessPartnerIds}
          error={errors.businessPartnerIds}
          onChange={(businessPartnerIds) => update({ businessPartnerIds }, ['businessPartnerIds'])}
        />
        <FormModalProblems messages={general} />
        <FormModalActions
          onCancel={onDone}
          submitLabel={t(detail ? 'suppliers.form.save' : values.source === 'new' ? 'suppliers.form.addNew' : 'suppliers.form.addExisting')}
          submitting={add.isPending || edit.isPending}
        />
      </Stack>
    </form>
  );
}
