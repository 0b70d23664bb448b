import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../../lib/roles-api.ts';
import { useTransactionPartners, type TPartnerPickerKind } from '../api/product-activities-api.ts';
import { choiceOf, partnerChoices, searchKeyFor, withChosen, type TChoice, type TChoiceItem } from '../partner-choices.ts';

const PER_PAGE = 20;

type TPartnerSelectProps = {
  kind: TPartnerPickerKind;
  label: string;
  value: TChoice | null;
  error?: string;
  /** Choices that are not partners, offered first (a purchase's non-participating seller). */
  extraChoices?: readonly TChoiceItem[];
  /** A purchase names the farm of a farm group. */
  farmsAsChoices?: boolean;
  onChange(choice: TChoice | null): void;
};

/** The counterpart of a trade, searched on the server as the user types (debounced). */
export function PartnerSelect({ kind, label, value, error, extraChoices = [], farmsAsChoices = false, onChange }: TPartnerSelectProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const [search, setSearch] = useState(value?.label ?? '');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const key = searchKeyFor(debouncedSearch, value);
  const partners = useTransactionPartners(kind, { page: 1, perPage: PER_PAGE, ...(key ? { key } : {}) });
  const data = withChosen([...extraChoices, ...partnerChoices(partners.data?.items ?? [], { farmsAsChoices, roleName })], value);
  const more = (partners.data?.total ?? 0) > PER_PAGE;

  return (
    <Select
      label={label}
      required
      searchable
      placeholder={t('productActivities.partners.placeholder')}
      data={data}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched; the select only shows its answer.
      filter={({ options }) => options}
      onChange={(id) => onChange(id === null ? null : choiceOf(data, id))}
      nothingFoundMessage={partners.isFetching ? t('productActivities.partners.searching') : t('productActivities.partners.nothingFound')}
      rightSection={partners.isFetching ? <Loader size="xs" /> : undefined}
      description={more ? t('productActivities.partners.narrowSearch', { shown: PER_PAGE, total: partners.data?.total ?? 0 }) : undefined}
      error={error ?? (partners.isError ? t('productActivities.partners.loadFailed') : undefined)}
    />
  );
}
