import { TextInput } from '@mantine/core';
import { calendarDateOf } from '../lib/day-month-year.ts';

type TDayFilterProps = {
  label: string;
  value: string;
  /** Shown while the text is not a whole DD/MM/YYYY date, in the feature's own words. */
  formatError: string;
  onChange: (value: string) => void;
};

/** A list's filter day: typed DD/MM/YYYY, applied once it is a whole date. */
export function DayFilter({ label, value, formatError, onChange }: TDayFilterProps) {
  const invalid = value.trim() !== '' && calendarDateOf(value) === null;
  return (
    <TextInput
      w={140}
      label={label}
      dir="ltr"
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/YYYY"
      value={value}
      error={invalid ? formatError : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
