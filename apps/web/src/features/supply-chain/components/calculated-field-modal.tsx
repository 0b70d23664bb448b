import { Alert, Badge, Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { checkFormula, displayToken, type TCalculatedField, type TCalculatedFieldInput, type TFormulaItem } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import type { TOption } from './map-forms.tsx';

/** Numeric attributes of each product definition: what a formula can read or cap. */
export type TNumericAttributes = ReadonlyMap<string, TOption[]>;

type TCalculatedFieldModalProps = {
  opened: boolean;
  roleId: string;
  field: TCalculatedField | null;
  outputs: TOption[];
  inputs: TOption[];
  numericAttributes: TNumericAttributes;
  saving: boolean;
  error: unknown;
  onSave(input: TCalculatedFieldInput): void;
  onClose(): void;
};

const OPERATOR_BUTTONS = ['+', '-', '*', '/', '**', '(', ')'];
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * The formula editor of spec §5: operators, numbers and the numeric attributes of the input
 * products are added as tokens; the shared validator explains what is wrong as the formula grows.
 */
export function CalculatedFieldModal({
  opened,
  roleId,
  field,
  outputs,
  inputs,
  numericAttributes,
  saving,
  error,
  onSave,
  onClose,
}: TCalculatedFieldModalProps) {
  const { t } = useTranslation();
  const [output, setOutput] = useState<string | null>(field?.outputProductDefinitionId ?? null);
  const [outputAttribute, setOutputAttribute] = useState<string | null>(field?.outputAttributeId ?? null);
  const [inputIds, setInputIds] = useState<string[]>(field?.inputProductDefinitionIds ?? []);
  const [expression, setExpression] = useState<TFormulaItem[]>(field?.expression ?? []);
  const [numberText, setNumberText] = useState('');

  const problem = checkFormula(expression);
  const attributeName = (item: TFormulaItem) =>
    item.type === 'variable'
      ? (numericAttributes.get(item.productDefinitionId)?.find((a) => a.value === item.value)?.label ??
        t('supplyChain.formula.unknownVariable'))
      : displayToken(item.value);
  const productName = (id: string) => inputs.find((input) => input.value === id)?.label ?? '';
  const add = (item: TFormulaItem) => setExpression((current) => [...current, item]);
  const canSave = output !== null && outputAttribute !== null && inputIds.length > 0 && problem === null;

  return (
    <Modal opened={opened} onClose={onClose} title={t(field ? 'supplyChain.field.editTitle' : 'supplyChain.field.addTitle')} size="lg">
      <Stack>
        <Select
          label={t('supplyChain.field.output')}
          data={outputs}
          value={output}
          onChange={(value) => {
            setOutput(value);
            setOutputAttribute(null);
          }}
          required
        />
        <Select
          label={t('supplyChain.field.outputAttribute')}
          description={t('supplyChain.field.outputAttributeHelp')}
          data={output ? [...(numericAttributes.get(output) ?? [])] : []}
          value={outputAttribute}
          onChange={setOutputAttribute}
          required
        />
        <MultiSelect label={t('supplyChain.field.inputs')} data={inputs} value={inputIds} onChange={setInputIds} required />

        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('supplyChain.field.expression')}
          </Text>
          <Group gap={4} mih={32} aria-live="polite" p={4} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}>
            {expression.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('supplyChain.field.expressionEmpty')}
              </Text>
            ) : (
              expression.map((item, index) => (
                <Badge key={index} variant={item.type === 'variable' ? 'filled' : 'light'} tt="none">
                  {attributeName(item)}
                </Badge>
              ))
            )}
          </Group>
          <Group gap={4}>
            {OPERATOR_BUTTONS.map((token) => (
              <Button key={token} size="xs" variant="default" onClick={() => add({ type: 'constant', value: token })}>
                {displayToken(token)}
              </Button>
            ))}
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setExpression((current) => current.slice(0, -1))}
              disabled={expression.length === 0}
            >
              {t('supplyChain.field.removeLast')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setExpression([])} disabled={expression.length === 0}>
              {t('supplyChain.field.clear')}
            </Button>
          </Group>
          <Group gap={4} align="flex-end">
            <TextInput
              size="xs"
              label={t('supplyChain.field.number')}
              value={numberText}
              onChange={(event) => setNumberText(event.currentTarget.value)}
              error={numberText !== '' && !NUMBER_TEXT.test(numberText.trim()) ? t('supplyChain.field.numberInvalid') : undefined}
            />
            <Button
              size="xs"
              disabled={!NUMBER_TEXT.test(numberText.trim())}
              onClick={() => {
                add({ type: 'constant', value: numberText.trim() });
                setNumberText('');
              }}
            >
              {t('supplyChain.field.addNumber')}
            </Button>
          </Group>
          <Group gap={4}>
            {inputIds.flatMap((productId) =>
              (numericAttributes.get(productId) ?? []).map((attribute) => (
                <Button
                  key={`${productId}-${attribute.value}`}
                  size="xs"
                  variant="light"
                  onClick={() => add({ type: 'variable', value: attribute.value, productDefinitionId: productId })}
                >
                  {`${productName(productId)}: ${attribute.label}`}
                </Button>
              )),
            )}
          </Group>
          {problem ? (
            <Text size="sm" c="red" role="alert">
              {t(`supplyChain.formula.${problem}`)}
            </Text>
          ) : (
            <Text size="sm" c="green">
              {t('supplyChain.formula.valid')}
            </Text>
          )}
        </Stack>

        {error ? <Alert color="red">{errorMessage(error, t('errors.generic'))}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('supplyChain.cancel')}
          </Button>
          <Button
            disabled={!canSave}
            loading={saving}
            onClick={() =>
              output &&
              outputAttribute &&
              onSave({
                roleId,
                outputProductDefinitionId: output,
                outputAttributeId: outputAttribute,
                inputProductDefinitionIds: inputIds,
                expression,
              })
            }
          >
            {t('supplyChain.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
