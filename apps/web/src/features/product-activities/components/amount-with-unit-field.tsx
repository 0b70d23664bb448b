import { Group, Input, Select, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isNumberTyping } from '../number-text.ts';

export type TUnitOption = { value: string; label: string };

type TAmountWithUnitFieldProps = {
  label: string;
  required: boolean;
  amount: string;
  unit: string | null;
  units: readonly TUnitOption[];
  /** Whether a minus may be typed (attribute numbers); weights and prices are never negative. */
  signed?: boolean;
  /** What the select holds, which names it: a unit of measure, or the currency of a price. */
  unitKind?: 'unit' | 'currency';
  error?: string;
  onChange(change: { amount: string; unit: string | null }): void;
};

/** A number with its unit or currency: a quantity, a weight, a price. */
export function AmountWithUnitField({
  label,
  required,
  amount,
  unit,
  units,
  signed = false,
  unitKind = 'unit',
  error,
  onChange,
}: TAmountWithUnitFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} required={required} error={error}>
      <Group gap="xs" wrap="nowrap" align="flex-start" mt={4}>
        <TextInput
          id={id}
          flex={1}
          inputMode="decimal"
          dir="ltr"
          value={amount}
          error={error !== undefined}
          onChange={(event) => {
            const text = event.currentTarget.value;
            if (isNumberTyping(text, { signed })) onChange({ amount: text, unit });
          }}
        />
        <Select
          w={170}
          aria-label={t(unitKind === 'currency' ? 'productActivities.form.currencyOf' : 'productActivities.form.unitOf', { field: label })}
          placeholder={t(unitKind === 'currency' ? 'productActivities.form.chooseCurrency' : 'productActivities.form.chooseUnit')}
          data={units.map((option) => ({ value: option.value, label: option.label }))}
          value={unit}
          allowDeselect={!required}
          clearable={!required}
          error={error !== undefined}
          onChange={(chosen) => onChange({ amount, unit: chosen })}
        />
      </Group>
    </Input.Wrapper>
  );
}
