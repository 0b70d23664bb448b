import { Badge, Button, Divider, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  formatDateTime,
  MAX_COMMENT_FILES,
  MAX_PLAN_COMMENT_LENGTH,
  type TFileReference,
  type TImprovementPlanDetail,
} from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModalProblems } from '../../../components/form-modal.tsx';
import { ProofFilesField } from '../../../components/proof-files-field.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { saveProblemsOf, showSaveFailure } from '../../../lib/save-problems.ts';
import { splitFieldErrors } from '../../../lib/field-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCommentOnPlan } from '../api/improvement-plans-api.ts';
import { commentProblem, mayDo, toCommentBody } from '../model/plan-detail.ts';
import { PlanFileLink } from './plan-files-card.tsx';

type TCommentErrors = Partial<Record<'text' | 'files', string>>;

function CommentForm({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const comment = useCommentOnPlan();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<TFileReference[]>([]);
  // A sent comment remounts the files field, so its chooser starts empty as well.
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<TCommentErrors>({});
  const [general, setGeneral] = useState<string[]>([]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral([]);
    const problem = commentProblem(text, files);
    if (problem === 'empty') return setErrors({ text: t('improvementPlans.comments.empty') });
    if (problem === 'tooLong') return setErrors({ text: t('improvementPlans.form.tooLong', { max: MAX_PLAN_COMMENT_LENGTH }) });
    if (problem === 'tooManyFiles') return setErrors({ files: t('improvementPlans.files.tooMany', { max: MAX_COMMENT_FILES }) });
    try {
      await comment.mutateAsync({ id: planId, body: toCommentBody(text, files) });
      toast.success(t('improvementPlans.comments.sent'));
      setText('');
      setFiles([]);
      setErrors({});
      setFormKey((key) => key + 1);
    } catch (error) {
      const problems = saveProblemsOf(error).map((item) => ({ ...item, path: item.path.split('.')[0] ?? '' }));
      const { byField, other } = splitFieldErrors(problems, ['text', 'files'] as const);
      showSaveFailure(
        error,
        { byField, other: other.map((item) => item.message) },
        { fields: setErrors, general: setGeneral, fallbackMessage: t('errors.generic') },
      );
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm" key={formKey}>
        <Textarea
          label={t('improvementPlans.comments.text')}
          description={t('improvementPlans.comments.count', { count: text.length, max: MAX_PLAN_COMMENT_LENGTH })}
          autosize
          minRows={2}
          maxLength={MAX_PLAN_COMMENT_LENGTH}
          // Read-only while it is sent: words typed meanwhile would be cleared with the sent comment.
          readOnly={comment.isPending}
          value={text}
          error={errors.text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setErrors((current) => ({ ...current, text: undefined }));
          }}
        />
        <ProofFilesField
          label={t('improvementPlans.comments.files')}
          files={files}
          max={MAX_COMMENT_FILES}
          error={errors.files}
          onChange={(next) => {
            setFiles(next);
            setErrors({});
          }}
        />
        <FormModalProblems messages={general} />
        <Group justify="flex-end">
          <Button type="submit" loading={comment.isPending}>
            {t('improvementPlans.comments.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Evidence and the talk around it (DOMAIN.md §7 "Evidence"): comments with files, oldest first. */
export function PlanCommentsCard({ plan }: { plan: TImprovementPlanDetail }) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('improvementPlans.comments.title')} description={t('improvementPlans.comments.help')} gap="sm">
      {plan.comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('improvementPlans.comments.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {plan.comments.map((comment) => (
            <Paper key={comment.id} component="li" withBorder radius="sm" p="sm">
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    <UserText>{comment.authorName}</UserText>
                  </Text>
                  <Badge component="span" variant="light" color={comment.side === 'SUPPLIER' ? 'blue' : 'gray'} radius="sm" tt="none">
                    {t(`improvementPlans.sides.${comment.side}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  <UserText>{formatDateTime(comment.createdAt)}</UserText>
                </Text>
              </Group>
              {comment.text ? (
                <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <UserText>{comment.text}</UserText>
                </Text>
              ) : null}
              {comment.files.length > 0 ? (
                <Group gap="sm" mt={6} wrap="wrap">
                  {comment.files.map((file) => (
                    <PlanFileLink key={file.id} file={file} />
                  ))}
                </Group>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
      {mayDo(plan, 'COMMENT') ? (
        <>
          <Divider />
          <CommentForm planId={plan.id} />
        </>
      ) : null}
    </TitledCard>
  );
}
