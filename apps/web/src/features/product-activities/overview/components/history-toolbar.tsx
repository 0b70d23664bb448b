import { Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_TYPE_FILTERS, readTypedDays, typedDayOf, type THistoryFilter, type THistoryTypeFilter } from '../history-filter.ts';

type THistoryToolbarProps = {
  filter: THistoryFilter;
  onChange: (change: Partial<Omit<THistoryFilter, 'page'>>) => void;
};

type TDateField = 'from' | 'to';

/**
 * The type filter and the days typed as DD/MM/YYYY. The fields show every keystroke; the list is
 * asked again only once both fields read as days (or are empty), so half-typed text never empties it.
 * Give it a new `key` to show the filter's own bounds again.
 */
export function HistoryToolbar({ filter, onChange }: THistoryToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => ({ from: typedDayOf(filter.from), to: typedDayOf(filter.to) }));
  // The days last passed on: retyping them, or typing a half date and back, asks nothing again.
  const [sent, setSent] = useState(text);
  const [left, setLeft] = useState<Record<TDateField, boolean>>({ from: false, to: false });
  const days = readTypedDays(text.from, text.to);

  const typeDay = (field: TDateField, value: string) => {
    const next = { ...text, [field]: value };
    setText(next);
    const read = readTypedDays(next.from, next.to);
    if (read.ok && (next.from.trim() !== sent.from.trim() || next.to.trim() !== sent.to.trim())) {
      setSent(next);
      onChange({ from: read.from, to: read.to });
    }
  };

  const dateField = (field: TDateField) => {
    const problem = days.ok ? undefined : days.problems[field];
    return (
      <TextInput
        w={160}
        label={t(`overview.history.${field}`)}
        placeholder={t('overview.history.datePlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        value={text[field]}
        error={left[field] && problem ? t(`overview.history.${problem}`) : undefined}
        onChange={(event) => typeDay(field, event.currentTarget.value)}
        onBlur={() => setLeft((current) => ({ ...current, [field]: true }))}
      />
    );
  };

  const typeLabel = (value: THistoryTypeFilter) => (value === 'all' ? t('overview.history.allTypes') : t(`overview.types.${value}`));

  return (
    <Group gap="sm" wrap="wrap" align="flex-start">
      <Select
        w={220}
        label={t('overview.history.type')}
        data={HISTORY_TYPE_FILTERS.map((value) => ({ value, label: typeLabel(value) }))}
        value={filter.type}
        allowDeselect={false}
        onChange={(value) => {
          if (value !== null) onChange({ type: value as THistoryTypeFilter });
        }}
      />
      {dateField('from')}
      {dateField('to')}
    </Group>
  );
}
