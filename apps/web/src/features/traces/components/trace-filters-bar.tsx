import { Button, Group, Select } from '@mantine/core';
import { LINK_CONFIDENCES, parseLanguage, type TLinkConfidence } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { countryName } from '../model/trace-format.ts';
import { hasTraceFilters, NO_TRACE_FILTERS, type TTraceFilters } from '../model/trace-filters.ts';

type TTraceFiltersBarProps = {
  filters: TTraceFilters;
  tiers: readonly number[];
  countryCodes: readonly string[];
  onChange: (filters: TTraceFilters) => void;
};

const isConfidence = (value: string | null): value is TLinkConfidence => LINK_CONFIDENCES.some((confidence) => confidence === value);

/** Tier, country and confidence: one set narrows the graph, the list and the suppliers alike. */
export function TraceFiltersBar({ filters, tiers, countryCodes, onChange }: TTraceFiltersBarProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t('traces.filters.label')}>
      <Select
        label={t('traces.filters.tier')}
        placeholder={t('traces.filters.allTiers')}
        data={tiers.map((tier) => ({ value: String(tier), label: t('traces.tier', { tier }) }))}
        value={filters.tier === null ? null : String(filters.tier)}
        onChange={(value) => onChange({ ...filters, tier: value === null ? null : Number(value) })}
        clearable
        w={160}
      />
      <Select
        label={t('traces.filters.country')}
        placeholder={t('traces.filters.allCountries')}
        data={countryCodes
          .map((code) => ({ value: code, label: countryName(code, language) ?? code }))
          .sort((a, b) => a.label.localeCompare(b.label, language))}
        value={filters.countryCode}
        onChange={(value) => onChange({ ...filters, countryCode: value })}
        clearable
        searchable
        w={220}
      />
      <Select
        label={t('traces.filters.confidence')}
        placeholder={t('traces.filters.allConfidences')}
        data={LINK_CONFIDENCES.map((confidence) => ({ value: confidence, label: t(`traces.confidences.${confidence}`) }))}
        value={filters.confidence}
        onChange={(value) => onChange({ ...filters, confidence: isConfidence(value) ? value : null })}
        clearable
        w={220}
      />
      {hasTraceFilters(filters) ? (
        <Button variant="subtle" onClick={() => onChange(NO_TRACE_FILTERS)}>
          {t('traces.filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
