import { Input, Select, TextInput } from '@mantine/core';
import { CURRENCIES } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { LocationPicker } from '../../../components/location-picker.tsx';
import { effectiveUnit, type TAttributeField, type TFormAttribute } from '../attribute-form.ts';
import { isNumberTyping } from '../number-text.ts';
import { AmountWithUnitField } from './amount-with-unit-field.tsx';
import { DocumentsField } from './documents-field.tsx';

type TAttributeFieldProps = {
  attribute: TFormAttribute;
  field: TAttributeField;
  required: boolean;
  error?: string;
  onChange(field: TAttributeField): void;
};

const isCurrency = (value: string) => (CURRENCIES as readonly string[]).includes(value);

/** One attribute of a product as its category asks for it (DOMAIN.md §3.2). */
export function AttributeField({ attribute, field, required, error, onChange }: TAttributeFieldProps) {
  const { t } = useTranslation();
  const common = { label: attribute.name, required, error };
  const setText = (text: string) => onChange({ ...field, text });

  switch (attribute.category) {
    case 'TEXT':
      return <TextInput {...common} maxLength={255} value={field.text} onChange={(event) => setText(event.currentTarget.value)} />;
    case 'NUMBER':
    case 'PERCENTAGE':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          dir="ltr"
          rightSection={attribute.category === 'PERCENTAGE' ? '%' : undefined}
          value={field.text}
          onChange={(event) => {
            const text = event.currentTarget.value;
            if (isNumberTyping(text, { signed: true })) setText(text);
          }}
        />
      );
    case 'DATE':
      return (
        <TextInput
          {...common}
          dir="ltr"
          placeholder="DD/MM/YYYY"
          description={t('productActivities.form.dateHint')}
          value={field.text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      );
    case 'LIST':
      return (
        <Select
          {...common}
          data={attribute.options}
          value={field.text === '' ? null : field.text}
          searchable
          clearable={!required}
          nothingFoundMessage={t('productActivities.form.nothingFound')}
          onChange={(chosen) => setText(chosen ?? '')}
        />
      );
    case 'NUMBER_UNIT_PAIR':
      return (
        <AmountWithUnitField
          {...common}
          signed
          amount={field.text}
          unit={effectiveUnit(attribute, field)}
          units={attribute.options}
          unitKind={attribute.options.length > 0 && attribute.options.every((option) => isCurrency(option.value)) ? 'currency' : 'unit'}
          onChange={({ amount, unit }) => onChange({ ...field, text: amount, unit })}
        />
      );
    case 'COUNTRY_PROVINCE_DISTRICT':
      return (
        <Input.Wrapper {...common}>
          <LocationPicker
            value={field.place}
            required={required}
            withAddress={false}
            startWithDefaultCountry={required}
            onChange={(place) => onChange({ ...field, place })}
          />
        </Input.Wrapper>
      );
    case 'ATTACHMENTS':
      return <DocumentsField {...common} purpose="attachment" files={field.files} onChange={(files) => onChange({ ...field, files })} />;
  }
}
