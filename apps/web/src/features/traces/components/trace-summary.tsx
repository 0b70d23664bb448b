import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { formatDate, parseLanguage, type TOrderDetail, type TTrace } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconInfo } from '../../../components/icons.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { formatShare } from '../model/trace-format.ts';
import { TraceStatusBadge } from './trace-badges.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The order the trace is for, and how complete and how sure the trace is. */
export function TraceSummary({ order, trace }: { order: TOrderDetail; trace: TTrace }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const explanation = t('traces.summary.confidenceExplanation');
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="md">
        <Field label={t('traces.summary.purchaseOrder')}>
          <UserText>{order.purchaseOrderNumber}</UserText>
        </Field>
        <Field label={t('traces.summary.date')}>{formatDate(order.purchasedAt)}</Field>
        <Field label={t('traces.summary.product')}>
          <UserText>{order.productDescription}</UserText>
        </Field>
        <Field label={t('traces.summary.firstSupplier')}>
          <UserText>{order.supplier.name}</UserText>
        </Field>
        <Field label={t('traces.summary.status')}>
          <TraceStatusBadge status={trace.status} />
        </Field>
        <Field label={t('traces.summary.confidence')}>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={700}>
              {formatShare(trace.confidence, language)}
            </Text>
            <Tooltip label={explanation} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={explanation}>
                <IconInfo size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Field>
      </SimpleGrid>
    </Paper>
  );
}
