import { Accordion, Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TFacilityRisk } from '@opentrace/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChevronDown } from '../../../components/icons.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { formatScore, itemCountOf } from '../model/risk-view.ts';
import { RiskItemsTable } from './risk-items-table.tsx';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';

type TCategory = TFacilityRisk['categories'][number];
type TIndicator = TCategory['indicators'][number];
type TSubIndicator = TIndicator['subIndicators'][number];
type TReportPath = ((id: string) => string) | null;
/** The page assigning an improvement plan on a sub-indicator, for readers who may assign one; null offers none. */
export type TAssignPlanPath = ((subIndicatorId: string) => string) | null;

type TRowLinks = { reportPath: TReportPath; assignPlanPath: TAssignPlanPath };

/** A sub-indicator's row, and under it, once opened, the items behind its score. */
function SubIndicatorRows({ subIndicator, reportPath, assignPlanPath }: { subIndicator: TSubIndicator } & TRowLinks) {
  const { t } = useTranslation();
  const columns = assignPlanPath ? 6 : 5;
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  const count = subIndicator.items.length;
  return (
    <>
      <Table.Tr>
        <Table.Th scope="row" fw={500}>
          {subIndicator.name}
        </Table.Th>
        <Table.Td>{subIndicator.severity ?? t('risk.none')}</Table.Td>
        <Table.Td>{subIndicator.score === null ? t('risk.noScore') : formatScore(subIndicator.score)}</Table.Td>
        <Table.Td>
          <RiskLevelBadge riskLevel={subIndicator.level} />
        </Table.Td>
        <Table.Td>
          {count === 0 ? (
            <Text size="sm" c="dimmed">
              {t('risk.summary.itemCount', { count })}
            </Text>
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={open}
              aria-controls={open ? itemsId : undefined}
              aria-label={t(open ? 'risk.tree.hideItemsOf' : 'risk.tree.showItemsOf', { count, name: subIndicator.name })}
              rightSection={<IconChevronDown size={14} style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
              onClick={() => setOpen((value) => !value)}
            >
              {t('risk.summary.itemCount', { count })}
            </Button>
          )}
        </Table.Td>
        {assignPlanPath ? (
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <Anchor
              component={Link}
              to={assignPlanPath(subIndicator.id)}
              size="sm"
              aria-label={t('risk.tree.assignPlanFor', { name: subIndicator.name })}
            >
              {t('risk.tree.assignPlan')}
            </Anchor>
          </Table.Td>
        ) : null}
      </Table.Tr>
      {open ? (
        <Table.Tr id={itemsId}>
          <Table.Td colSpan={columns} bg="var(--mantine-color-gray-0)">
            <RiskItemsTable
              items={subIndicator.items}
              label={t('risk.tree.itemsOf', { name: subIndicator.name })}
              reportPath={reportPath}
            />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

/** A category's score by source, so a reader sees which source drives it. */
function CategorySources({ sources }: { sources: TCategory['bySource'] }) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  return (
    <Group gap="md" component="ul" aria-label={t('risk.summary.bySource')} m={0} p={0} style={{ listStyle: 'none' }}>
      {sources.map((source) => (
        <Group key={`${source.source}:${source.sourceLabel}`} gap={6} component="li" wrap="nowrap">
          <Text size="sm">{source.sourceLabel}</Text>
          <RiskLevelBadge riskLevel={source.level} size="xs" />
          <Text size="xs" c="dimmed">
            {source.score === null ? t('risk.noScore') : t('risk.tree.score', { score: formatScore(source.score) })}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

function IndicatorBlock({ indicator, reportPath, assignPlanPath }: { indicator: TIndicator } & TRowLinks) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Text component="h4" size="sm" fw={700} m={0}>
          {indicator.name}
        </Text>
        <RiskLevelBadge riskLevel={indicator.level} />
        <Text size="sm" c="dimmed">
          {indicator.score === null ? t('risk.noScore') : t('risk.tree.score', { score: formatScore(indicator.score) })}
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label={t('risk.tree.subIndicatorsOf', { name: indicator.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('risk.columns.subIndicator')}</Table.Th>
              <Table.Th>{t('risk.columns.subIndicatorWeight')}</Table.Th>
              <Table.Th>{t('risk.columns.score')}</Table.Th>
              <Table.Th>{t('risk.columns.level')}</Table.Th>
              <Table.Th>{t('risk.columns.items')}</Table.Th>
              {assignPlanPath ? (
                <Table.Th>
                  <VisuallyHidden>{t('risk.tree.actions')}</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {indicator.subIndicators.map((subIndicator) => (
              <SubIndicatorRows key={subIndicator.id} subIndicator={subIndicator} reportPath={reportPath} assignPlanPath={assignPlanPath} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * The score explained (DOMAIN.md §6.5): the country's risk, then category → indicator → sub-indicator,
 * each with its level and score, down to every item.
 */
export function RiskTree({ risk, busy, reportPath, assignPlanPath }: { risk: TFacilityRisk; busy: boolean } & TRowLinks) {
  const { t } = useTranslation();
  const empty = risk.categories.length === 0 && risk.country.length === 0;
  return (
    <TitledCard title={t('risk.tree.title')} description={t('risk.tree.description')} busy={busy}>
      {empty ? (
        <Text size="sm" c="dimmed">
          {t('risk.tree.empty')}
        </Text>
      ) : null}
      {risk.country.length > 0 ? (
        <Stack gap="xs">
          <Text component="h3" size="sm" fw={700} m={0}>
            {t('risk.tree.country')}
          </Text>
          <RiskItemsTable items={risk.country} label={t('risk.tree.country')} reportPath={reportPath} />
        </Stack>
      ) : null}
      {risk.categories.length > 0 ? (
        <Accordion multiple variant="separated" chevronPosition="left" order={3}>
          {risk.categories.map((category) => (
            <Accordion.Item key={category.id} value={category.id}>
              <Accordion.Control>
                <Group gap="sm" wrap="wrap">
                  <Text fw={700} size="sm">
                    {category.name}
                  </Text>
                  <RiskLevelBadge riskLevel={category.level} />
                  <Text size="sm" c="dimmed">
                    {category.score === null ? t('risk.noScore') : t('risk.tree.score', { score: formatScore(category.score) })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('risk.summary.itemCount', { count: itemCountOf(category) })}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="lg">
                  <CategorySources sources={category.bySource} />
                  {category.indicators.map((indicator) => (
                    <IndicatorBlock key={indicator.id} indicator={indicator} reportPath={reportPath} assignPlanPath={assignPlanPath} />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
    </TitledCard>
  );
}
