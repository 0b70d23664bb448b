import { TextInput } from '@mantine/core';

type TTypedDateFieldProps = { label: string; description: string; value: string; error?: string; onChange: (value: string) => void };

/** A required date typed DD/MM/YYYY (spec §9), which reads left to right in Urdu too. */
export function TypedDateField({ label, description, value, error, onChange }: TTypedDateFieldProps) {
  return (
    <TextInput
      label={label}
      withAsterisk
      dir="ltr"
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/YYYY"
      description={description}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
