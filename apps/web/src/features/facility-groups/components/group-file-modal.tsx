import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { MAX_UPLOAD_BYTES, type TFacilityGroupValidation } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { toast } from '../../../lib/toast.ts';
import {
  downloadBlankTemplate,
  downloadGroupTemplate,
  useImportGroup,
  useUpdateGroup,
  useValidateGroupFile,
} from '../api/facility-groups-api.ts';
import { ValidationReport } from './validation-report.tsx';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type TGroupFileTarget = { roleId: string; roleName: string; group: { id: string; code: string; name: string } | null };

type TGroupFileModalProps = TGroupFileTarget & { opened: boolean; onClose: () => void };

/**
 * Import a new farm group, or update one: download the (blank or pre-filled) template, upload it
 * filled, see its row errors or what the import will do, then confirm (DOMAIN.md §10.3).
 */
export function GroupFileModal(props: TGroupFileModalProps) {
  const { t } = useTranslation();
  const { opened, onClose, group } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        group ? t('facilityGroups.fileModal.updateTitle', { code: group.code, name: group.name }) : t('facilityGroups.fileModal.newTitle')
      }
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Unmounted while closed, so every opening starts from an empty form. */}
      <GroupFileSteps {...props} />
    </Modal>
  );
}

function GroupFileSteps({ roleId, roleName, group, onClose }: TGroupFileModalProps) {
  const { t } = useTranslation();
  const validate = useValidateGroupFile();
  const importGroup = useImportGroup();
  const updateGroup = useUpdateGroup();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TFacilityGroupValidation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setResult(null);
    setProblem(null);
    if (!chosen) return;
    if (chosen.size > MAX_UPLOAD_BYTES) {
      setProblem(t('facilityGroups.fileModal.tooLarge'));
      return;
    }
    validate.mutate(
      { file: chosen, roleId, facilityGroupId: group?.id },
      { onSuccess: setResult, onError: (error) => setProblem(errorMessage(error, t('errors.generic'))) },
    );
  };

  const download = () => {
    const saving = group
      ? downloadGroupTemplate(group.id, t('facilityGroups.fileModal.prefilledName', { role: roleName, code: group.code }))
      : downloadBlankTemplate(roleId, t('facilityGroups.fileModal.blankName', { role: roleName }));
    saving.catch(toastApiError);
  };

  const confirm = (fileId: string) => {
    const done = {
      onSuccess: (imported: { code: string; farms: number }) => {
        toast.success(
          t(group ? 'facilityGroups.fileModal.updated' : 'facilityGroups.fileModal.imported', {
            code: imported.code,
            farms: imported.farms,
          }),
        );
        onClose();
      },
      // The file may have gone stale since it was checked (an ID taken meanwhile): check it again.
      onError: (error: unknown) => {
        setResult(null);
        setProblem(errorMessage(error, t('errors.generic')));
      },
    };
    if (group) updateGroup.mutate({ groupId: group.id, fileId }, done);
    else importGroup.mutate({ fileId, roleId }, done);
  };

  const plan = result?.fileId ? result.plan : null;
  return (
    <Stack gap="md">
      <Text size="sm">{t(group ? 'facilityGroups.fileModal.updateSteps' : 'facilityGroups.fileModal.newSteps')}</Text>
      <Group align="end">
        <Button variant="default" onClick={download}>
          {t(group ? 'facilityGroups.fileModal.downloadPrefilled' : 'facilityGroups.fileModal.downloadBlank')}
        </Button>
        <FileInput
          label={t('facilityGroups.fileModal.file')}
          description={t('facilityGroups.fileModal.fileHint')}
          accept={XLSX_ACCEPT}
          value={file}
          onChange={choose}
          clearable
          miw={320}
          flex={1}
        />
      </Group>
      {validate.isPending ? <Text size="sm">{t('facilityGroups.fileModal.validating')}</Text> : null}
      {problem ? <Alert color="red">{problem}</Alert> : null}
      {result && !result.fileId ? <ValidationReport result={result} /> : null}
      {plan && result?.fileId ? (
        <Alert color="green" title={t('facilityGroups.fileModal.planTitle', { code: plan.code, name: plan.name })}>
          <Stack gap={4}>
            <Text size="sm">
              {t('facilityGroups.fileModal.planFarms', {
                farms: plan.farms,
                added: plan.addedFarms,
                updated: plan.updatedFarms,
                removed: plan.removedFarms,
              })}
            </Text>
            <Text size="sm">
              {t('facilityGroups.fileModal.planQuestionnaires', { completed: plan.completedQuestionnaires, farms: plan.farms })}
            </Text>
          </Stack>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          disabled={!result?.fileId}
          loading={importGroup.isPending || updateGroup.isPending}
          onClick={() => result?.fileId && confirm(result.fileId)}
        >
          {t(group ? 'facilityGroups.fileModal.update' : 'facilityGroups.fileModal.import')}
        </Button>
      </Group>
    </Stack>
  );
}
