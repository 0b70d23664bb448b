import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PARTNER_KINDS, SEARCH_DEBOUNCE_MS, type TPartnerKind } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '../../../components/icons.tsx';
import type { TPartnerListState } from '../partner-list.ts';

type TPartnerListToolbarProps = {
  state: TPartnerListState;
  onChange: (change: Partial<Omit<TPartnerListState, 'page'>>) => void;
};

/** Search by name, OS ID or registration number (debounced) and the partner-type filter. */
export function PartnerListToolbar({ state, onChange }: TPartnerListToolbarProps) {
  const { t } = useTranslation();
  // The field shows every keystroke; the list is asked again only once typing pauses.
  const [text, setText] = useState(state.key);
  const search = useDebouncedCallback((key: string) => onChange({ key }), SEARCH_DEBOUNCE_MS);

  return (
    <Group gap="sm" wrap="wrap" align="flex-end" flex={1}>
      <TextInput
        flex={1}
        miw={220}
        maw={420}
        label={t('partners.list.searchLabel')}
        placeholder={t('partners.list.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
      />
      <Select
        w={220}
        label={t('partners.list.kindFilter')}
        placeholder={t('partners.list.allKinds')}
        data={PARTNER_KINDS.map((kind) => ({ value: kind, label: t(`partners.kinds.${kind}`) }))}
        value={state.kind}
        clearable
        clearButtonProps={{ 'aria-label': t('partners.list.clearKind') }}
        onChange={(kind) => onChange({ kind: kind as TPartnerKind | null })}
      />
    </Group>
  );
}
