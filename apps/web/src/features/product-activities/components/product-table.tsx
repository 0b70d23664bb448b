import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatHyphenated, type TActivityProduct } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '../../../components/icons.tsx';
import { productsWeight } from '../product-list.ts';
import { unitLabel } from '../unit-label.ts';
import { shownWeight } from '../weights.ts';

type TProductTableProps = { products: readonly TActivityProduct[]; onRemove(productId: string): void };

/** The products added so far: ID, definition, quantity, verified share, with the total weight below. */
export function ProductTable({ products, onRemove }: TProductTableProps) {
  const { t } = useTranslation();
  if (products.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('productActivities.products.empty')}
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('productActivities.products.code')}</Table.Th>
              <Table.Th>{t('productActivities.products.definition')}</Table.Th>
              <Table.Th>{t('productActivities.products.quantity')}</Table.Th>
              <Table.Th>{t('productActivities.products.verified')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('productActivities.products.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((product) => (
              <Table.Tr key={product.id}>
                <Table.Td dir="ltr" ff="monospace">
                  {formatHyphenated(product.code)}
                </Table.Td>
                <Table.Td>{product.productDefinition.name}</Table.Td>
                <Table.Td>
                  {product.quantity} {unitLabel(t, product.quantityUnit)}
                </Table.Td>
                <Table.Td>
                  {product.verifiedPercentage === null ? t('productActivities.products.unknown') : `${product.verifiedPercentage} %`}
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('productActivities.products.remove', { code: formatHyphenated(product.code) })}
                    onClick={() => onRemove(product.id)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TotalWeight products={products} />
    </>
  );
}

function TotalWeight({ products }: { products: readonly TActivityProduct[] }) {
  const { t } = useTranslation();
  const weight = productsWeight(products);
  return (
    <Text size="sm" fw={500}>
      {weight.convertible
        ? t('productActivities.products.totalWeight', {
            count: products.length,
            weight: shownWeight(weight.kilograms),
            unit: unitLabel(t, 'Kilograms'),
          })
        : t('productActivities.products.cannotConvert', { count: products.length })}
    </Text>
  );
}
