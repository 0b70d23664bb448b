import { ActionIcon, Group, Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { formatDate, parseLanguage, type TOrderDetail, type TTrace } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconInfo } from '../../../components/icons.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { formatShare } from '../model/trace-format.ts';
import { TraceStatusBadge } from './trace-badges.tsx';
import { LabelledValue } from '../../../components/labelled-value.tsx';

/** The order the trace is for, and how complete and how sure the trace is. */
export function TraceSummary({ order, trace }: { order: TOrderDetail; trace: TTrace }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const explanation = t('traces.summary.confidenceExplanation');
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="md">
        <LabelledValue label={t('traces.summary.purchaseOrder')}>
          <UserText>{order.purchaseOrderNumber}</UserText>
        </LabelledValue>
        <LabelledValue label={t('traces.summary.date')}>{formatDate(order.purchasedAt)}</LabelledValue>
        <LabelledValue label={t('traces.summary.product')}>
          <UserText>{order.productDescription}</UserText>
        </LabelledValue>
        <LabelledValue label={t('traces.summary.firstSupplier')}>
          <UserText>{order.supplier.name}</UserText>
        </LabelledValue>
        <LabelledValue label={t('traces.summary.status')}>
          <TraceStatusBadge status={trace.status} />
        </LabelledValue>
        <LabelledValue label={t('traces.summary.confidence')}>
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
        </LabelledValue>
      </SimpleGrid>
    </Paper>
  );
}
