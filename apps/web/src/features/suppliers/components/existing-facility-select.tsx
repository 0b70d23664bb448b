import { useTranslation } from 'react-i18next';
import { RemoteSearchSelect } from '../../../components/remote-search-select.tsx';
import { useRoleName } from '../../../lib/roles-api.ts';
import { useSupplierSearch } from '../api/suppliers-api.ts';
import type { TChosenFacility } from '../model/supplier-form.ts';

type TExistingFacilitySelectProps = {
  value: TChosenFacility | null;
  error?: string;
  onChange: (facility: TChosenFacility | null) => void;
};

/** Finds a facility on the map that is not the brand's supplier yet, by name, OS ID or registration number. */
export function ExistingFacilitySelect({ value, error, onChange }: TExistingFacilitySelectProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  return (
    <RemoteSearchSelect
      label={t('suppliers.form.facility')}
      description={t('suppliers.form.facilityHelp')}
      messages={{
        placeholder: t('suppliers.form.facilityPlaceholder'),
        clear: t('suppliers.form.clearFacility'),
        failed: t('suppliers.form.searchFailed'),
        searching: t('suppliers.form.searching'),
        noMatches: t('suppliers.form.noMatches'),
        none: t('suppliers.form.noCandidates'),
      }}
      value={value}
      error={error}
      filters={{}}
      useResults={useSupplierSearch}
      describe={(candidate) => {
        const identifiers = [candidate.oarId, candidate.businessRegisterNumber, candidate.country].filter(Boolean).join(' · ');
        return identifiers ? `${roleName(candidate.type)} · ${identifiers}` : roleName(candidate.type);
      }}
      onChange={(candidate) => onChange(candidate && { id: candidate.id, name: candidate.name, typeId: candidate.type.id })}
    />
  );
}
