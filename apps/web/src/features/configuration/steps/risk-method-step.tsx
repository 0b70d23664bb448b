import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import type { TWizardStepProps } from '../../../lib/wizard.ts';
import { useRiskMethod } from '../api/configuration-api.ts';
import { RiskMethodForm } from '../components/risk-method-form.tsx';

/** Step 7: how risk items combine (highest, average or weighted average) and, if weighted, the weights. */
export default function RiskMethodStep({ locked, onFinished }: TWizardStepProps) {
  const { t } = useTranslation();
  const method = useRiskMethod();
  return method.data ? (
    <RiskMethodForm
      method={method.data}
      locked={locked}
      submitLabel={t('configuration.saveAndContinue')}
      onSaved={() => {
        toast.success(t('configuration.riskMethod.saved'));
        onFinished();
      }}
    />
  ) : null;
}
