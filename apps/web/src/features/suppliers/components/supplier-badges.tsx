import { Badge } from '@mantine/core';
import { RISK_LEVEL_COLOURS, type TQuestionnaireState, type TRiskLevel } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { riskLevelOrNotAssessed } from '../model/supplier-list.ts';

/**
 * The spec's risk colour as a dot beside the level in the text colour: sandy brown or grey behind
 * white text would not reach the contrast readers need.
 */
export function RiskLevelBadge({ riskLevel }: { riskLevel: TRiskLevel | null }) {
  const { t } = useTranslation();
  const level = riskLevelOrNotAssessed(riskLevel);
  return (
    <Badge variant="dot" color={RISK_LEVEL_COLOURS[level]} tt="none" c="var(--mantine-color-text)" miw="max-content">
      {t(`suppliers.riskLevels.${level}`)}
    </Badge>
  );
}

const STATE_COLOURS: Record<TQuestionnaireState, string> = { ready: 'teal', draft: 'yellow', unknown: 'gray' };

export function QuestionnaireStateBadge({ state }: { state: TQuestionnaireState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATE_COLOURS[state]} tt="none" miw="max-content">
      {t(`suppliers.questionnaireStates.${state}`)}
    </Badge>
  );
}
