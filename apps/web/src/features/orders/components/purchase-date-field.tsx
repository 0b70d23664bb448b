import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TPurchaseDateFieldProps = { label: string; value: string; error?: string; onChange: (value: string) => void };

/** A purchase date typed as DD/MM/YYYY (spec §9), which reads left to right in Urdu too. */
export function PurchaseDateField({ label, value, error, onChange }: TPurchaseDateFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      withAsterisk
      dir="ltr"
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/YYYY"
      description={t('orders.form.dateHint')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
