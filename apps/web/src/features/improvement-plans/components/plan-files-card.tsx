import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate, MAX_PLAN_FILES, type TImprovementPlanDetail, type TPlanFile } from '@opentrace/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFilesButton } from '../../../components/add-files-button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconTrash } from '../../../components/icons.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { toast } from '../../../lib/toast.ts';
import { PROOF_FILE_ACCEPT, useUploadProofs } from '../../../lib/upload-proofs.ts';
import { useAddPlanFiles, useRemovePlanFile } from '../api/improvement-plans-api.ts';
import { mayDo } from '../model/plan-detail.ts';

/** A file opened through the API with the session's token. */
export function PlanFileLink({ file }: { file: Pick<TPlanFile, 'name' | 'url'> }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ta="start"
      style={{ overflowWrap: 'anywhere' }}
      aria-label={t('improvementPlans.files.download', { name: file.name })}
      onClick={() => void downloadFile(file.url, file.name).catch(toastApiError)}
    >
      <bdi>{file.name}</bdi>
    </Anchor>
  );
}

/** The plan's own files: either side reads them, adds while it may, and removes those its side added. */
export function PlanFilesCard({ plan }: { plan: TImprovementPlanDetail }) {
  const { t } = useTranslation();
  const upload = useUploadProofs();
  const add = useAddPlanFiles();
  const remove = useRemovePlanFile();
  const resetRef = useRef<() => void>(null);
  const [removal, setRemoval] = useState<{ opened: boolean; file: TPlanFile | null }>({ opened: false, file: null });
  const room = MAX_PLAN_FILES - plan.files.length;

  const addFiles = (chosen: File[]) => {
    if (chosen.length === 0) return;
    upload.mutate(chosen.slice(0, room), {
      onSuccess: (files) =>
        add.mutate(
          { id: plan.id, files },
          { onSuccess: () => toast.success(t('improvementPlans.files.added', { count: files.length })), onError: toastApiError },
        ),
      onError: toastApiError,
      onSettled: () => resetRef.current?.(),
    });
  };

  const confirmRemoval = () => {
    const file = removal.file;
    if (!file) return;
    remove.mutate(
      { id: plan.id, fileId: file.id },
      {
        onSuccess: () => {
          toast.success(t('improvementPlans.files.removed', { name: file.name }));
          setRemoval((current) => ({ ...current, opened: false }));
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <TitledCard title={t('improvementPlans.files.title')} description={t('improvementPlans.files.help')} gap="sm">
      {plan.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('improvementPlans.files.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {plan.files.map((file) => (
            <Group key={file.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
              <Stack gap={0}>
                <PlanFileLink file={file} />
                <Text size="xs" c="dimmed">
                  {t('improvementPlans.files.addedBy', {
                    side: t(`improvementPlans.sides.${file.addedBy}`),
                    date: formatDate(file.addedAt),
                  })}
                </Text>
              </Stack>
              {file.removable ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  aria-label={t('improvementPlans.files.removeNamed', { name: file.name })}
                  onClick={() => setRemoval({ opened: true, file })}
                >
                  {t('improvementPlans.files.remove')}
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {mayDo(plan, 'ADD_FILES') && room > 0 ? (
        <AddFilesButton
          label={t('improvementPlans.files.add')}
          accept={PROOF_FILE_ACCEPT}
          onChange={addFiles}
          uploading={upload.isPending || add.isPending}
          resetRef={resetRef}
        />
      ) : null}
      <ConfirmDialog
        opened={removal.opened}
        title={t('improvementPlans.files.removeTitle', { name: removal.file?.name ?? '' })}
        body={t('improvementPlans.files.removeBody')}
        confirmLabel={t('improvementPlans.files.remove')}
        destructive
        loading={remove.isPending}
        onConfirm={confirmRemoval}
        onClose={() => setRemoval((current) => ({ ...current, opened: false }))}
      />
    </TitledCard>
  );
}
