import { Group, Select } from '@mantine/core';
import { DNA_TEST_KINDS, DNA_TEST_RESULTS, type TDnaTestKind, type TDnaTestResult } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field.tsx';
import type { TDnaTestListChange, TDnaTestListState } from '../model/dna-test-list.ts';
import { PartySelect } from './party-select.tsx';
import { DayFilter } from '../../../components/day-filter.tsx';

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
      <DayFilter
        formatError={t('dnaTests.form.dateFormat')}
        label={t('dnaTests.list.from')}
        value={state.from}
        onChange={(from) => onChange({ from })}
      />
      <DayFilter
        formatError={t('dnaTests.form.dateFormat')}
        label={t('dnaTests.list.to')}
        value={state.to}
        onChange={(to) => onChange({ to })}
      />
    </Group>
  );
}
