import { Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@opentrace/domain';
import { useState } from 'react';
import { IconSearch } from '../../../components/icons.tsx';
import type { TRemoteSearchMessages, TRemoteSearchQuery, TRemoteSearchResults } from '../../../components/remote-search-select.tsx';

type TNamed = { id: string; name: string };

/** The page of matches asked for while typing; twenty are enough to pick from. */
const PER_PAGE = 20;

type TSearchChoiceProps<TItem extends TNamed> = {
  label: string;
  description?: string;
  messages: TRemoteSearchMessages;
  value: TNamed | null;
  error?: string;
  required?: boolean;
  /** Letters to type before the server is asked; until then `messages.none` says so. */
  minSearchLength?: number;
  w?: number;
  useResults: (query: TRemoteSearchQuery) => TRemoteSearchResults<TItem>;
  /** The second, dimmed line under an item's name. */
  describe: (item: TItem) => string;
  onChange: (item: TItem | null) => void;
};

/**
 * A select that finds an item by what the user types, the server filtering (debounced); unlike the
 * shared RemoteSearchSelect it may be optional, as a list filter or an assignee left for later is.
 */
export function SearchChoice<TItem extends TNamed>({
  label,
  description,
  messages,
  value,
  error,
  required = false,
  minSearchLength = 0,
  w,
  useResults,
  describe,
  onChange,
}: TSearchChoiceProps<TItem>) {
  const [text, setText] = useState(value?.name ?? '');
  const [key, setKey] = useState('');
  const search = useDebouncedCallback((next: string) => setKey(next.trim()), SEARCH_DEBOUNCE_MS);
  const results = useResults({ page: 1, perPage: PER_PAGE, ...(key ? { key } : {}) });
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
      // The list says "searching" in words while it waits; the spinner only shows it.
      rightSection={results.isFetching ? <Loader size="xs" aria-hidden="true" /> : undefined}
      data={options}
      filter={({ options: all }) => all}
      value={value?.id ?? null}
      searchValue={text}
      onSearchChange={(next) => {
        setText(next);
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
