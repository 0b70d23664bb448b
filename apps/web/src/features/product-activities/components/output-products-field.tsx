import { Button, Stack } from '@mantine/core';
import type { TActivityDefinition } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { emptyOutput, type TLabelRights, type TOutputRow } from '../assign-form.ts';
import { removeRow, replaceRow } from '../product-rows.ts';
import { NO_ROW_ERRORS, type TRowErrors } from '../server-errors.ts';
import { OutputProductCard } from './output-product-card.tsx';

type TOutputProductsFieldProps = {
  definition: TActivityDefinition;
  rows: readonly TOutputRow[];
  rights: TLabelRights;
  /** Messages per row, in the rows' order. */
  errors: readonly TRowErrors[];
  /** `changed` names the row and the input whose message goes; null when rows were added or removed. */
  onChange(rows: TOutputRow[], changed: { index: number; name: string } | null): void;
};

/** The outputs of a transformation: at least one, more added or removed at will. */
export function OutputProductsField({ definition, rows, rights, errors, onChange }: TOutputProductsFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {rows.map((row, index) => (
        <OutputProductCard
          key={row.key}
          number={index + 1}
          definition={definition}
          row={row}
          rights={rights}
          errors={errors[index] ?? NO_ROW_ERRORS}
          removable={rows.length > 1}
          onChange={(changed, name) =>
            onChange(
              replaceRow(rows, row.key, () => changed),
              { index, name },
            )
          }
          onRemove={() => onChange(removeRow(rows, row.key), null)}
        />
      ))}
      <Button variant="default" style={{ alignSelf: 'flex-start' }} onClick={() => onChange([...rows, emptyOutput()], null)}>
        {t('productActivities.outputs.add')}
      </Button>
    </Stack>
  );
}
