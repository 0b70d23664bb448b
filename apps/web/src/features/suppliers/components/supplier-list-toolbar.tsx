import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, type TRiskLevelFilter, type TSupplierRole } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '../../../components/icons.tsx';
import { useRoleName } from '../../../lib/roles-api.ts';
import { RISK_LEVEL_FILTERS, tiersOf, type TSupplierListChange, type TSupplierListState } from '../model/supplier-list.ts';

type TSupplierListToolbarProps = {
  state: TSupplierListState;
  roles: readonly TSupplierRole[];
  onChange: (change: TSupplierListChange) => void;
};

/** Search by name, OS ID or registration number (debounced), and the type, tier and risk filters. */
export function SupplierListToolbar({ state, roles, onChange }: TSupplierListToolbarProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  // The field shows every keystroke; the list is asked again only once typing pauses.
  const [text, setText] = useState(state.key);
  const search = useDebouncedCallback((key: string) => onChange({ key }), SEARCH_DEBOUNCE_MS);

  return (
    <Group gap="sm" wrap="wrap" align="flex-end" flex={1}>
      <TextInput
        flex={1}
        miw={220}
        maw={360}
        label={t('suppliers.list.searchLabel')}
        placeholder={t('suppliers.list.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
      />
      <Select
        w={200}
        label={t('suppliers.list.typeFilter')}
        placeholder={t('suppliers.list.allTypes')}
        data={roles.map((role) => ({ value: role.id, label: roleName(role) }))}
        value={state.roleId}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('suppliers.list.clearType') }}
        nothingFoundMessage={t('suppliers.list.noType')}
        onChange={(roleId) => onChange({ roleId })}
      />
      <Select
        w={140}
        label={t('suppliers.list.tierFilter')}
        placeholder={t('suppliers.list.allTiers')}
        data={tiersOf(roles).map((tier) => ({ value: String(tier), label: t('suppliers.tierLabel', { tier }) }))}
        value={state.tier === null ? null : String(state.tier)}
        clearable
        clearButtonProps={{ 'aria-label': t('suppliers.list.clearTier') }}
        onChange={(tier) => onChange({ tier: tier === null ? null : Number(tier) })}
      />
      <Select
        w={180}
        label={t('suppliers.list.riskFilter')}
        placeholder={t('suppliers.list.allRiskLevels')}
        data={RISK_LEVEL_FILTERS.map((level) => ({ value: level, label: t(`suppliers.riskLevels.${level}`) }))}
        value={state.riskLevel}
        clearable
        clearButtonProps={{ 'aria-label': t('suppliers.list.clearRisk') }}
        onChange={(riskLevel) => onChange({ riskLevel: riskLevel as TRiskLevelFilter | null })}
      />
    </Group>
  );
}
