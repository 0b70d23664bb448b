import { CloseButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, parseLanguage, type TTraceFlag, type TTraceNode, type TTraceRecord } from '@opentrace/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { documentNumbersOf } from '../model/trace-flags.ts';
import { countryName, formatKg, formatPercentValue } from '../model/trace-format.ts';
import { LinkConfidenceBadge } from './trace-badges.tsx';
import { DocumentIcons } from './document-icons.tsx';

type TNodeDetailPanelProps = {
  node: TTraceNode;
  records: readonly TTraceRecord[];
  flags: readonly TTraceFlag[];
  onClose: () => void;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" ta="end">
        {children}
      </Text>
    </Group>
  );
}

/**
 * One facility of the trace beside the graph: who it is, the rows that reached it and what the
 * checks say about it. It takes the focus when it opens, so a keyboard user lands on what they asked for.
 */
export function NodeDetailPanel({ node, records, flags, onClose }: TNodeDetailPanelProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [node.id]);

  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-labelledby="trace-node-detail-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz="lg" id="trace-node-detail-title" ref={heading} tabIndex={-1}>
            <UserText>{node.name}</UserText>
          </Title>
          <CloseButton onClick={onClose} aria-label={t('traces.detail.close')} />
        </Group>
        <Stack gap={4}>
          <Fact label={t('traces.suppliers.columns.role')}>{node.roleName}</Fact>
          <Fact label={t('traces.suppliers.columns.tier')}>{t('traces.tier', { tier: node.tier })}</Fact>
          <Fact label={t('traces.suppliers.columns.country')}>{countryName(node.countryCode, language) ?? '—'}</Fact>
          <Fact label={t('traces.suppliers.columns.verifiedShare')}>{formatPercentValue(node.verifiedShare, language)}</Fact>
          <Fact label={t('traces.suppliers.columns.riskLevel')}>
            <RiskLevelBadge riskLevel={node.riskLevel} />
          </Fact>
          {node.dnaTests ? (
            <Fact label={t('traces.detail.dnaTests')}>
              <Stack gap={0} align="flex-end">
                <span>{t('traces.detail.dnaTally', { failed: node.dnaTests.failed, passed: node.dnaTests.passed })}</span>
                <Text size="xs" c={node.dnaTests.lastResult === 'FAILED' ? 'red' : 'dimmed'}>
                  {t('traces.detail.dnaLast', {
                    // A calendar day: read at UTC midnight, so no time zone moves it to the day before.
                    date: formatDate(node.dnaTests.lastTestedOn, 'UTC'),
                    result: t(`traces.detail.dnaResults.${node.dnaTests.lastResult}`),
                  })}
                </Text>
              </Stack>
            </Fact>
          ) : null}
        </Stack>
        {flags.length > 0 ? (
          <Stack gap={4}>
            <Title order={3} fz="sm">
              {t('traces.detail.flags')}
            </Title>
            <List size="sm" spacing={4}>
              {flags.map((flag, index) => (
                <List.Item key={`${flag.kind}:${index}`}>{flag.message}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        <Stack gap={4}>
          <Title order={3} fz="sm">
            {t('traces.detail.records')}
          </Title>
          {records.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('traces.detail.noRecords')}
            </Text>
          ) : (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {records.map((record) => (
                <Paper key={record.id} component="li" withBorder radius="sm" p="xs">
                  <Stack gap={4}>
                    <Group justify="space-between" gap="xs">
                      <Text size="sm" fw={600}>
                        {formatDate(record.date)}
                      </Text>
                      <LinkConfidenceBadge confidence={record.confidence} />
                    </Group>
                    <Text size="xs">{t(`traces.categories.${record.category}`)}</Text>
                    {documentNumbersOf(record).map((document) => (
                      <Text key={document.kind} size="xs">
                        <UserText>{t(`traces.documents.${document.kind}`, { number: document.number })}</UserText>
                      </Text>
                    ))}
                    {record.quantityKg !== null ? (
                      <Text size="xs">{t('traces.detail.quantity', { kg: formatKg(record.quantityKg, language) })}</Text>
                    ) : null}
                    <DocumentIcons record={record} />
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
