import { Checkbox, Input, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { SAQ_ANSWER_TEXT_MAX, type TSelfAssessmentQuestion, typedBoxesOf } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import type { TDraftAnswer } from '../answer-draft.ts';

export type TQuestionChange =
  | { kind: 'choice'; optionId: string; chosen: boolean }
  | { kind: 'otherText'; optionId: string; text: string }
  | { kind: 'boxText'; optionId: string; text: string }
  | { kind: 'text'; text: string };

type TQuestionFieldProps = {
  question: TSelfAssessmentQuestion;
  answer: TDraftAnswer;
  error: string | undefined;
  onChange: (change: TQuestionChange) => void;
};

/** The DOM id a jump to the question scrolls to. */
export const questionAnchorId = (questionId: string) => `saq-question-${questionId}`;

/** Text boxes for each chosen "Other" option: the answer is incomplete without them. */
function OtherTexts({ question, answer, onChange }: Omit<TQuestionFieldProps, 'error'>) {
  const { t } = useTranslation();
  const chosenOthers = question.options.filter((option) => option.isOther && answer.choices.includes(option.id));
  return chosenOthers.map((option) => (
    <TextInput
      key={option.id}
      label={t('selfAssessment.question.otherText', { option: option.option })}
      required
      maxLength={SAQ_ANSWER_TEXT_MAX}
      value={answer.otherTexts[option.id] ?? ''}
      onChange={(event) => onChange({ kind: 'otherText', optionId: option.id, text: event.currentTarget.value })}
    />
  ));
}

/**
 * One question with the input its response type calls for. The one option row of a number or
 * free-text question is the file's hint ("Numeric, unit of measurement…"), shown as its
 * description; several rows ("Men: Numeric", "Women: Numeric") each get a box of their own.
 */
export function QuestionField({ question, answer, error, onChange }: TQuestionFieldProps) {
  const { t } = useTranslation();
  const label = `${question.index}. ${question.title}`;
  const method = question.methodOfCollectingData
    ? t('selfAssessment.question.method', { method: question.methodOfCollectingData })
    : undefined;
  const hints = question.options.map((option) => option.option.trim()).filter((text) => text !== '');
  const description = [hints.join(' · '), method].filter(Boolean).join(' — ') || undefined;

  const boxes = typedBoxesOf(question);
  if (boxes) {
    const Box = question.type === 'NUMBER' ? TextInput : Textarea;
    return (
      <Input.Wrapper label={label} description={method} error={error}>
        <Stack gap={6} mt={6} role="group" aria-label={label}>
          {boxes.map((box) => (
            <Box
              key={box.id}
              label={box.option}
              maw={question.type === 'NUMBER' ? 320 : undefined}
              inputMode={question.type === 'NUMBER' ? 'numeric' : undefined}
              maxLength={SAQ_ANSWER_TEXT_MAX}
              value={answer.otherTexts[box.id] ?? ''}
              onChange={(event) => onChange({ kind: 'boxText', optionId: box.id, text: event.currentTarget.value })}
            />
          ))}
        </Stack>
      </Input.Wrapper>
    );
  }
  if (question.type === 'FREE_TEXT') {
    return (
      <Textarea
        label={label}
        description={method}
        placeholder={hints.join(' · ') || undefined}
        autosize
        minRows={2}
        maxLength={SAQ_ANSWER_TEXT_MAX}
        error={error}
        value={answer.text}
        onChange={(event) => onChange({ kind: 'text', text: event.currentTarget.value })}
      />
    );
  }
  if (question.type === 'NUMBER') {
    return (
      <TextInput
        label={label}
        description={description}
        placeholder={t('selfAssessment.question.digitsOnly')}
        inputMode="numeric"
        maw={320}
        error={error}
        value={answer.text}
        onChange={(event) => onChange({ kind: 'text', text: event.currentTarget.value })}
      />
    );
  }
  if (question.type === 'MULTI_CHOICE') {
    return (
      <Stack gap="xs">
        <Input.Wrapper label={label} description={method} error={error}>
          <Stack gap={6} mt={6} role="group" aria-label={label}>
            {question.options.map((option) => (
              <Checkbox
                key={option.id}
                label={option.option}
                checked={answer.choices.includes(option.id)}
                onChange={(event) => onChange({ kind: 'choice', optionId: option.id, chosen: event.currentTarget.checked })}
              />
            ))}
          </Stack>
        </Input.Wrapper>
        <OtherTexts question={question} answer={answer} onChange={onChange} />
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Radio.Group
        label={label}
        description={method}
        error={error}
        value={answer.choices[0] ?? null}
        onChange={(optionId) => onChange({ kind: 'choice', optionId, chosen: true })}
      >
        <Stack gap={6} mt={6}>
          {question.options.map((option) => (
            <Radio key={option.id} value={option.id} label={option.option} />
          ))}
        </Stack>
      </Radio.Group>
      <OtherTexts question={question} answer={answer} onChange={onChange} />
    </Stack>
  );
}
