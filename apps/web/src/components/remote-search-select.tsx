import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@opentrace/domain';
import { useState } from 'react';
import { IconSearch } from './icons.tsx';

type TNamed = { id: string; name: string };

/** What the server answered for one search; a TanStack query result fits. */
export type TRemoteSearchResults<TItem> = {
  data?: { items: readonly TItem[] } | undefined;
  isError: boolean;
  isFetching: boolean;
};

export type TRemoteSearchMessages = {
  placeholder: string;
  clear: string;
  failed: string;
  searching: string;
  noMatches: string;
  /** Shown when nothing was typed and the server still has nothing to offer. */
  none: string;
};

/** The page of matches the select asks for; the first twenty are enough to pick from while typing. */
const PER_PAGE = 20;

export type TRemoteSearchQuery = { page: number; perPage: number; key?: string };

type TRemoteSearchSelectProps<TItem extends TNamed, TFilters extends object> = {
  label: string;
  description?: string;
  messages: TRemoteSearchMessages;
  value: TNamed | null;
  error?: string;
  /** Marked required (the default); a list filter or a choice left for later is not. */
  required?: boolean;
  /** Letters to type before "no matches" is said; until then `messages.none` stands. */
  minSearchLength?: number;
  w?: number;
  /** Further conditions the server applies to every search. */
  filters?: TFilters;
  /** Asks the server for the first page of items matching the filters and the typed key, if any. */
  useResults: (query: TRemoteSearchQuery & TFilters) => TRemoteSearchResults<TItem>;
  /** The second, dimmed line under an item's name. */
  describe: (item: TItem) => string;
  onChange: (item: TItem | null) => void;
};

/**
 * A select that finds an item by what the user types: the server filters (debounced) and the select shows
 * its answer as it is, without filtering it again.
 */
export function RemoteSearchSelect<TItem extends TNamed, TFilters extends object>({
  label,
  description,
  messages,
  value,
  error,
  required = true,
  minSearchLength = 0,
  w,
  filters,
  useResults,
  describe,
  onChange,
}: TRemoteSearchSelectProps<TItem, TFilters>) {
  const [text, setText] = useState(value?.name ?? '');
  const [key, setKey] = useState('');
  const search = useDebouncedCallback((next: string) => setKey(next.trim()), SEARCH_DEBOUNCE_MS);
  const results = useResults({ page: 1, perPage: PER_PAGE, ...(key ? { key } : {}), ...(filters ?? ({} as TFilters)) });
  const items = new Map<string, TItem>((results.data?.items ?? []).map((item) => [item.id, item]));
  const options = [...items.values()].map((item) => ({ value: item.id, label: item.name }));
  // The chosen item stays an option, so its name still shows once a later search leaves it out.
  if (value && !items.has(value.id)) options.unshift({ value: value.id, label: value.name });

  const nothingFound = results.isError
    ? messages.failed
    : results.isFetching
      ? messages.searching
      : key.length >= Math.max(1, minSearchLength)
        ? messages.noMatches
        : messages.none;

  return (
    <Select
      w={w}
      label={label}
      description={description}
      placeholder={messages.placeholder}
      withAsterisk={required}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': messages.clear }}
      leftSection={<IconSearch size={16} />}
      rightSection={results.isFetching ? <Loader size="xs" aria-label={messages.searching} /> : undefined}
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
        const item = items.get(option.value);
        if (!item) return option.label;
        return (
          <Stack gap={0}>
            <Text size="sm">{item.name}</Text>
            <Text size="xs" c="dimmed">
              {describe(item)}
            </Text>
          </Stack>
        );
      }}
      onChange={(id) => {
        const item = id ? items.get(id) : undefined;
        if (!id) onChange(null);
        else if (item) onChange(item);
      }}
    />
  );
}
