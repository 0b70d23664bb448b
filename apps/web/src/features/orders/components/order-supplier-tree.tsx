import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, type TOrderSupplier } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconPencil, IconTrash, IconUserPlus } from '../../../components/icons.tsx';
import { RowActionsMenu } from '../../../components/row-actions-menu.tsx';
import { UserText } from '../../../components/user-text.tsx';
import type { TOrderSupplierNode } from '../model/order-tree.ts';

export type TOrderSupplierActions = {
  onAdd: (parent: TOrderSupplier) => void;
  onEdit: (orderSupplier: TOrderSupplier) => void;
  onDelete: (node: TOrderSupplierNode) => void;
};

type TOrderSupplierTreeProps = { nodes: readonly TOrderSupplierNode[]; actions: TOrderSupplierActions };

/** The order suppliers from the first one down, each indented under the one it supplied. */
export function OrderSupplierTree({ nodes, actions }: TOrderSupplierTreeProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('orders.tree.label')} m={0} p={0} style={{ listStyle: 'none' }}>
      {nodes.map((node) => (
        <TreeItem key={node.orderSupplier.id} node={node} actions={actions} />
      ))}
    </Box>
  );
}

function TreeItem({ node, actions }: { node: TOrderSupplierNode; actions: TOrderSupplierActions }) {
  const { t } = useTranslation();
  const { orderSupplier } = node;
  const { supplier } = orderSupplier;
  const isFirst = orderSupplier.parentId === null;
  const documents = [
    { key: 'po', label: t('orders.tree.purchaseOrder'), value: orderSupplier.purchaseOrderNumber },
    { key: 'invoice', label: t('orders.tree.invoice'), value: orderSupplier.invoiceNumber },
    { key: 'packingList', label: t('orders.tree.packingList'), value: orderSupplier.packingListNumber },
  ].filter((document) => document.value);

  return (
    <Box component="li" mt="sm">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                <UserText>{supplier.name}</UserText>
              </Text>
              {isFirst ? (
                <Badge size="sm" variant="light">
                  {t('orders.tree.first')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {supplier.countryCode
                ? t('orders.tree.roleInCountry', { role: supplier.roleName, country: supplier.countryCode })
                : supplier.roleName}
            </Text>
            <Text size="xs">{t('orders.tree.purchasedOn', { date: formatDate(orderSupplier.purchasedAt) })}</Text>
            {documents.length > 0 ? (
              <Group gap="md">
                {documents.map((document) => (
                  <Text key={document.key} size="xs">
                    {document.label}: <UserText>{document.value}</UserText>
                  </Text>
                ))}
              </Group>
            ) : null}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconUserPlus size={14} />}
              aria-label={t('orders.tree.addTo', { name: supplier.name })}
              onClick={() => actions.onAdd(orderSupplier)}
            >
              {t('orders.tree.add')}
            </Button>
            {isFirst ? null : (
              <RowActionsMenu
                label={t('orders.tree.menu', { name: supplier.name })}
                actions={[
                  { key: 'edit', label: t('orders.tree.edit'), icon: IconPencil, onSelect: () => actions.onEdit(orderSupplier) },
                  {
                    key: 'delete',
                    label: t('orders.tree.delete'),
                    icon: IconTrash,
                    destructive: true,
                    onSelect: () => actions.onDelete(node),
                  },
                ]}
              />
            )}
          </Group>
        </Group>
      </Paper>
      {node.children.length > 0 ? (
        <Box
          component="ul"
          // Indented from where lines begin: the right in Urdu.
          style={{ listStyle: 'none', margin: 0, padding: 0, paddingInlineStart: 'var(--mantine-spacing-xl)' }}
        >
          {node.children.map((child) => (
            <TreeItem key={child.orderSupplier.id} node={child} actions={actions} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
