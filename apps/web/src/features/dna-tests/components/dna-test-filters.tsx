import { Group, Select, TextInput } from '@mantine/core';
import { DNA_TEST_KINDS, DNA_TEST_RESULTS, type TDnaTestKind, type TDnaTestResult } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field.tsx';
import type { TDnaTestListChange, TDnaTestListState } from '../model/dna-test-list.ts';
import { PartySelect } from './party-select.tsx';
import { calendarDateOf } from '../../../lib/day-month-year.ts';

/** A filter day: DD/MM/YYYY, applied once it is a whole date. */
function DayFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
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
      error={invalid ? t('dnaTests.form.dateFormat') : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

type TDnaTestFiltersProps = {
  state: TDnaTestListState;
  /** Changes whenever the filters are cleared, so the search box empties too. */
  searchKey: number;
  onChange: (change: TDnaTestListChange) => void;
};

/** The list's filters: a search, the kind, the result, the supplier and a range of test days. */
export function DnaTestFilters({ state, searchKey, onChange }: TDnaTestFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap" align="flex-start" flex={1}>
      <SearchField
        key={searchKey}
        w={240}
        label={t('dnaTests.list.searchLabel')}
        placeholder={t('dnaTests.list.searchPlaceholder')}
        initialValue={state.key}
        onSearch={(key) => onChange({ key })}
      />
      <Select
        w={170}
        label={t('dnaTests.list.kind')}
        placeholder={t('dnaTests.list.anyKind')}
        data={DNA_TEST_KINDS.map((kind) => ({ value: kind, label: t(`dnaTests.kinds.${kind}`) }))}
        value={state.kind}
        clearable
        clearButtonProps={{ 'aria-label': t('dnaTests.list.clearKind') }}
        onChange={(kind) => onChange({ kind: kind as TDnaTestKind | null })}
      />
      <Select
        w={150}
        label={t('dnaTests.list.result')}
        placeholder={t('dnaTests.list.anyResult')}
        data={DNA_TEST_RESULTS.map((result) => ({ value: result, label: t(`dnaTests.results.${result}`) }))}
        value={state.result}
        clearable
        clearButtonProps={{ 'aria-label': t('dnaTests.list.clearResult') }}
        onChange={(result) => onChange({ result: result as TDnaTestResult | null })}
      />
      <PartySelect
        key={`supplier-${searchKey}`}
        kind="supplier"
        w={230}
        required={false}
        label={t('dnaTests.list.supplier')}
        value={state.supplier}
        onChange={(supplier) => onChange({ supplier })}
      />
      <DayFilter label={t('dnaTests.list.from')} value={state.from} onChange={(from) => onChange({ from })} />
      <DayFilter label={t('dnaTests.list.to')} value={state.to} onChange={(to) => onChange({ to })} />
    </Group>
  );
}
