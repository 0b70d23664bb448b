import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { TRiskItemView } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../../../components/user-text.tsx';
import { formatScore, itemDayOf, referencePathOf } from '../model/risk-view.ts';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';

function Reference({ reference, reportPath }: { reference: TRiskItemView['reference']; reportPath: ((id: string) => string) | null }) {
  const path = referencePathOf(reference, reportPath);
  if (!path) {
    return (
      <Text size="sm">
        <UserText>{reference.label}</UserText>
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={path} size="sm">
      <UserText>{reference.label}</UserText>
    </Anchor>
  );
}

/**
 * The items behind a score, each explaining itself: where it came from and when, its severity, the
 * sub-indicator weight it was scored with, its weight under the method, its score and level.
 */
export function RiskItemsTable({
  items,
  label,
  reportPath,
}: {
  items: readonly TRiskItemView[];
  label: string;
  reportPath: ((id: string) => string) | null;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="xs" aria-label={label} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('risk.columns.source')}</Table.Th>
            <Table.Th>{t('risk.columns.date')}</Table.Th>
            <Table.Th>{t('risk.columns.severity')}</Table.Th>
            <Table.Th>{t('risk.columns.subIndicatorWeight')}</Table.Th>
            <Table.Th>{t('risk.columns.weight')}</Table.Th>
            <Table.Th>{t('risk.columns.score')}</Table.Th>
            <Table.Th>{t('risk.columns.level')}</Table.Th>
            <Table.Th>{t('risk.columns.reference')}</Table.Th>
            <Table.Th>{t('risk.columns.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{item.sourceLabel}</Text>
                  {item.fromFacility ? (
                    <Text size="xs" c="dimmed">
                      {t('risk.tree.fromFacility', { facility: item.fromFacility.name })}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  <UserText>{itemDayOf(item)}</UserText>
                </Text>
              </Table.Td>
              <Table.Td>{formatScore(item.severity)}</Table.Td>
              <Table.Td>{item.subIndicatorWeight ?? t('risk.none')}</Table.Td>
              <Table.Td>{item.weight}</Table.Td>
              <Table.Td>{formatScore(item.score)}</Table.Td>
              <Table.Td>
                <RiskLevelBadge riskLevel={item.level} />
              </Table.Td>
              <Table.Td>
                <Reference reference={item.reference} reportPath={reportPath} />
              </Table.Td>
              <Table.Td>
                {item.note ? (
                  <Text size="sm" maw={320}>
                    <UserText>{item.note}</UserText>
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('risk.none')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
