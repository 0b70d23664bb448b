import { Badge, Button, Fieldset, Group, Paper, Stack, Tabs } from '@mantine/core';
import {
  type TOwnSelfAssessment,
  type TSelfAssessmentQuestion,
  type TSelfAssessmentSubmission,
  unansweredQuestions,
} from '@opentrace/domain';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { splitFieldErrors } from '../../../lib/field-errors.ts';
import { toast } from '../../../lib/toast.ts';
import {
  answerProblems,
  answersToSubmit,
  draftAnswerOf,
  draftFromSaved,
  groupIndexOf,
  routeOf,
  type TDraft,
  withChoice,
  withBoxText,
  withOtherText,
  withText,
} from '../answer-draft.ts';
import { useSubmitSelfAssessment } from '../api/self-assessments-api.ts';
import { groupLabel } from '../group-label.ts';
import { AnswerStatus } from './answer-status.tsx';
import { QuestionField, questionAnchorId, type TQuestionChange } from './question-field.tsx';
import { UnansweredList } from './unanswered-list.tsx';

type TIntent = 'draft' | 'submit';

function applyChange(draft: TDraft, question: TSelfAssessmentQuestion, change: TQuestionChange): TDraft {
  if (change.kind === 'choice') return withChoice(draft, question, change.optionId, change.chosen);
  if (change.kind === 'otherText') return withOtherText(draft, question.id, change.optionId, change.text);
  if (change.kind === 'boxText') return withBoxText(draft, question, change.optionId, change.text);
  return withText(draft, question, change.text);
}

/**
 * Answering the questionnaire group by group. Only questions on the route of the current answers
 * show, and the route follows each answer as it is given. A submitted questionnaire is read-only
 * until the facility retakes it.
 */
export function SelfAssessmentForm({ saq }: { saq: TOwnSelfAssessment }) {
  const { t } = useTranslation();
  const submit = useSubmitSelfAssessment();
  const { groups } = saq;
  const [draft, setDraft] = useState<TDraft>(() => draftFromSaved(saq.answers));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [intent, setIntent] = useState<TIntent>('draft');
  const [activeGroup, setActiveGroup] = useState(0);
  const [showOpen, setShowOpen] = useState(false);
  const [retaking, setRetaking] = useState(false);
  const [justCompleted, setJustCompleted] = useState(false);

  const route = useMemo(() => routeOf(groups, draft), [groups, draft]);
  const onRoute = useMemo(() => new Set(route.onRoute), [route]);
  const open = useMemo(() => new Set(route.unanswered), [route]);
  const editable = saq.completedAt === null || retaking;

  /** Opens the question's group, synchronously so the question is on screen to scroll to and focus. */
  const jumpTo = (questionId: string) => {
    const index = groupIndexOf(groups, questionId);
    if (index >= 0) flushSync(() => setActiveGroup(index));
    const anchor = document.getElementById(questionAnchorId(questionId));
    anchor?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    anchor?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
  };

  const change = (question: TSelfAssessmentQuestion, next: TQuestionChange) => {
    setDraft((current) => applyChange(current, question, next));
    setErrors(({ [question.id]: _cleared, ...rest }) => rest);
  };

  const showErrors = (byQuestion: Partial<Record<string, string>>) => {
    setErrors(byQuestion);
    const first = groups.flatMap((group) => group.questions).find((question) => byQuestion[question.id] !== undefined);
    if (first) jumpTo(first.id);
  };

  const onSaved = (action: TIntent) => (submission: TSelfAssessmentSubmission) => {
    setErrors({});
    if (submission.completed) {
      setJustCompleted(true);
      setRetaking(false);
      setShowOpen(false);
      toast.success(t('selfAssessment.toast.completed'));
    } else if (action === 'submit') {
      setShowOpen(true);
      toast.info(t('selfAssessment.toast.stillOpen'));
    } else {
      toast.success(t('selfAssessment.toast.draftSaved'));
    }
  };

  const onRefused = (error: unknown) => {
    if (error instanceof ApiError) {
      const questionIds = groups.flatMap((group) => group.questions.map((question) => question.id));
      showErrors(splitFieldErrors(error.fieldErrors, questionIds).byField);
    }
    toastApiError(error);
  };

  const send = (action: TIntent) => {
    const problems = answerProblems(groups, draft);
    if (Object.keys(problems).length > 0) {
      showErrors(
        Object.fromEntries(Object.entries(problems).map(([questionId, problem]) => [questionId, t(`selfAssessment.problem.${problem}`)])),
      );
      toast.error(t('selfAssessment.toast.fixAnswers'));
      return;
    }
    setJustCompleted(false);
    setIntent(action);
    // Awaited rather than given callbacks: completing the questionnaire may end onboarding and replace
    // this screen, and a mutation drops the callbacks of a form that is gone, confirmation included.
    submit.mutateAsync(answersToSubmit(groups, draft)).then(onSaved(action), onRefused);
  };

  const cancelRetake = () => {
    setDraft(draftFromSaved(saq.answers));
    setErrors({});
    setShowOpen(false);
    setRetaking(false);
  };

  const previous = groups[activeGroup - 1];
  const next = groups[activeGroup + 1];
  const openQuestions = unansweredQuestions(groups, route.unanswered);

  return (
    <Stack gap="lg">
      <AnswerStatus completedAt={saq.completedAt} answeredSaqAt={saq.answeredSaqAt} justCompleted={justCompleted} />
      <Tabs value={String(activeGroup)} onChange={(value) => setActiveGroup(Number(value ?? 0))}>
        <Tabs.List aria-label={t('selfAssessment.groupTabs')}>
          {groups.map((group, index) => {
            const openInGroup = editable ? group.questions.filter((question) => open.has(question.id)).length : 0;
            return (
              <Tabs.Tab
                key={group.id}
                value={String(index)}
                rightSection={
                  openInGroup > 0 ? (
                    <Badge size="sm" variant="light" color="yellow" aria-label={t('selfAssessment.openInGroup', { count: openInGroup })}>
                      {openInGroup}
                    </Badge>
                  ) : null
                }
              >
                {groupLabel(group.name, t)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {groups.map((group, index) => (
          <Tabs.Panel key={group.id} value={String(index)} pt="md">
            <Fieldset disabled={!editable} variant="unstyled">
              <Stack gap="sm">
                {group.questions
                  .filter((question) => onRoute.has(question.id))
                  .map((question) => (
                    <Paper key={question.id} id={questionAnchorId(question.id)} withBorder radius="md" p="md">
                      <QuestionField
                        question={question}
                        answer={draftAnswerOf(draft, question.id)}
                        error={errors[question.id]}
                        onChange={(next) => change(question, next)}
                      />
                    </Paper>
                  ))}
              </Stack>
            </Fieldset>
          </Tabs.Panel>
        ))}
      </Tabs>

      <Group justify="space-between">
        {previous ? (
          <Button variant="subtle" onClick={() => setActiveGroup(activeGroup - 1)}>
            {t('selfAssessment.actions.previousGroup', { group: groupLabel(previous.name, t) })}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button variant="subtle" onClick={() => setActiveGroup(activeGroup + 1)}>
            {t('selfAssessment.actions.nextGroup', { group: groupLabel(next.name, t) })}
          </Button>
        ) : null}
      </Group>

      {editable && showOpen && openQuestions.length > 0 ? <UnansweredList questions={openQuestions} onJump={jumpTo} /> : null}

      <Group gap="sm">
        {editable ? (
          <>
            <Button
              onClick={() => send('submit')}
              loading={submit.isPending && intent === 'submit'}
              disabled={submit.isPending && intent !== 'submit'}
            >
              {t('selfAssessment.actions.submit')}
            </Button>
            <Button
              variant="default"
              onClick={() => send('draft')}
              loading={submit.isPending && intent === 'draft'}
              disabled={submit.isPending && intent !== 'draft'}
            >
              {t('selfAssessment.actions.saveDraft')}
            </Button>
            {retaking ? (
              <Button variant="subtle" color="gray" onClick={cancelRetake} disabled={submit.isPending}>
                {t('selfAssessment.actions.cancelRetake')}
              </Button>
            ) : null}
          </>
        ) : (
          <Button variant="light" onClick={() => setRetaking(true)}>
            {t('selfAssessment.actions.retake')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
