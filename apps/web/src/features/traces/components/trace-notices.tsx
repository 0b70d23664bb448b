import { Alert, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, parseLanguage, type TOrderSupplier, type TTrace } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconInfo, IconWarning } from '../../../components/icons.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { missingFlags, noDirectMatchNotices, plausibilityIssues, type TNamedDocument } from '../model/trace-flags.ts';
import { formatKg, formatRatio } from '../model/trace-format.ts';

/** Spec §8: nothing was traced beyond the order's suppliers; the flags say whom to ask to log their transactions. */
export function InsufficientTraceAlert({ trace }: { trace: Pick<TTrace, 'flags'> }) {
  const { t } = useTranslation();
  const missing = missingFlags(trace.flags);
  return (
    <Alert color="orange" variant="light" icon={<IconAlert size={20} />} title={t('traces.insufficient.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('traces.insufficient.body')}</Text>
        {missing.length > 0 ? (
          <List size="sm" spacing={4}>
            {missing.map((flag, index) => (
              <List.Item key={`${flag.nodeId}:${index}`}>{flag.message}</List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Alert>
  );
}

function useDocumentText() {
  const { t } = useTranslation();
  return (document: TNamedDocument) => t(`traces.documents.${document.kind}`, { number: document.number });
}

/** Spec §8: an order supplier found by date, not by its document; the list then shows all its transactions of the period. */
export function NoDirectMatchNotices({
  trace,
  orderSuppliers,
}: {
  trace: Pick<TTrace, 'flags'>;
  orderSuppliers: readonly TOrderSupplier[];
}) {
  const { t } = useTranslation();
  const documentText = useDocumentText();
  const notices = noDirectMatchNotices(trace.flags, orderSuppliers);
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs">
      {notices.map((notice) => (
        <Alert key={notice.key} color="blue" variant="light" icon={<IconInfo size={20} />} title={t('traces.noDirectMatch.title')}>
          <Text size="sm">
            {notice.document && notice.period && notice.supplierName
              ? t('traces.noDirectMatch.body', {
                  document: documentText(notice.document),
                  supplier: notice.supplierName,
                  from: formatDate(notice.period.from),
                  to: formatDate(notice.period.to),
                })
              : notice.message}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}

/** Quantities that do not make sense: each flag in words, with the transformation's figures against the map's limit. */
export function PlausibilityPanel({ trace }: { trace: Pick<TTrace, 'flags' | 'transformations' | 'nodes'> }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const issues = plausibilityIssues(trace);
  if (issues.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="trace-plausibility-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="trace-plausibility-title">
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <IconWarning size={20} color="var(--mantine-color-orange-7)" />
            {t('traces.flags.title')}
          </span>
        </Title>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('traces.flags.columns.facility')}</Table.Th>
                <Table.Th>{t('traces.flags.columns.explanation')}</Table.Th>
                <Table.Th>{t('traces.flags.columns.inputKg')}</Table.Th>
                <Table.Th>{t('traces.flags.columns.outputKg')}</Table.Th>
                <Table.Th>{t('traces.flags.columns.ratio')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {issues.map(({ key, flag, nodeName, transformation }) => (
                <Table.Tr key={key}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      <UserText>{nodeName}</UserText>
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`traces.flags.kinds.${flag.kind === 'ratio' ? 'ratio' : 'oversold'}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{flag.message}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{transformation ? formatKg(transformation.inputKg, language) : '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{transformation ? formatKg(transformation.outputKg, language) : '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {transformation
                        ? transformation.limitRatio === null
                          ? formatRatio(transformation.ratio, language)
                          : t('traces.flags.ratioAgainstLimit', {
                              ratio: formatRatio(transformation.ratio, language),
                              limit: formatRatio(transformation.limitRatio, language),
                            })
                        : '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
