import { Badge, type MantineSize } from '@mantine/core';
import { RISK_LEVEL_COLOURS, type TLinkConfidence, type TRiskLevel, type TTraceStatus } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';

/**
 * The spec's risk colour as a dot beside the level in the text colour: sandy brown or grey behind
 * white text would not reach the contrast readers need. No level yet reads "Not assessed", in grey.
 */
export function RiskLevelBadge({ riskLevel, size = 'sm' }: { riskLevel: TRiskLevel | null; size?: MantineSize }) {
  const { t } = useTranslation();
  const level = riskLevel ?? 'NOT_ASSESSED';
  return (
    <Badge variant="dot" size={size} color={RISK_LEVEL_COLOURS[level]} tt="none" c="var(--mantine-color-text)" miw="max-content">
      {t(`traces.riskLevels.${level}`)}
    </Badge>
  );
}

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
