import type { TCurrency } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { AmountWithUnitField } from './amount-with-unit-field.tsx';

type TPriceFieldsProps = {
  price: string;
  currency: TCurrency | null;
  currencies: readonly TCurrency[];
  error?: string;
  onChange(price: string, currency: TCurrency | null): void;
};

/** The optional total price of a trade, given with its currency or not at all. */
export function PriceFields({ price, currency, currencies, error, onChange }: TPriceFieldsProps) {
  const { t } = useTranslation();
  return (
    <AmountWithUnitField
      label={t('productActivities.fields.totalPrice')}
      required={false}
      amount={price}
      unit={currency}
      units={currencies.map((code) => ({ value: code, label: code }))}
      unitKind="currency"
      error={error}
      onChange={({ amount, unit }) => onChange(amount, currencies.find((code) => code === unit) ?? null)}
    />
  );
}
