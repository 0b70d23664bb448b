import { Badge } from '@mantine/core';
import type { TLinkConfidence, TTraceStatus } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<TTraceStatus, string> = { complete: 'teal', partial: 'yellow', insufficient: 'red' };

export function TraceStatusBadge({ status }: { status: TTraceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} tt="none" miw="max-content">
      {t(`traces.statuses.${status}`)}
    </Badge>
  );
}

const CONFIDENCE_COLOURS: Record<TLinkConfidence, string> = { document: 'teal', product: 'blue', inferred: 'gray' };

/** How a link was found; an order supplier the caller named has none and reads "Named by you". */
export function LinkConfidenceBadge({ confidence }: { confidence: TLinkConfidence | null }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={confidence ? CONFIDENCE_COLOURS[confidence] : 'gray'} tt="none" miw="max-content">
      {confidence ? t(`traces.confidences.${confidence}`) : t('traces.confidences.named')}
    </Badge>
  );
}
