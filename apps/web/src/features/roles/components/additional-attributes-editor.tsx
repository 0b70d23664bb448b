import { ActionIcon, Button, Group, Paper, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { ROLE_ATTRIBUTE_CATEGORIES, type TRoleAttributeCategory } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { newAdditionalAttribute, type TAttributeDraft } from '../role-form.ts';
import { attributeCategoryKey } from '../role-labels.ts';

type TAdditionalAttributesEditorProps = {
  attributes: readonly TAttributeDraft[];
  /** Messages by field path (`attributes.3.name`), the index being the attribute's place in the role. */
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (attributes: TAttributeDraft[]) => void;
};

/** Step "additional attributes": the role's own questions beyond its identifier systems. */
export function AdditionalAttributesEditor({ attributes, errors, disabled, onChange }: TAdditionalAttributesEditorProps) {
  const { t } = useTranslation();
  const update = (key: string, patch: Partial<TAttributeDraft>) =>
    onChange(attributes.map((attribute) => (attribute.key === key ? { ...attribute, ...patch } : attribute)));
  const additional = attributes.flatMap((attribute, index) =>
    attribute.identifierSystem === 'ADDITIONAL_ATTRIBUTE' ? [{ attribute, index }] : [],
  );
  return (
    <Stack gap="sm">
      {additional.length === 0 ? <Text c="dimmed">{t('roleSetup.additional.empty')}</Text> : null}
      {additional.map(({ attribute, index }) => (
        <Paper key={attribute.key} withBorder p="sm">
          <Group align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 2 }}
              label={t('roleSetup.additional.name')}
              withAsterisk
              maxLength={255}
              value={attribute.name}
              error={errors[`attributes.${index}.name`]}
              disabled={disabled}
              onChange={(event) => update(attribute.key, { name: event.currentTarget.value })}
            />
            <Select
              style={{ flex: 1 }}
              label={t('roleSetup.additional.category')}
              data={ROLE_ATTRIBUTE_CATEGORIES.map((category) => ({ value: category, label: t(attributeCategoryKey(category)) }))}
              value={attribute.category}
              allowDeselect={false}
              disabled={disabled}
              onChange={(category) => update(attribute.key, { category: category as TRoleAttributeCategory })}
            />
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              aria-label={t('roleSetup.additional.remove', { name: attribute.name })}
              disabled={disabled}
              onClick={() => onChange(attributes.filter((candidate) => candidate.key !== attribute.key))}
            >
              ×
            </ActionIcon>
          </Group>
          {attribute.category === 'LIST' ? (
            <TagsInput
              mt="xs"
              label={t('roleSetup.additional.options')}
              description={t('roleSetup.additional.optionsHint')}
              value={attribute.options.map((option) => option.value)}
              error={errors[`attributes.${index}.options`]}
              disabled={disabled}
              onChange={(values) =>
                update(attribute.key, {
                  // Keeps the translations of options that stay.
                  options: values.map((value) => attribute.options.find((option) => option.value === value) ?? { value, translations: {} }),
                })
              }
            />
          ) : errors[`attributes.${index}.options`] ? (
            <Text c="red" size="sm" mt="xs">
              {errors[`attributes.${index}.options`]}
            </Text>
          ) : null}
        </Paper>
      ))}
      <Group>
        <Button variant="light" disabled={disabled} onClick={() => onChange([...attributes, newAdditionalAttribute()])}>
          {t('roleSetup.additional.add')}
        </Button>
      </Group>
    </Stack>
  );
}
