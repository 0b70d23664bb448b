import { MultiSelect, type OptionsFilter } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { MAX_PER_PAGE, SEARCH_DEBOUNCE_MS } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrokerPartnerSearch } from '../api/partners-api.ts';

type TBrokerPartnersFieldProps = {
  value: string[];
  error?: string;
  onChange: (partnerIds: string[]) => void;
};

/** The server already matched the key against names, OS IDs and registration numbers. */
const SERVER_FILTERED: OptionsFilter = ({ options }) => options;

/**
 * The broker's own partners, chosen among the caller's processing partners; typing searches them
 * on the server (debounced). Names of chosen partners are remembered so they stay readable while
 * another search shows other results.
 */
export function BrokerPartnersField({ value, error, onChange }: TBrokerPartnersFieldProps) {
  const { t } = useTranslation();
  const [searchValue, setSearchValue] = useState('');
  const [key, setKey] = useState('');
  const [chosenNames, setChosenNames] = useState<Record<string, string>>({});
  const applySearch = useDebouncedCallback((next: string) => setKey(next.trim()), SEARCH_DEBOUNCE_MS);
  const candidates = useBrokerPartnerSearch({ page: 1, perPage: MAX_PER_PAGE, ...(key ? { key } : {}) });

  const found = (candidates.data?.items ?? []).map((facility) => ({ value: facility.id, label: facility.name }));
  const kept = value
    .filter((id) => !found.some((option) => option.value === id))
    .map((id) => ({ value: id, label: chosenNames[id] ?? id }));

  return (
    <MultiSelect
      label={t('partners.add.brokerPartners')}
      description={t('partners.add.brokerPartnersDescription')}
      placeholder={t('partners.add.brokerPartnersPlaceholder')}
      data={[...found, ...kept]}
      value={value}
      error={error}
      searchable
      filter={SERVER_FILTERED}
      searchValue={searchValue}
      onSearchChange={(next) => {
        setSearchValue(next);
        applySearch(next);
      }}
      nothingFoundMessage={candidates.isFetching ? t('partners.add.searching') : t('partners.add.noBrokerPartners')}
      onChange={(ids) => {
        const names = Object.fromEntries(found.map((option) => [option.value, option.label]));
        setChosenNames((current) => ({ ...current, ...names }));
        onChange(ids);
      }}
    />
  );
}
