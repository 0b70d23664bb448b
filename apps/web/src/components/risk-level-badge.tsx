import { Badge, type MantineSize } from '@mantine/core';
import { RISK_LEVEL_COLOURS, type TRiskLevel } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';

/**
 * A facility's risk level wherever a supplier appears (supplier list, trace, order list). The spec's risk
 * colour is a dot beside the level in the text colour: sandy brown or grey behind white text would not
 * reach the contrast readers need. No level yet reads "Not assessed", in grey, never a made-up level.
 */
export function RiskLevelBadge({ riskLevel, size = 'sm' }: { riskLevel: TRiskLevel | null; size?: MantineSize }) {
  const { t } = useTranslation();
  const level = riskLevel ?? 'NOT_ASSESSED';
  return (
    <Badge variant="dot" size={size} color={RISK_LEVEL_COLOURS[level]} tt="none" c="var(--mantine-color-text)" miw="max-content">
      {t(`riskLevels.${level}`)}
    </Badge>
  );
}
