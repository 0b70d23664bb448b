import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, type TSupplierCandidate } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '../../../components/icons.tsx';
import { useRoleName } from '../../../lib/roles-api.ts';
import { useSupplierSearch } from '../api/suppliers-api.ts';
import type { TChosenFacility } from '../model/supplier-form.ts';

const PER_PAGE = 20;

type TExistingFacilitySelectProps = {
  value: TChosenFacility | null;
  error?: string;
  onChange: (facility: TChosenFacility | null) => void;
};

/**
 * Finds a facility on the map that is not the brand's supplier yet, by name, OS ID or registration
 * number. The server filters (debounced); the select shows its answer as it is.
 */
export function ExistingFacilitySelect({ value, error, onChange }: TExistingFacilitySelectProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const [text, setText] = useState(value?.name ?? '');
  const [key, setKey] = useState('');
  const search = useDebouncedCallback((next: string) => setKey(next.trim()), SEARCH_DEBOUNCE_MS);
  const results = useSupplierSearch({ page: 1, perPage: PER_PAGE, ...(key ? { key } : {}) });
  const candidates = new Map<string, TSupplierCandidate>((results.data?.items ?? []).map((candidate) => [candidate.id, candidate]));
  const options = [...candidates.values()].map((candidate) => ({ value: candidate.id, label: candidate.name }));
  // The chosen facility stays an option, so its name still shows once a later search leaves it out.
  if (value && !candidates.has(value.id)) options.unshift({ value: value.id, label: value.name });

  const nothingFound = results.isError
    ? t('suppliers.form.searchFailed')
    : results.isFetching
      ? t('suppliers.form.searching')
      : t(key ? 'suppliers.form.noMatches' : 'suppliers.form.noCandidates');

  return (
    <Select
      label={t('suppliers.form.facility')}
      description={t('suppliers.form.facilityHelp')}
      placeholder={t('suppliers.form.facilityPlaceholder')}
      withAsterisk
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('suppliers.form.clearFacility') }}
      leftSection={<IconSearch size={16} />}
      rightSection={results.isFetching ? <Loader size="xs" aria-label={t('suppliers.form.searching')} /> : undefined}
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
        const identifiers = [candidate.oarId, candidate.businessRegisterNumber, candidate.country].filter(Boolean).join(' · ');
        return (
          <Stack gap={0}>
            <Text size="sm">{candidate.name}</Text>
            <Text size="xs" c="dimmed">
              {identifiers ? `${roleName(candidate.type)} · ${identifiers}` : roleName(candidate.type)}
            </Text>
          </Stack>
        );
      }}
      onChange={(id) => {
        const candidate = id ? candidates.get(id) : undefined;
        if (!id) onChange(null);
        else if (candidate) onChange({ id: candidate.id, name: candidate.name, typeId: candidate.type.id });
      }}
    />
  );
}
