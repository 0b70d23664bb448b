import { Input } from '@mantine/core';
import { CURRENCIES } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { AttributeValueField } from '../../../components/attribute-value-field.tsx';
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

  switch (attribute.category) {
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
      return <DocumentsField {...common} purpose="attachment" value={field.files} onChange={(files) => onChange({ ...field, files })} />;
    default:
      return (
        <AttributeValueField
          {...common}
          category={attribute.category}
          options={attribute.options}
          value={field.text}
          onChange={(text) => onChange({ ...field, text })}
          maxLength={255}
          texts={{ dateHint: t('productActivities.form.dateHint'), nothingFound: t('productActivities.form.nothingFound') }}
          acceptsNumberText={(text) => isNumberTyping(text, { signed: true })}
        />
      );
  }
}
