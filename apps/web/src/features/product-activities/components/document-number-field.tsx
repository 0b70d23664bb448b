import { TextInput } from '@mantine/core';

type TDocumentNumberFieldProps = { label: string; value: string; error?: string; onChange(value: string): void };

/** A purchase order, invoice or packing list number: required, at most 255 characters. */
export function DocumentNumberField({ label, value, error, onChange }: TDocumentNumberFieldProps) {
  return (
    <TextInput
      label={label}
      required
      maxLength={255}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
