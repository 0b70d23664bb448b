import { Group, Select } from '@mantine/core';
import { PARTNER_KINDS, type TPartnerKind } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import type { TPartnerListState } from '../partner-list.ts';
import { SearchField } from '../../../components/search-field.tsx';

type TPartnerListToolbarProps = {
  state: TPartnerListState;
  onChange: (change: Partial<Omit<TPartnerListState, 'page'>>) => void;
};

/** Search by name, OS ID or registration number (debounced) and the partner-type filter. */
export function PartnerListToolbar({ state, onChange }: TPartnerListToolbarProps) {
  const { t } = useTranslation();

  return (
    <Group gap="sm" wrap="wrap" align="flex-end" flex={1}>
      <SearchField
        flex={1}
        miw={220}
        maw={420}
        label={t('partners.list.searchLabel')}
        placeholder={t('partners.list.searchPlaceholder')}
        initialValue={state.key}
        onSearch={(key) => onChange({ key })}
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
