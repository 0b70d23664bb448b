import { SimpleGrid } from '@mantine/core';
import type { TActivityDefinition } from '@opentrace/domain';
import { fieldOf, formAttributes, isRequiredAttribute, withField, type TAttributeDraft, type TAttributeMode } from '../attribute-form.ts';
import { AttributeField } from './attribute-field.tsx';

type TAttributeFieldsProps = {
  definition: TActivityDefinition;
  mode: TAttributeMode;
  draft: TAttributeDraft;
  /** Messages by attribute id. */
  errors: Readonly<Record<string, string>>;
  onChange(draft: TAttributeDraft, attributeId: string): void;
};

/** A product described by its definition: one input per attribute, in order; places and files take a full row. */
export function AttributeFields({ definition, mode, draft, errors, onChange }: TAttributeFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
      {formAttributes(definition, mode).map((attribute) => (
        <div
          key={attribute.attributeId}
          style={
            attribute.category === 'COUNTRY_PROVINCE_DISTRICT' || attribute.category === 'ATTACHMENTS'
              ? { gridColumn: '1 / -1' }
              : undefined
          }
        >
          <AttributeField
            attribute={attribute}
            field={fieldOf(draft, attribute.attributeId)}
            required={isRequiredAttribute(attribute, mode)}
            error={errors[attribute.attributeId]}
            onChange={(field) => onChange(withField(draft, attribute.attributeId, field), attribute.attributeId)}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}
