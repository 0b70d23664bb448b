import type { TOrderFacility } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { RemoteSearchSelect } from '../../../components/remote-search-select.tsx';
import { useSupplierCandidates } from '../api/orders-api.ts';

type TSupplierCandidateSelectProps = {
  label: string;
  description: string;
  value: TOrderFacility | null;
  /** The order supplier being supplied; none for an order's first supplier. */
  parentId?: string;
  error?: string;
  onChange: (facility: TOrderFacility | null) => void;
};

/**
 * Finds a facility the caller may name, by name: the server answers only those the map and the caller's
 * role allow.
 */
export function SupplierCandidateSelect({ label, description, value, parentId, error, onChange }: TSupplierCandidateSelectProps) {
  const { t } = useTranslation();
  return (
    <RemoteSearchSelect
      label={label}
      description={description}
      messages={{
        placeholder: t('orders.candidates.placeholder'),
        clear: t('orders.candidates.clear'),
        failed: t('orders.candidates.failed'),
        searching: t('orders.candidates.searching'),
        noMatches: t('orders.candidates.noMatches'),
        none: t('orders.candidates.none'),
      }}
      value={value}
      error={error}
      filters={parentId ? { parentId } : {}}
      useResults={useSupplierCandidates}
      describe={(candidate) => (candidate.countryCode ? `${candidate.roleName} · ${candidate.countryCode}` : candidate.roleName)}
      onChange={onChange}
    />
  );
}
