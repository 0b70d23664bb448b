import { Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDateTime, MAX_RISK_SCORE, type TFacilityRisk } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { formatScore, levelCounts, weightsShown } from '../model/risk-view.ts';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';
import { LabelledValue } from '../../../components/labelled-value.tsx';

function Heading({ children }: { children: ReactNode }) {
  return (
    <Text component="h3" size="sm" fw={700} m={0}>
      {children}
    </Text>
  );
}

/** The sub-indicators with the most serious items, each with how many items it holds at each level. */
function TopIssues({ issues }: { issues: TFacilityRisk['topIssues'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Heading>{t('risk.summary.topIssues')}</Heading>
      {issues.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('risk.summary.noTopIssues')}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" ps={0}>
          {issues.map((issue) => (
            <List.Item key={issue.subIndicator.id}>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {issue.subIndicator.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('risk.summary.issuePath', { category: issue.category.name, indicator: issue.indicator.name })}
                </Text>
                <Group gap={6}>
                  {levelCounts(issue.counts).map(({ level, count }) => (
                    <Group key={level} gap={4} wrap="nowrap">
                      <RiskLevelBadge riskLevel={level} size="xs" />
                      <Text size="xs">{t('risk.summary.itemCount', { count })}</Text>
                    </Group>
                  ))}
                </Group>
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The score of each source with its weight, so a reader sees which source drives the level. */
function BySource({ sources }: { sources: TFacilityRisk['bySource'] }) {
  const { t } = useTranslation();
  const title = t('risk.summary.bySource');
  if (sources.length === 0) return null;
  return (
    <Stack gap="xs">
      <Heading>{title}</Heading>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('risk.columns.source')}</Table.Th>
              <Table.Th>{t('risk.columns.weight')}</Table.Th>
              <Table.Th>{t('risk.columns.items')}</Table.Th>
              <Table.Th>{t('risk.columns.score')}</Table.Th>
              <Table.Th>{t('risk.columns.level')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sources.map((source) => (
              <Table.Tr key={`${source.source}:${source.sourceLabel}`}>
                <Table.Td>{source.sourceLabel}</Table.Td>
                <Table.Td>{source.weight}</Table.Td>
                <Table.Td>{source.itemCount}</Table.Td>
                <Table.Td>{source.score === null ? t('risk.noScore') : formatScore(source.score)}</Table.Td>
                <Table.Td>
                  <RiskLevelBadge riskLevel={source.level} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The method that combined the items and, under a weighted average, the weight of each source. */
function Method({ method }: { method: NonNullable<TFacilityRisk['method']> }) {
  const { t } = useTranslation();
  const weights = weightsShown(method);
  return (
    <LabelledValue uppercase label={t('risk.summary.method')}>
      <Text size="sm">{t(`risk.methods.${method.methodology}`)}</Text>
      {weights.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('risk.summary.unweighted')}
        </Text>
      ) : (
        <List size="xs" c="dimmed" spacing={2} listStyleType="none" ps={0} aria-label={t('risk.summary.weightsLabel')}>
          {weights.map((weight) => (
            <List.Item key={`${weight.source}:${weight.sourceLabel}`}>
              {t('risk.summary.weight', { source: weight.sourceLabel, weight: weight.weight })}
            </List.Item>
          ))}
        </List>
      )}
    </LabelledValue>
  );
}

/** The overall level under the filters, when and how it was computed, the top issues and the score of each source. */
export function RiskSummary({ risk, busy }: { risk: TFacilityRisk; busy: boolean }) {
  const { t } = useTranslation();
  const farmGroup = risk.facility.farmGroup;
  return (
    <TitledCard
      title={t('risk.summary.title')}
      busy={busy}
      description={
        farmGroup
          ? t('risk.summary.farmOf', { group: farmGroup.name })
          : risk.facility.isFarmGroup
            ? t('risk.summary.farmGroup')
            : undefined
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" verticalSpacing="md">
        <LabelledValue uppercase label={t('risk.summary.level')}>
          <Group>
            <RiskLevelBadge riskLevel={risk.level} size="lg" />
          </Group>
        </LabelledValue>
        <LabelledValue uppercase label={t('risk.summary.score')}>
          <Text size="sm">
            {risk.score === null
              ? t('risk.noScore')
              : t('risk.summary.scoreOutOf', { score: formatScore(risk.score), max: MAX_RISK_SCORE })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('risk.summary.itemCount', { count: risk.itemCount })}
          </Text>
        </LabelledValue>
        <LabelledValue uppercase label={t('risk.summary.computedAt')}>
          {risk.computedAt ? (
            <Text size="sm">
              <UserText>{formatDateTime(risk.computedAt)}</UserText>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('risk.summary.neverComputed')}
            </Text>
          )}
        </LabelledValue>
        {risk.computedAt && risk.method ? <Method method={risk.method} /> : null}
      </SimpleGrid>
      <TopIssues issues={risk.topIssues} />
      <BySource sources={risk.bySource} />
    </TitledCard>
  );
}
