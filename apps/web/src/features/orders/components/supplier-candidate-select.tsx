import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, type TOrderFacility } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '../../../components/icons.tsx';
import { useSupplierCandidates } from '../api/orders-api.ts';

const PER_PAGE = 20;

type TSupplierCandidateSelectProps = {
  label: string;
  description: string;
  value: TOrderFacility | null;
  /** The order supplier being supplied; none for an order's first supplier. */
  parentId?: string;
  error?: string;
  onChange: (facility: TOrderFacility | null) => void;
};

/**
 * Finds a facility the caller may name, by name: the server filters (debounced) and answers only
 * those the map and the caller's role allow, so the select shows its answer as it is.
 */
export function SupplierCandidateSelect({ label, description, value, parentId, error, onChange }: TSupplierCandidateSelectProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value?.name ?? '');
  const [key, setKey] = useState('');
  const search = useDebouncedCallback((next: string) => setKey(next.trim()), SEARCH_DEBOUNCE_MS);
  const results = useSupplierCandidates({ page: 1, perPage: PER_PAGE, ...(key ? { key } : {}), ...(parentId ? { parentId } : {}) });
  const candidates = new Map<string, TOrderFacility>((results.data?.items ?? []).map((candidate) => [candidate.id, candidate]));
  // The chosen facility stays an option, so its name still shows once a later search leaves it out.
  if (value && !candidates.has(value.id)) candidates.set(value.id, value);
  const options = [...candidates.values()].map((candidate) => ({ value: candidate.id, label: candidate.name }));

  const nothingFound = results.isError
    ? t('orders.candidates.failed')
    : results.isFetching
      ? t('orders.candidates.searching')
      : t(key ? 'orders.candidates.noMatches' : 'orders.candidates.none');

  return (
    <Select
      label={label}
      description={description}
      placeholder={t('orders.candidates.placeholder')}
      withAsterisk
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('orders.candidates.clear') }}
      leftSection={<IconSearch size={16} />}
      rightSection={results.isFetching ? <Loader size="xs" aria-label={t('orders.candidates.searching')} /> : undefined}
      data={options}
      filter={({ options: all }) => all}
      value={value?.id ?? null}
      searchValue={text}
      onSearchChange={(next) => {
        setText(next);
        // Choosing an option writes its name into the field; that is not a new search.
        if (next !== value?.name) search(next);
      }}
      nothingFoundMessage={nothingFound}
      error={error}
      renderOption={({ option }) => {
        const candidate = candidates.get(option.value);
        if (!candidate) return option.label;
        return (
          <Stack gap={0}>
            <Text size="sm">{candidate.name}</Text>
            <Text size="xs" c="dimmed">
              {candidate.countryCode ? `${candidate.roleName} · ${candidate.countryCode}` : candidate.roleName}
            </Text>
          </Stack>
        );
      }}
      onChange={(id) => onChange(id ? (candidates.get(id) ?? null) : null)}
    />
  );
}
