import { Fieldset, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFieldsetProps } from './fieldset-props.ts';

/** The person saving the profile: names and phone number (onboarding asks for them with the organisation). */
export function PersonFieldset({ values, errors, set }: Omit<TFieldsetProps, 'profile'>) {
  const { t } = useTranslation();
  const person = values.person;
  return (
    <Fieldset legend={t('facilityProfile.form.person')} variant="filled">
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t('facilityProfile.form.firstName')}
          required
          value={person.firstName}
          error={errors.firstName}
          onChange={(event) => set('person', { ...person, firstName: event.currentTarget.value })}
        />
        <TextInput
          label={t('facilityProfile.form.lastName')}
          required
          value={person.lastName}
          error={errors.lastName}
          onChange={(event) => set('person', { ...person, lastName: event.currentTarget.value })}
        />
      </Group>
      <TextInput
        mt="sm"
        label={t('facilityProfile.form.phoneNumber')}
        description={t('facilityProfile.form.phoneDescription')}
        dir="ltr"
        value={person.phoneNumber}
        error={errors.phoneNumber}
        onChange={(event) => set('person', { ...person, phoneNumber: event.currentTarget.value })}
      />
    </Fieldset>
  );
}
