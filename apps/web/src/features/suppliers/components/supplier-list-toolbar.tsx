import { Group, Select } from '@mantine/core';
import { type TRiskLevelFilter, type TSupplierRole } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../../lib/roles-api.ts';
import { RISK_LEVEL_FILTERS, tiersOf, type TSupplierListChange, type TSupplierListState } from '../model/supplier-list.ts';
import { SearchField } from '../../../components/search-field.tsx';

type TSupplierListToolbarProps = {
  state: TSupplierListState;
  roles: readonly TSupplierRole[];
  onChange: (change: TSupplierListChange) => void;
};

/** Search by name, OS ID or registration number (debounced), and the type, tier and risk filters. */
export function SupplierListToolbar({ state, roles, onChange }: TSupplierListToolbarProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();

  return (
    <Group gap="sm" wrap="wrap" align="flex-end" flex={1}>
      <SearchField
        flex={1}
        miw={220}
        maw={360}
        label={t('suppliers.list.searchLabel')}
        placeholder={t('suppliers.list.searchPlaceholder')}
        initialValue={state.key}
        onSearch={(key) => onChange({ key })}
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
