import { Alert, Badge, Button, FileButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadFacilityGroupTemplate, useUploadFacilityGroupTemplate } from '../api/saqs-api.ts';
import { useFocusAfterLoading } from '../../../components/use-focus-after-loading.ts';

/** The mandatory facility-group template of a role whose questionnaire an administrator completes. */
export function FacilityGroupTemplate({
  roleId,
  roleName,
  uploaded,
  locked,
}: {
  roleId: string;
  roleName: string;
  uploaded: boolean;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const upload = useUploadFacilityGroupTemplate(roleId);
  const fileButtonRef = useFocusAfterLoading(upload.isPending);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t('saq.facilityGroup.uploaded')),
      onError: (error) => setProblem(errorMessage(error, t('errors.generic'))),
    });
  };
  const download = () =>
    downloadFacilityGroupTemplate(roleId, roleName).catch((error: unknown) => toast.error(errorMessage(error, t('errors.generic'))));

  return (
    <>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('saq.facilityGroup.title')}
        </Text>
        <Badge color={uploaded ? 'green' : 'orange'} variant="light">
          {uploaded ? t('saq.facilityGroup.present') : t('saq.facilityGroup.missing')}
        </Badge>
        {uploaded ? (
          <Button variant="default" size="xs" onClick={() => void download()}>
            {t('saq.facilityGroup.download')}
          </Button>
        ) : null}
        {locked ? null : (
          <FileButton accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={choose}>
            {(props) => (
              <Button {...props} ref={fileButtonRef} variant="default" size="xs" loading={upload.isPending}>
                {t('saq.facilityGroup.upload')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {problem ? <Alert color="red">{problem}</Alert> : null}
    </>
  );
}
