import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RemoteSearchSelect } from '../../../components/remote-search-select.tsx';
import { useSupplierCandidates } from '../api/improvement-plans-api.ts';
import type { TNamedChoice } from '../model/plan-form.ts';

type TSupplierSelectProps = {
  value: TNamedChoice | null;
  /** Chosen on the supplier's risk view: shown, not changed. */
  fixed: boolean;
  error?: string;
  onChange: (supplier: TNamedChoice | null) => void;
};

/** The facility the plan goes to: one of a brand's suppliers or a producer's partners, as the server lists them. */
export function SupplierSelect({ value, fixed, error, onChange }: TSupplierSelectProps) {
  const { t } = useTranslation();
  if (fixed) {
    return (
      <TextInput
        label={t('improvementPlans.form.supplier')}
        description={t('improvementPlans.form.supplierFixedHelp')}
        withAsterisk
        readOnly
        value={value?.name ?? ''}
        placeholder={t('improvementPlans.form.supplierLoading')}
        error={error}
      />
    );
  }
  return (
    <RemoteSearchSelect
      label={t('improvementPlans.form.supplier')}
      description={t('improvementPlans.form.supplierHelp')}
      messages={{
        placeholder: t('improvementPlans.candidates.placeholder'),
        clear: t('improvementPlans.candidates.clear'),
        failed: t('improvementPlans.candidates.failed'),
        searching: t('improvementPlans.candidates.searching'),
        noMatches: t('improvementPlans.candidates.noMatches'),
        none: t('improvementPlans.candidates.none'),
      }}
      value={value}
      error={error}
      useResults={useSupplierCandidates}
      describe={(candidate) => candidate.roleName}
      onChange={(candidate) => onChange(candidate ? { id: candidate.id, name: candidate.name } : null)}
    />
  );
}
