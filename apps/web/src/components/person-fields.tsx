import { SimpleGrid, Stack, TextInput } from '@mantine/core';

export type TPersonField = 'firstName' | 'lastName' | 'phoneNumber';

type TPersonFieldsProps = {
  values: Readonly<Record<TPersonField, string>>;
  errors: Partial<Record<TPersonField, string>>;
  onChange: (field: TPersonField, value: string) => void;
  /** The feature's own words for the fields. */
  labels: Readonly<Record<TPersonField | 'phoneDescription', string>>;
  /** The signed-in user's own details: the browser may offer to fill them in. */
  own?: boolean;
};

/** First and last name side by side, then the phone number: the same wherever a person is named. */
export function PersonFields({ values, errors, onChange, labels, own = false }: TPersonFieldsProps) {
  const autoComplete = (token: string) => (own ? token : 'off');
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label={labels.firstName}
          autoComplete={autoComplete('given-name')}
          withAsterisk
          value={values.firstName}
          error={errors.firstName}
          onChange={(event) => onChange('firstName', event.currentTarget.value)}
        />
        <TextInput
          label={labels.lastName}
          autoComplete={autoComplete('family-name')}
          withAsterisk
          value={values.lastName}
          error={errors.lastName}
          onChange={(event) => onChange('lastName', event.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput
        label={labels.phoneNumber}
        description={labels.phoneDescription}
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
