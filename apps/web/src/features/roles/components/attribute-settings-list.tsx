import { ActionIcon, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moveAttribute, type TAttributeDraft } from '../role-form.ts';
import { attributeCategoryKey, identifierSystemKey } from '../role-labels.ts';

type TAttributeSettingsListProps = {
  attributes: readonly TAttributeDraft[];
  disabled: boolean;
  onChange: (attributes: TAttributeDraft[]) => void;
};

/** Step "attribute settings": the order facilities see the attributes in, and which are optional. */
export function AttributeSettingsList({ attributes, disabled, onChange }: TAttributeSettingsListProps) {
  const { t } = useTranslation();
  if (attributes.length === 0) return <Text c="dimmed">{t('roleSetup.settings.empty')}</Text>;
  return (
    <Stack gap={6}>
      {attributes.map((attribute, index) => (
        <Paper key={attribute.key} withBorder px="sm" py={6}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} w={24}>
                {index + 1}
              </Text>
              <div>
                <Text size="sm">{attribute.name || t('roleSetup.settings.unnamed')}</Text>
                <Text size="xs" c="dimmed">
                  {t(identifierSystemKey(attribute.identifierSystem))} · {t(attributeCategoryKey(attribute.category))}
                </Text>
              </div>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Switch
                label={t('roleSetup.settings.optional')}
                checked={attribute.isOptional}
                disabled={disabled}
                onChange={(event) => {
                  const isOptional = event.currentTarget.checked;
                  onChange(attributes.map((candidate) => (candidate.key === attribute.key ? { ...candidate, isOptional } : candidate)));
                }}
              />
              <ActionIcon
                variant="subtle"
                aria-label={t('roleSetup.settings.moveUp', { name: attribute.name })}
                disabled={disabled || index === 0}
                onClick={() => onChange(moveAttribute(attributes, index, -1))}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t('roleSetup.settings.moveDown', { name: attribute.name })}
                disabled={disabled || index === attributes.length - 1}
                onClick={() => onChange(moveAttribute(attributes, index, 1))}
              >
                ↓
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
