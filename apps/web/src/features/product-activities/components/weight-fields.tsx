import { WEIGHT_UNITS, type TWeightUnit } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { unitLabel } from '../unit-label.ts';
import { AmountWithUnitField } from './amount-with-unit-field.tsx';

type TWeightFieldsProps = {
  label: string;
  weight: string;
  unit: TWeightUnit;
  error?: string;
  onChange(weight: string, unit: TWeightUnit): void;
};

/** A declared weight in kilograms or pounds, the only units transports and by-products take. */
export function WeightFields({ label, weight, unit, error, onChange }: TWeightFieldsProps) {
  const { t } = useTranslation();
  return (
    <AmountWithUnitField
      label={label}
      required
      amount={weight}
      unit={unit}
      units={WEIGHT_UNITS.map((value) => ({ value, label: unitLabel(t, value) }))}
      error={error}
      onChange={({ amount, unit: chosen }) => onChange(amount, WEIGHT_UNITS.find((value) => value === chosen) ?? unit)}
    />
  );
}
