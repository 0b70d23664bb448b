import { RemoteSearchSelect } from '../../../components/remote-search-select.tsx';
import { useTranslation } from 'react-i18next';
import { useDnaParties, type TDnaPartyKind } from '../api/dna-tests-api.ts';
import type { TNamedChoice } from '../model/dna-test-form.ts';

type TPartySelectProps = {
  kind: TDnaPartyKind;
  label: string;
  description?: string;
  value: TNamedChoice | null;
  required?: boolean;
  error?: string;
  w?: number;
  onChange: (party: TNamedChoice | null) => void;
};

/** A facility a test names: a producer that requested it, or the supplier that made the product. */
export function PartySelect({ kind, label, description, value, required = true, error, w, onChange }: TPartySelectProps) {
  const { t } = useTranslation();
  return (
    <RemoteSearchSelect
      label={label}
      description={description}
      w={w}
      required={required}
      messages={{
        placeholder: t('dnaTests.parties.placeholder'),
        clear: t('dnaTests.parties.clear', { field: label }),
        failed: t('dnaTests.parties.failed'),
        searching: t('dnaTests.parties.searching'),
        noMatches: t('dnaTests.parties.noMatches'),
        none: t(`dnaTests.parties.none.${kind}`),
      }}
      value={value}
      error={error}
      filters={{ kind }}
      useResults={useDnaParties}
      describe={(party) => party.roleName}
      onChange={(party) => onChange(party ? { id: party.id, name: party.name } : null)}
    />
  );
}
