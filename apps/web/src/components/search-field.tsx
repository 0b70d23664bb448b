import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@opentrace/domain';
import { useState } from 'react';
import { IconSearch } from './icons.tsx';

type TSearchFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'leftSection'> & {
  /** The search the list was last asked for; the field starts from it. */
  initialValue: string;
  /** Called once typing pauses (spec §12: 300 ms), with what the field holds. */
  onSearch: (value: string) => void;
};

/** A list's search box: it shows every keystroke, and the list is asked again only once typing pauses. */
export function SearchField({ initialValue, onSearch, ...props }: TSearchFieldProps) {
  const [text, setText] = useState(initialValue);
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      {...props}
      type="search"
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
    />
  );
}
