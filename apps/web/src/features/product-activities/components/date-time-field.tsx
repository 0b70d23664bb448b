import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TDateTimeFieldProps = { label: string; value: string; error?: string; onChange(value: string): void };

/** When an activity happened, typed as DD/MM/YYYY HH:mm (spec §9); it starts at the current minute. */
export function DateTimeField({ label, value, error, onChange }: TDateTimeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      required
      dir="ltr"
      placeholder="DD/MM/YYYY HH:mm"
      description={t('productActivities.form.dateTimeHint')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
