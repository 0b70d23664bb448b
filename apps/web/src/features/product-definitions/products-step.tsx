import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { TProductAttribute, TProductDefinition } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import {
  useAttributes,
  useDeleteAttribute,
  useDeleteDefinition,
  useProductCommodities,
  useProductDefinitions,
} from './api/products-api.ts';
import { AttributeModal } from './components/attribute-modal.tsx';
import { DefinitionModal } from './components/definition-modal.tsx';
import { TranslationsBar } from './components/translations-bar.tsx';
import type { TWizardStepProps } from '../../lib/wizard.ts';

/** What a modal is open for: a new item (no id) or the one being edited. */
type TEditing<T> = { item: T | undefined } | null;
type TDeleting = { kind: 'attribute'; item: TProductAttribute } | { kind: 'definition'; item: TProductDefinition } | null;

/** Step 2: the attributes products are described by, and the product definitions built from them. */
export default function ProductsStep({ locked, onFinished }: TWizardStepProps) {
  const { t } = useTranslation();
  const attributes = useAttributes();
  const definitions = useProductDefinitions();
  const commodities = useProductCommodities();
  const deleteAttribute = useDeleteAttribute();
  const deleteDefinition = useDeleteDefinition();
  const [editingAttribute, setEditingAttribute] = useState<TEditing<TProductAttribute>>(null);
  const [editingDefinition, setEditingDefinition] = useState<TEditing<TProductDefinition>>(null);
  const [deleting, setDeleting] = useState<TDeleting>(null);

  if (attributes.isPending || definitions.isPending) return <Loader aria-label={t('products.loading')} />;
  if (attributes.isError || definitions.isError) return <Alert color="red">{t('errors.generic')}</Alert>;

  const confirmDelete = () => {
    if (!deleting) return;
    const mutation = deleting.kind === 'attribute' ? deleteAttribute : deleteDefinition;
    mutation.mutate(deleting.item.id, {
      onSuccess: () => toast.success(t('products.deleted', { name: deleting.item.name })),
      onError: (error) => toast.error(errorMessage(error, t('errors.generic'))),
      onSettled: () => setDeleting(null),
    });
  };

  const rowActions = (onEdit: () => void, onDelete: () => void, deleteBlockedReason?: string) =>
    locked ? null : (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        <Button size="xs" variant="default" onClick={onEdit}>
          {t('products.edit')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={deleteBlockedReason !== undefined}
          title={deleteBlockedReason}
          onClick={onDelete}
        >
          {t('products.delete')}
        </Button>
      </Group>
    );

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{t('products.definitions.title')}</Title>
          <Group gap="xs">
            <TranslationsBar kind="products" locked={locked} />
            {locked ? null : <Button onClick={() => setEditingDefinition({ item: undefined })}>{t('products.definitions.add')}</Button>}
          </Group>
        </Group>
        {definitions.data.length === 0 ? (
          <Text c="dimmed">{t('products.definitions.empty')}</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('products.definitions.name')}</Table.Th>
                <Table.Th>{t('products.definitions.goods')}</Table.Th>
                <Table.Th>{t('products.definitions.attributes')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {definitions.data.map((definition) => (
                <Table.Tr key={definition.id}>
                  <Table.Td>{definition.name}</Table.Td>
                  <Table.Td>{definition.goods.join(', ')}</Table.Td>
                  <Table.Td>{definition.attributes.map((attribute) => attribute.name).join(', ')}</Table.Td>
                  <Table.Td>
                    {rowActions(
                      () => setEditingDefinition({ item: definition }),
                      () => setDeleting({ kind: 'definition', item: definition }),
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{t('products.attributes.title')}</Title>
          <Group gap="xs">
            <TranslationsBar kind="attributes" locked={locked} />
            {locked ? null : <Button onClick={() => setEditingAttribute({ item: undefined })}>{t('products.attributes.add')}</Button>}
          </Group>
        </Group>
        {attributes.data.length === 0 ? (
          <Text c="dimmed">{t('products.attributes.empty')}</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('products.attributes.name')}</Table.Th>
                <Table.Th>{t('products.attributes.type')}</Table.Th>
                <Table.Th>{t('products.attributes.category')}</Table.Th>
                <Table.Th>{t('products.attributes.options')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attributes.data.map((attribute) => (
                <Table.Tr key={attribute.id}>
                  <Table.Td>{attribute.name}</Table.Td>
                  <Table.Td>{t(`products.types.${attribute.type}`)}</Table.Td>
                  <Table.Td>{t(`products.categories.${attribute.category}`)}</Table.Td>
                  <Table.Td>{attribute.options.map((option) => option.value).join(', ')}</Table.Td>
                  <Table.Td>
                    {rowActions(
                      () => setEditingAttribute({ item: attribute }),
                      () => setDeleting({ kind: 'attribute', item: attribute }),
                      attribute.usageCount > 0 ? t('products.attributes.inUse', { count: attribute.usageCount }) : undefined,
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>

      {locked ? null : (
        <Stack gap={4} align="flex-start">
          <Button disabled={definitions.data.length === 0} onClick={onFinished}>
            {t('products.next')}
          </Button>
          {definitions.data.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('products.nextNeedsDefinition')}
            </Text>
          ) : null}
        </Stack>
      )}

      {editingAttribute ? <AttributeModal opened attribute={editingAttribute.item} onClose={() => setEditingAttribute(null)} /> : null}
      {editingDefinition ? (
        <DefinitionModal
          opened
          definition={editingDefinition.item}
          attributes={attributes.data}
          commodities={(commodities.data ?? []).map((commodity) => commodity.name)}
          onClose={() => setEditingDefinition(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('products.confirmDeleteTitle')}
        body={deleting ? t('products.confirmDeleteBody', { name: deleting.item.name }) : ''}
        confirmLabel={t('products.delete')}
        destructive
        loading={deleteAttribute.isPending || deleteDefinition.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
