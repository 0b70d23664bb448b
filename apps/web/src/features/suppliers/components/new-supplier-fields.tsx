import { Divider, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TSupplierRole } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../../lib/roles-api.ts';
import type { TSupplierDetailField, TSupplierErrors, TSupplierFormValues } from '../model/supplier-form.ts';

type TNewSupplierFieldsProps = {
  values: TSupplierFormValues;
  errors: TSupplierErrors;
  roles: readonly TSupplierRole[];
  /** False while the supplier keeps its own details: they show, but only its partners change. */
  editable: boolean;
  onChange: (field: TSupplierDetailField, value: string | null) => void;
};

/** A new supplier's facility (name, type, identifiers) and its first contact, who becomes its Admin. */
export function NewSupplierFields({ values, errors, roles, editable, onChange }: TNewSupplierFieldsProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const chosenRole = roles.find((role) => role.id === values.typeId);
  const text = (field: Exclude<TSupplierDetailField, 'typeId'>, label: string, options: { required?: boolean; type?: string } = {}) => (
    <TextInput
      label={label}
      type={options.type}
      autoComplete="off"
      withAsterisk={options.required === true && editable}
      disabled={!editable}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => onChange(field, event.currentTarget.value)}
    />
  );

  return (
    <Stack gap="md">
      {text('name', t('suppliers.form.name'), { required: true })}
      <Select
        label={t('suppliers.form.type')}
        placeholder={t('suppliers.form.typePlaceholder')}
        description={chosenRole && !chosenRole.canSignIn ? t('suppliers.form.typeWithoutSignIn') : undefined}
        data={roles.map((role) => ({
          value: role.id,
          label: role.tier === null ? roleName(role) : t('suppliers.form.typeOption', { type: roleName(role), tier: role.tier }),
        }))}
        value={values.typeId}
        searchable
        withAsterisk={editable}
        disabled={!editable}
        nothingFoundMessage={t('suppliers.list.noType')}
        error={errors.typeId}
        onChange={(typeId) => onChange('typeId', typeId)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {text('businessRegisterNumber', t('suppliers.form.registrationNumber'))}
        {text('oarId', t('suppliers.form.oarId'))}
      </SimpleGrid>
      <Divider label={t('suppliers.form.contact')} labelPosition="left" />
      <Text size="sm" c="dimmed">
        {t('suppliers.form.contactHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {text('firstName', t('suppliers.form.firstName'), { required: true })}
        {text('lastName', t('suppliers.form.lastName'), { required: true })}
      </SimpleGrid>
      {text('email', t('suppliers.form.email'), { required: true, type: 'email' })}
    </Stack>
  );
}
