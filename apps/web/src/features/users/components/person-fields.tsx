import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TErrors, TPersonField, TPersonValues } from '../user-form.ts';

type TPersonFieldsProps = {
  values: TPersonValues;
  errors: TErrors<TPersonField>;
  onChange: (field: TPersonField, value: string) => void;
  /** The signed-in user's own details: the browser may offer to fill them in. */
  own?: boolean;
};

/** First and last name side by side, then the phone number: the same in every user form. */
export function PersonFields({ values, errors, onChange, own = false }: TPersonFieldsProps) {
  const { t } = useTranslation();
  const autoComplete = (token: string) => (own ? token : 'off');
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label={t('users.form.firstName')}
          autoComplete={autoComplete('given-name')}
          withAsterisk
          value={values.firstName}
          error={errors.firstName}
          onChange={(event) => onChange('firstName', event.currentTarget.value)}
        />
        <TextInput
          label={t('users.form.lastName')}
          autoComplete={autoComplete('family-name')}
          withAsterisk
          value={values.lastName}
          error={errors.lastName}
          onChange={(event) => onChange('lastName', event.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput
        label={t('users.form.phoneNumber')}
        description={t('users.form.phoneDescription')}
        placeholder="+923001234567"
        type="tel"
        dir="ltr"
        autoComplete={autoComplete('tel')}
        value={values.phoneNumber}
        error={errors.phoneNumber}
        onChange={(event) => onChange('phoneNumber', event.currentTarget.value)}
      />
    </Stack>
  );
}
