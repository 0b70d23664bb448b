import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRangeOption } from '../overview-ranges.ts';

type TPeriodSelectProps = { options: readonly TRangeOption[]; value: string | null; onChange: (value: string) => void };

/** The period the Overview counts in, newest first. */
export function PeriodSelect({ options, value, onChange }: TPeriodSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      w={260}
      label={t('overview.period.label')}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      allowDeselect={false}
      disabled={options.length < 2}
      onChange={(chosen) => {
        if (chosen !== null) onChange(chosen);
      }}
    />
  );
}
