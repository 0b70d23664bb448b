import { Button, Group, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import type { TRiskFilterValues, TRiskSource } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import {
  changeRiskFilters,
  dateRangeProblems,
  hasRiskFilters,
  NO_RISK_FILTERS,
  riskFilterOptions,
  type TDayProblem,
  type TRiskFilters,
} from '../model/risk-filters.ts';
import { dayTextOf } from '../../../lib/day-month-year.ts';

type TRiskFilterBarProps = {
  filters: TRiskFilters;
  /** The facility's own sources and taxonomy; none yet while they load. */
  values: TRiskFilterValues | undefined;
  onChange: (filters: TRiskFilters) => void;
};

const EMPTY_VALUES: TRiskFilterValues = { sources: [], categories: [], indicators: [], subIndicators: [], earliest: null, latest: null };

/** A filter day: DD/MM/YYYY (spec §9), applied once it is a whole date. */
function DayFilter({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      w={150}
      label={label}
      dir="ltr"
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/YYYY"
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/**
 * Sources, categories, indicators, sub-indicators and a range of days. The taxonomy cascades: choosing a
 * category narrows the indicators offered, and unticking it drops its indicators from the filters.
 */
export function RiskFilterBar({ filters, values = EMPTY_VALUES, onChange }: TRiskFilterBarProps) {
  const { t } = useTranslation();
  const options = riskFilterOptions(values, filters);
  const change = (patch: Partial<TRiskFilters>) => onChange(changeRiskFilters(filters, patch, values));
  const problems = dateRangeProblems(filters);
  const dayError = (problem: TDayProblem | null) => (problem ? t(`risk.filters.dayProblems.${problem}`) : undefined);
  const sourceIds = new Set<string>(values.sources.map((source) => source.source));
  return (
    <Stack gap={6}>
      <Group gap="sm" align="flex-start" wrap="wrap" role="group" aria-label={t('risk.filters.label')}>
        <MultiSelect
          w={220}
          label={t('risk.filters.sources')}
          placeholder={filters.sources.length === 0 ? t('risk.filters.allSources') : undefined}
          data={values.sources.map((source) => ({ value: source.source, label: source.sourceLabel }))}
          value={filters.sources.filter((source) => sourceIds.has(source))}
          onChange={(sources) => change({ sources: sources as TRiskSource[] })}
          clearable
          clearButtonProps={{ 'aria-label': t('risk.filters.clearSources') }}
        />
        <MultiSelect
          w={240}
          label={t('risk.filters.categories')}
          placeholder={filters.categoryIds.length === 0 ? t('risk.filters.allCategories') : undefined}
          data={options.categories.map((category) => ({ value: category.id, label: category.name }))}
          value={filters.categoryIds}
          onChange={(categoryIds) => change({ categoryIds })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('risk.filters.clearCategories') }}
        />
        <MultiSelect
          w={240}
          label={t('risk.filters.indicators')}
          placeholder={filters.indicatorIds.length === 0 ? t('risk.filters.allIndicators') : undefined}
          data={options.indicators.map((indicator) => ({ value: indicator.id, label: indicator.name }))}
          value={filters.indicatorIds}
          onChange={(indicatorIds) => change({ indicatorIds })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('risk.filters.clearIndicators') }}
        />
        <MultiSelect
          w={240}
          label={t('risk.filters.subIndicators')}
          placeholder={filters.subIndicatorIds.length === 0 ? t('risk.filters.allSubIndicators') : undefined}
          data={options.subIndicators.map((subIndicator) => ({ value: subIndicator.id, label: subIndicator.name }))}
          value={filters.subIndicatorIds}
          onChange={(subIndicatorIds) => change({ subIndicatorIds })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('risk.filters.clearSubIndicators') }}
        />
        <DayFilter
          label={t('risk.filters.from')}
          value={filters.from}
          error={dayError(problems.from)}
          onChange={(from) => change({ from })}
        />
        <DayFilter label={t('risk.filters.to')} value={filters.to} error={dayError(problems.to)} onChange={(to) => change({ to })} />
        {hasRiskFilters(filters) ? (
          <Button variant="subtle" mt={24} onClick={() => onChange(NO_RISK_FILTERS)}>
            {t('risk.filters.clear')}
          </Button>
        ) : null}
      </Group>
      {values.earliest && values.latest ? (
        <Text size="xs" c="dimmed">
          {t('risk.filters.itemsSpan', { from: dayTextOf(values.earliest), to: dayTextOf(values.latest) })}
        </Text>
      ) : null}
    </Stack>
  );
}
