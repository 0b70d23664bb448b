import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TTargetDateFieldProps = { label: string; value: string; error?: string; onChange: (value: string) => void };

/** A target date typed DD/MM/YYYY (spec §9), which reads left to right in Urdu too. */
export function TargetDateField({ label, value, error, onChange }: TTargetDateFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      withAsterisk
      dir="ltr"
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/YYYY"
      description={t('improvementPlans.form.targetDateHelp')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
