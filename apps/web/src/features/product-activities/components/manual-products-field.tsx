import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TActivityDefinition } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '../../../components/icons.tsx';
import { newRowKey, removeRow, replaceRow, type TProductRow } from '../product-rows.ts';
import { NO_ROW_ERRORS, type TRowErrors } from '../server-errors.ts';
import { AttributeFields } from './attribute-fields.tsx';

type TManualProductsFieldProps = {
  definition: TActivityDefinition;
  rows: readonly TProductRow[];
  /** Messages per row, in the rows' order. */
  errors: readonly TRowErrors[];
  /** `changed` names the row and the attribute whose message goes; null when rows were added or removed. */
  onChange(rows: TProductRow[], changed: { index: number; name: string } | null): void;
};

/**
 * Products bought from producers who log nothing themselves (MANUALLY_DEFINE_NEW_PRODUCT): each is
 * described by hand with every attribute of the definition, the manual-only ones included.
 */
export function ManualProductsField({ definition, rows, errors, onChange }: TManualProductsFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {rows.map((row, index) => {
        const rowErrors = errors[index] ?? NO_ROW_ERRORS;
        const title = t('productActivities.manual.rowTitle', { number: index + 1 });
        return (
          <Paper key={row.key} withBorder radius="md" p="md" role="group" aria-label={title}>
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600} size="sm">
                  {title}
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => onChange(removeRow(rows, row.key), null)}
                >
                  {t('productActivities.manual.remove')}
                </Button>
              </Group>
              <AttributeFields
                definition={definition}
                mode={{ manual: true }}
                draft={row.draft}
                errors={rowErrors.attributes}
                onChange={(draft, attributeId) =>
                  onChange(
                    replaceRow(rows, row.key, (current) => ({ ...current, draft })),
                    { index, name: attributeId },
                  )
                }
              />
              {Object.values(rowErrors.fields).map((message) => (
                <Text key={message} size="sm" c="red" role="alert">
                  {message}
                </Text>
              ))}
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="default"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...rows, { key: newRowKey(), draft: {} }], null)}
      >
        {t('productActivities.manual.add')}
      </Button>
    </Stack>
  );
}
