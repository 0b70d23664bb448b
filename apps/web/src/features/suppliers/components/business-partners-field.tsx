import { MultiSelect } from '@mantine/core';
import type { TSupplierPartner } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../../lib/roles-api.ts';
import { usePartnerCandidates } from '../api/suppliers-api.ts';

type TBusinessPartnersFieldProps = {
  /** The supplier's role; its partners must sit next to it on the map. None until a type is chosen. */
  roleId: string | null;
  /** The supplier being edited, never its own partner. */
  supplierId?: string;
  /** Partners the supplier has now, named even if the candidates have not arrived yet. */
  current?: readonly TSupplierPartner[];
  value: string[];
  error?: string;
  onChange: (ids: string[]) => void;
};

/** The supplier's immediate partners among the brand's suppliers (roles adjacent on the map). */
export function BusinessPartnersField({ roleId, supplierId, current = [], value, error, onChange }: TBusinessPartnersFieldProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const candidates = usePartnerCandidates(roleId ? { roleId, ...(supplierId ? { supplierId } : {}) } : null);
  const partners = new Map<string, TSupplierPartner>([...current, ...(candidates.data ?? [])].map((partner) => [partner.id, partner]));
  const options = [...partners.values()].map((partner) => ({ value: partner.id, label: `${partner.name} (${roleName(partner.type)})` }));

  const description = !roleId
    ? t('suppliers.form.partnersNeedType')
    : candidates.isError
      ? t('suppliers.form.partnersFailed')
      : candidates.data?.length === 0 && current.length === 0
        ? t('suppliers.form.partnersNone')
        : t('suppliers.form.partnersHelp');

  return (
    <MultiSelect
      label={t('suppliers.form.partners')}
      description={description}
      placeholder={value.length === 0 ? t('suppliers.form.partnersPlaceholder') : undefined}
      data={options}
      value={value}
      onChange={onChange}
      disabled={!roleId}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('suppliers.form.clearPartners') }}
      nothingFoundMessage={candidates.isPending && roleId ? t('suppliers.form.searching') : t('suppliers.form.noMatches')}
      error={error}
    />
  );
}
