import { Checkbox, List, Paper, Stack, Text } from '@mantine/core';
import { IDENTIFIER_SYSTEM_PRESETS } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_SYSTEMS, type TExternalIdentifierSystem } from '../role-form.ts';
import { identifierSystemKey } from '../role-labels.ts';

type TIdentifierSystemPickerProps = {
  chosen: readonly TExternalIdentifierSystem[];
  disabled: boolean;
  onChange: (system: TExternalIdentifierSystem, chosen: boolean) => void;
};

/** Step "identifier system": each system brings the columns that identify a facility in it. */
export function IdentifierSystemPicker({ chosen, disabled, onChange }: TIdentifierSystemPickerProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('roleSetup.identifierSystems.description')}
      </Text>
      {EXTERNAL_SYSTEMS.map((system) => (
        <Paper key={system} withBorder p="sm">
          <Checkbox
            label={t(identifierSystemKey(system))}
            checked={chosen.includes(system)}
            disabled={disabled}
            onChange={(event) => onChange(system, event.currentTarget.checked)}
          />
          <List size="xs" c="dimmed" mt={4} ms="xl">
            {IDENTIFIER_SYSTEM_PRESETS[system].map((preset) => (
              <List.Item key={preset.name}>{preset.name}</List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
