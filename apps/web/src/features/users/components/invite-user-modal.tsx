import { Divider, MultiSelect, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { parseLanguage, ROLE_TYPES, type TRole } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, FormModalActions } from '../../../components/form-modal.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { useRoleName } from '../../../lib/roles-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useInviteUser } from '../api/users-api.ts';
import {
  EMPTY_INVITE,
  inviteFieldOf,
  needsApiLimits,
  organisationFieldFor,
  toInvitePayload,
  validateInvite,
  type TInviteField,
  type TInviteValues,
} from '../invite-form.ts';
import { roleTypeLabelKey } from '../role-type-label.ts';
import { withoutEmpty, type TErrors } from '../user-form.ts';
import { NewUserEmailField } from './new-user-email-field.tsx';
import { PersonFields } from './person-fields.tsx';

type TInviteUserModalProps = { opened: boolean; roles: readonly TRole[]; onClose: () => void };

export function InviteUserModal({ opened, roles, onClose }: TInviteUserModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('users.invite.title')}>
      <InviteUserForm roles={roles} onDone={onClose} />
    </FormModal>
  );
}

function InviteUserForm({ roles, onDone }: { roles: readonly TRole[]; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const roleName = useRoleName();
  const invite = useInviteUser();
  const [values, setValues] = useState<TInviteValues>(EMPTY_INVITE);
  const [errors, setErrors] = useState<TErrors<TInviteField>>({});
  const role = roles.find((candidate) => candidate.id === values.roleId) ?? null;
  const organisation = role ? organisationFieldFor(role.type) : null;
  const organisationLabel = organisation ? t(`users.invite.${organisation.label}`) : '';

  const change = <TField extends TInviteField>(field: TField, value: TInviteValues[TField]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = withoutEmpty(
      validateInvite(values, role, parseLanguage(i18n.language), {
        roleId: t('fields.role'),
        firstName: t('fields.firstName'),
        lastName: t('fields.lastName'),
        email: t('fields.email'),
        phoneNumber: t('fields.phoneNumber'),
        organisationName: organisationLabel.toLocaleLowerCase(),
      }),
    );
    setErrors(found);
    if (Object.keys(found).length > 0 || !role) return;
    invite.mutate(toInvitePayload(values, role), {
      onSuccess: (user) => {
        toast.success(t('users.invite.sent', { email: user.email }));
        onDone();
      },
      onError: (error) => {
        const byField: TErrors<TInviteField> = {};
        let unplaced = false;
        for (const fieldError of error.fieldErrors) {
          const field = inviteFieldOf(fieldError.path);
          if (field) byField[field] ??= fieldError.message;
          else unplaced = true;
        }
        setErrors(byField);
        if (Object.keys(byField).length === 0 || unplaced) toastApiError(error);
      },
    });
  };

  const roleOptions = ROLE_TYPES.map((type) => ({
    group: t(roleTypeLabelKey(type)),
    items: roles.filter((candidate) => candidate.type === type).map((candidate) => ({ value: candidate.id, label: roleName(candidate) })),
  })).filter((group) => group.items.length > 0);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('users.invite.subtitle')}
        </Text>
        <Select
          label={t('users.invite.role')}
          placeholder={t('users.invite.rolePlaceholder')}
          data={roleOptions}
          value={values.roleId}
          searchable
          withAsterisk
          error={errors.roleId}
          nothingFoundMessage={t('users.list.noRoleFound')}
          onChange={(roleId) => change('roleId', roleId)}
        />
        {organisation ? (
          <TextInput
            label={organisationLabel}
            description={t(`users.invite.${organisation.label}Description`)}
            withAsterisk
            value={values.organisationName}
            error={errors.organisationName}
            onChange={(event) => change('organisationName', event.currentTarget.value)}
          />
        ) : null}
        <NewUserEmailField value={values.email} error={errors.email} onChange={(email) => change('email', email)} />
        <PersonFields values={values} errors={errors} onChange={change} />
        {role && needsApiLimits(role.type) ? (
          <>
            <Divider label={t('users.invite.apiLimits')} labelPosition="left" mt="xs" />
            <MultiSelect
              label={t('users.invite.riskIndices')}
              description={t('users.invite.riskIndicesDescription')}
              placeholder={t('users.invite.riskIndicesPlaceholder')}
              data={[]}
              value={values.riskIndexIds}
              error={errors.riskIndexIds}
              nothingFoundMessage={t('users.invite.riskIndicesEmpty')}
              onChange={(ids) => change('riskIndexIds', ids)}
            />
            <NumberInput
              label={t('users.invite.maximumNewRiskIndices')}
              description={t('users.invite.maximumNewRiskIndicesDescription')}
              min={0}
              max={10_000}
              allowDecimal={false}
              allowNegative={false}
              value={values.maximumNewRiskIndices}
              error={errors.maximumNewRiskIndices}
              onChange={(value) => change('maximumNewRiskIndices', typeof value === 'number' ? value : '')}
            />
          </>
        ) : null}
        <FormModalActions onCancel={onDone} submitLabel={t('users.invite.submit')} submitting={invite.isPending} />
      </Stack>
    </form>
  );
}
