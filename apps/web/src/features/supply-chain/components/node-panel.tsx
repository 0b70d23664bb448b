import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TCalculatedField, TSupplyChainMap } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';

type TNodePanelProps = {
  node: TSupplyChainMap['nodes'][number];
  suppliers: { lineId: string; name: string }[];
  fields: TCalculatedField[];
  locked: boolean;
  productName(id: string): string;
  attributeName(productId: string, attributeId: string): string;
  onAddBuyer(): void;
  onEditOutputs(): void;
  onDeleteNode(): void;
  onDeleteLine(lineId: string): void;
  onAddField(): void;
  onEditField(field: TCalculatedField): void;
  onDeleteField(field: TCalculatedField): void;
};

/** The selected node: what it makes and buys, who it buys from, and its calculated fields. */
export function NodePanel(props: TNodePanelProps) {
  const { t } = useTranslation();
  const { node, locked } = props;
  const names = (ids: string[]) => (ids.length === 0 ? t('supplyChain.panel.none') : ids.map(props.productName).join(', '));
  return (
    <Paper withBorder p="md" component="section" aria-label={node.roleName}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{node.roleName}</Title>
          {locked ? null : (
            <Group gap="xs">
              <Button size="xs" onClick={props.onAddBuyer}>
                {t('supplyChain.panel.addBuyer')}
              </Button>
              <Button size="xs" variant="default" onClick={props.onEditOutputs}>
                {t('supplyChain.panel.editOutputs')}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={props.onDeleteNode}>
                {t('supplyChain.panel.deleteNode')}
              </Button>
            </Group>
          )}
        </Group>
        <Text size="sm">{t('supplyChain.panel.outputs', { products: names(node.outputProductDefinitionIds) })}</Text>
        {node.isInitial ? null : (
          <Text size="sm">{t('supplyChain.panel.inputs', { products: names(node.inputProductDefinitionIds) })}</Text>
        )}
        {props.suppliers.length > 0 ? (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('supplyChain.panel.suppliers')}
            </Text>
            {props.suppliers.map((supplier) => (
              <Group key={supplier.lineId} justify="space-between">
                <Text size="sm">{supplier.name}</Text>
                {locked ? null : (
                  <Button size="xs" variant="subtle" color="red" onClick={() => props.onDeleteLine(supplier.lineId)}>
                    {t('supplyChain.panel.deleteLine')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        ) : null}
        {node.isInitial ? null : (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {t('supplyChain.panel.fields')}
              </Text>
              {locked || node.inputProductDefinitionIds.length === 0 ? null : (
                <Button size="xs" variant="light" onClick={props.onAddField}>
                  {t('supplyChain.panel.addField')}
                </Button>
              )}
            </Group>
            {props.fields.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('supplyChain.panel.noFields')}
              </Text>
            ) : (
              props.fields.map((field) => (
                <Group key={field.id} justify="space-between">
                  <Group gap="xs">
                    <Text size="sm">
                      {`${props.productName(field.outputProductDefinitionId)}: ${props.attributeName(field.outputProductDefinitionId, field.outputAttributeId)}`}
                    </Text>
                    {field.isBroken ? (
                      <Badge color="red" size="sm" title={t('supplyChain.panel.brokenHelp')}>
                        {t('supplyChain.panel.broken')}
                      </Badge>
                    ) : null}
                  </Group>
                  {locked ? null : (
                    <Group gap={4}>
                      <Button size="xs" variant="default" onClick={() => props.onEditField(field)}>
                        {t('supplyChain.panel.editField')}
                      </Button>
                      <Button size="xs" variant="subtle" color="red" onClick={() => props.onDeleteField(field)}>
                        {t('supplyChain.panel.deleteField')}
                      </Button>
                    </Group>
                  )}
                </Group>
              ))
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
