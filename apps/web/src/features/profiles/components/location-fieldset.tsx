import { Fieldset, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from '../../../components/location-picker.tsx';
import { derivedFields } from '../profile-layout.ts';
import type { TFieldsetProps } from './fieldset-props.ts';

/**
 * Where the organisation is: country → province → district and street address (Pakistan first,
 * Other keeps only the address), or just the address when an identifier system gives the place.
 */
export function LocationFieldset({ profile, values, errors, set }: TFieldsetProps) {
  const { t } = useTranslation();
  const derived = derivedFields(profile.roleAttributes);
  if (derived.has('location') && derived.has('address')) return null;
  return (
    <Fieldset legend={t('facilityProfile.form.location')} variant="filled">
      {derived.has('location') ? (
        <TextInput
          label={t('facilityProfile.fields.address')}
          required
          value={values.location.address}
          error={errors.address}
          onChange={(event) => set('location', { ...values.location, address: event.currentTarget.value })}
        />
      ) : (
        <LocationPicker
          value={values.location}
          onChange={(location) => set('location', location)}
          onPositionFound={(point) => set('point', point)}
          errors={{ countryId: errors.countryId, provinceId: errors.provinceId, districtId: errors.districtId, address: errors.address }}
          required
        />
      )}
    </Fieldset>
  );
}
