import { Divider, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { parseLanguage, type TPartnerKind, type TPartnerRoles } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, FormModalActions, FormModalProblems } from '../../../components/form-modal.tsx';
import { useRoleName } from '../../../lib/roles-api.ts';
import { LocationPicker } from '../../../components/location-picker.tsx';
import { PersonFields } from '../../../components/person-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { useCheckInvitation, useInvitePartner } from '../api/partners-api.ts';
import {
  changeKind,
  emptyInvite,
  isLocated,
  placeServerErrors,
  toInvitationCheck,
  toInvitePayload,
  validateInvite,
  type TInviteErrors,
  type TInviteValues,
  type TPartnerSource,
} from '../invite-form.ts';
import { BrokerPartnersField } from './broker-partners-field.tsx';
import { CandidatePicker } from './candidate-picker.tsx';

type TAddPartnerModalProps = { opened: boolean; roles: TPartnerRoles; onClose: () => void };

/** The kinds of partner the caller may add, in the order the form offers them. */
export function addableKinds(roles: TPartnerRoles): TPartnerKind[] {
  return [
    ...(roles.processingRoles.length > 0 ? (['processing_facility'] as const) : []),
    ...(roles.canAddTransporters ? (['transporter'] as const) : []),
    ...(roles.canAddBrokers ? (['broker'] as const) : []),
  ];
}

export function AddPartnerModal({ opened, roles, onClose }: TAddPartnerModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('partners.add.title')}>
      <AddPartnerForm roles={roles} onDone={onClose} />
    </FormModal>
  );
}

function AddPartnerForm({ roles, onDone }: { roles: TPartnerRoles; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const roleName = useRoleName();
  const kinds = addableKinds(roles);
  const [values, setValues] = useState<TInviteValues>(() => emptyInvite(kinds[0] ?? 'processing_facility'));
  const [errors, setErrors] = useState<TInviteErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const check = useCheckInvitation();
  const invite = useInvitePartner();
  const located = isLocated(values.kind);
  const roleOptions = roles.processingRoles.map((role) => ({
    value: role.id,
    label: t(`partners.add.roleDirection.${role.direction}`, { role: roleName(role) }),
    disabled: values.source === 'new' && !role.invitable,
  }));

  const update = (change: Partial<TInviteValues>, cleared: (keyof TInviteErrors)[]) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((field) => [field, undefined])) }));
  };

  const showServerProblems = (problems: Parameters<typeof placeServerErrors>[0]) => {
    const placed = placeServerErrors(problems);
    setErrors(placed.byField);
    setGeneral(placed.other);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral([]);
    const found = validateInvite(values, parseLanguage(i18n.language), {
      facilityId: t('partners.fields.facility'),
      roleId: t('partners.fields.role'),
      name: t('partners.fields.name'),
      countryId: t('partners.fields.country'),
      address: t('partners.fields.address'),
      businessRegisterNumber: t('partners.fields.registrationNumber'),
      email: t('fields.email'),
      firstName: t('fields.firstName'),
      lastName: t('fields.lastName'),
      phoneNumber: t('fields.phoneNumber'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = toInvitePayload(values);
    try {
      const verdict = await check.mutateAsync(toInvitationCheck(values));
      if (!verdict.valid) {
        showServerProblems(verdict.problems);
        return;
      }
      const partner = await invite.mutateAsync({ kind: values.kind, body });
      toast.success(
        values.source === 'new'
          ? t('partners.add.invited', { name: partner.facility.name, email: values.email.trim() })
          : t('partners.add.added', { name: partner.facility.name }),
      );
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) showServerProblems(error.fieldErrors);
      else toastApiError(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {kinds.length > 1 ? (
          <SegmentedControl
            fullWidth
            aria-label={t('partners.add.kindLabel')}
            data={kinds.map((kind) => ({ value: kind, label: t(`partners.kinds.${kind}`) }))}
            value={values.kind}
            onChange={(kind) => {
              setValues((current) => changeKind(current, kind as TPartnerKind));
              setErrors({});
              setGeneral([]);
            }}
          />
        ) : null}
        <Text size="sm" c="dimmed">
          {t(`partners.add.kindHelp.${values.kind}`)}
        </Text>
        <SegmentedControl
          aria-label={t('partners.add.sourceLabel')}
          data={[
            { value: 'existing', label: t('partners.add.existing') },
            { value: 'new', label: t('partners.add.new') },
          ]}
          value={values.source}
          onChange={(source) => {
            update({ source: source as TPartnerSource, facilityId: null, roleId: null }, ['facilityId', 'roleId']);
            setGeneral([]);
          }}
        />

        {values.kind === 'processing_facility' ? (
          <Select
            label={t(values.source === 'existing' ? 'partners.add.roleFilter' : 'partners.fields.role')}
            placeholder={t(values.source === 'existing' ? 'partners.add.anyRole' : 'partners.add.chooseRole')}
            description={
              values.source === 'new' && roles.processingRoles.some((role) => !role.invitable)
                ? t('partners.add.notInvitableRoles')
                : undefined
            }
            data={roleOptions}
            value={values.roleId}
            clearable={values.source === 'existing'}
            withAsterisk={values.source === 'new'}
            error={errors.roleId}
            onChange={(roleId) => update({ roleId, facilityId: null }, ['roleId', 'facilityId'])}
          />
        ) : null}

        {values.source === 'existing' ? (
          <CandidatePicker
            key={`${values.kind}:${values.roleId ?? ''}`}
            kind={values.kind}
            roleId={values.kind === 'processing_facility' ? values.roleId : null}
            value={values.facilityId}
            error={errors.facilityId}
            onChange={(facilityId) => update({ facilityId }, ['facilityId'])}
          />
        ) : (
          <>
            <TextInput
              label={t('partners.fields.name')}
              withAsterisk
              value={values.name}
              error={errors.name}
              onChange={(event) => update({ name: event.currentTarget.value }, ['name'])}
            />
            {located ? (
              <>
                <LocationPicker
                  required
                  value={values.location}
                  errors={{
                    countryId: errors.countryId,
                    provinceId: errors.provinceId,
                    districtId: errors.districtId,
                    address: errors.address,
                  }}
                  onChange={(location) => update({ location }, ['countryId', 'provinceId', 'districtId', 'address'])}
                />
                <TextInput
                  label={t('partners.fields.registrationNumber')}
                  value={values.businessRegisterNumber}
                  error={errors.businessRegisterNumber}
                  onChange={(event) => update({ businessRegisterNumber: event.currentTarget.value }, ['businessRegisterNumber'])}
                />
              </>
            ) : null}
            <Divider label={t('partners.add.contactPerson')} labelPosition="left" />
            <Text size="sm" c="dimmed">
              {t('partners.add.contactHelp')}
            </Text>
            <TextInput
              label={t('partners.fields.email')}
              type="email"
              autoComplete="off"
              withAsterisk
              value={values.email}
              error={errors.email}
              onChange={(event) => update({ email: event.currentTarget.value }, ['email'])}
            />
            <PersonFields
              values={values}
              errors={errors}
              onChange={(field, value) => update({ [field]: value }, [field])}
              labels={{
                firstName: t('partners.fields.firstName'),
                lastName: t('partners.fields.lastName'),
                phoneNumber: t('partners.fields.phoneNumber'),
                phoneDescription: t('partners.fields.phoneDescription'),
              }}
            />
          </>
        )}

        {values.kind === 'broker' ? (
          <BrokerPartnersField
            value={values.partnerIds}
            error={errors.partnerIds}
            onChange={(partnerIds) => update({ partnerIds }, ['partnerIds'])}
          />
        ) : null}

        <FormModalProblems messages={general} />

        <FormModalActions
          onCancel={onDone}
          submitLabel={t(values.source === 'new' ? 'partners.add.sendInvitation' : 'partners.add.addPartner')}
          submitting={check.isPending || invite.isPending}
        />
      </Stack>
    </form>
  );
}
