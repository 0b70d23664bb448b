import { MAX_PROFILE_TEXT_LENGTH, MAX_UNIQUE_ID_LENGTH, type TFacilityProfileAttribute } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { AttributeValueField } from '../../../components/attribute-value-field.tsx';

type TAttributeInputProps = {
  attribute: TFacilityProfileAttribute;
  value: string;
  error?: string;
  onChange(value: string): void;
};

/** One role attribute answered as a single input; places and attachments have inputs of their own. */
export function AttributeInput({ attribute, value, error, onChange }: TAttributeInputProps) {
  const { t } = useTranslation();
  return (
    <AttributeValueField
      category={attribute.category}
      label={attribute.name}
      required={!attribute.isOptional}
      error={error}
      value={value}
      onChange={onChange}
      options={attribute.options.map((option) => ({ value: option.value, label: option.name }))}
      maxLength={attribute.category === 'UNIQUE_ID' ? MAX_UNIQUE_ID_LENGTH : MAX_PROFILE_TEXT_LENGTH}
      texts={{ dateHint: t('facilityProfile.form.dateFormat'), nothingFound: t('facilityProfile.form.nothingFound') }}
    />
  );
}
