import { Alert, Anchor, List, Text } from '@mantine/core';
import type { TUnansweredQuestion } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconWarning } from '../../../components/icons.tsx';
import { groupLabel } from '../group-label.ts';

type TUnansweredListProps = { questions: readonly TUnansweredQuestion[]; onJump: (questionId: string) => void };

/** What still stands between the facility and a submitted questionnaire, each a link to its question. */
export function UnansweredList({ questions, onJump }: TUnansweredListProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      icon={<IconWarning size={18} />}
      title={t('selfAssessment.unanswered.title', { count: questions.length })}
      aria-live="polite"
    >
      <Text size="sm" mb="xs">
        {t('selfAssessment.unanswered.hint')}
      </Text>
      <List size="sm" spacing={4}>
        {questions.map((question) => (
          <List.Item key={question.questionId}>
            <Anchor component="button" type="button" size="sm" ta="start" onClick={() => onJump(question.questionId)}>
              {t('selfAssessment.unanswered.item', { group: groupLabel(question.group, t), index: question.index, title: question.title })}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
