import { Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { MAX_OAR_ID_LENGTH, MAX_PROFILE_TEXT_LENGTH } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { derivedFields } from '../profile-layout.ts';
import type { TFieldsetProps } from './fieldset-props.ts';

/**
 * The organisation's name and, for producers, trader name, registration number and OS ID. A name
 * or OS ID that an identifier system provides is answered in that system's section instead.
 */
export function BusinessFieldset({ profile, values, errors, set }: TFieldsetProps) {
  const { t } = useTranslation();
  const derived = derivedFields(profile.roleAttributes);
  const isProducer = profile.role.type === 'Producer';
  return (
    <Fieldset legend={t(isProducer ? 'facilityProfile.form.business' : 'facilityProfile.form.organisation')} variant="filled">
      <Stack gap="sm">
        {derived.has('name') ? (
          <Text size="sm" c="dimmed">
            {t('facilityProfile.form.nameFromIdentifier', { name: profile.name })}
          </Text>
        ) : (
          <TextInput
            label={t(isProducer ? 'facilityProfile.fields.businessName' : 'facilityProfile.fields.organisationName')}
            required
            maxLength={MAX_PROFILE_TEXT_LENGTH}
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
        )}
        {isProducer ? (
          <>
            <TextInput
              label={t('facilityProfile.fields.traderName')}
              maxLength={MAX_PROFILE_TEXT_LENGTH}
              value={values.traderName}
              error={errors.traderName}
              onChange={(event) => set('traderName', event.currentTarget.value)}
            />
            <TextInput
              label={t('facilityProfile.fields.businessRegisterNumber')}
              maxLength={100}
              value={values.businessRegisterNumber}
              error={errors.businessRegisterNumber}
              onChange={(event) => set('businessRegisterNumber', event.currentTarget.value)}
            />
            {derived.has('oarId') ? null : (
              <TextInput
                label={t('facilityProfile.fields.oarId')}
                maxLength={MAX_OAR_ID_LENGTH}
                dir="ltr"
                value={values.oarId}
                error={errors.oarId}
                onChange={(event) => set('oarId', event.currentTarget.value)}
              />
            )}
          </>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
