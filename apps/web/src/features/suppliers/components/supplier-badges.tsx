import { Badge } from '@mantine/core';
import type { TQuestionnaireState } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';

const STATE_COLOURS: Record<TQuestionnaireState, string> = { ready: 'teal', draft: 'yellow', unknown: 'gray' };

export function QuestionnaireStateBadge({ state }: { state: TQuestionnaireState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATE_COLOURS[state]} tt="none" miw="max-content">
      {t(`suppliers.questionnaireStates.${state}`)}
    </Badge>
  );
}
