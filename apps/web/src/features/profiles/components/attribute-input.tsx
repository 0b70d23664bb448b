import { Select, TextInput } from '@mantine/core';
import { MAX_PROFILE_TEXT_LENGTH, MAX_UNIQUE_ID_LENGTH, type TFacilityProfileAttribute } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';

type TAttributeInputProps = {
  attribute: TFacilityProfileAttribute;
  value: string;
  error?: string;
  onChange(value: string): void;
};

/**
 * One role attribute answered as a single input, by its category: text, an ID, a number, a
 * percentage, a DD/MM/YYYY date or one of a list's options. Places and attachments have inputs of
 * their own.
 */
export function AttributeInput({ attribute, value, error, onChange }: TAttributeInputProps) {
  const { t } = useTranslation();
  const common = { label: attribute.name, required: !attribute.isOptional, error };
  switch (attribute.category) {
    case 'LIST':
      return (
        <Select
          {...common}
          data={attribute.options.map((option) => ({ value: option.value, label: option.name }))}
          value={value === '' ? null : value}
          onChange={(chosen) => onChange(chosen ?? '')}
          searchable
          clearable={attribute.isOptional}
          nothingFoundMessage={t('facilityProfile.form.nothingFound')}
        />
      );
    case 'DATE':
      return (
        <TextInput
          {...common}
          placeholder="DD/MM/YYYY"
          description={t('facilityProfile.form.dateFormat')}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'NUMBER':
    case 'PERCENTAGE':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          dir="ltr"
          rightSection={attribute.category === 'PERCENTAGE' ? '%' : undefined}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          maxLength={attribute.category === 'UNIQUE_ID' ? MAX_UNIQUE_ID_LENGTH : MAX_PROFILE_TEXT_LENGTH}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
