import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { DEFAULT_PER_PAGE, roleNamesAGroup, type TFacilityGroupSummary, type TNamedRole } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { pagingOf } from '../../../lib/pagination.ts';
import { useRoleName } from '../../../lib/roles-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { downloadBlankTemplate, useDeleteGroup, useFacilityGroups } from '../api/facility-groups-api.ts';
import { GroupDetailDrawer } from '../components/group-detail-drawer.tsx';
import { GroupFileModal, type TGroupFileTarget } from '../components/group-file-modal.tsx';
import { GroupsTable } from '../components/groups-table.tsx';
import { SearchField } from '../../../components/search-field.tsx';

/**
 * /facility-management/:id: the farm groups of one role whose profiles an administrator completes
 * (DOMAIN.md §10.3): search, import from the role's template, view farms and answers, update from
 * a group's pre-filled template, delete.
 */
export function FacilityGroupsPage({ roleId, role }: { roleId: string; role: TNamedRole | null }) {
  const { t } = useTranslation();
  const nameOf = useRoleName();
  const roleName = role ? nameOf(role) : '';
  // A link typed without the role's name shows a neutral title until the session's list names it;
  // a role named a group ("Farm Group") is the title itself, not "Farm Group groups".
  const title = !role
    ? t('facilityGroups.page.titleUnknown')
    : t(roleNamesAGroup(role.name) ? 'facilityGroups.page.titleGroupRole' : 'facilityGroups.page.title', { role: roleName });
  useDocumentTitle(title);
  const [key, setKey] = useState('');
  const [page, setPage] = useState(1);
  // The target outlives the modal's closing animation, so its title does not change while it fades.
  const [fileTarget, setFileTarget] = useState<TGroupFileTarget['group']>(null);
  const [fileOpened, setFileOpened] = useState(false);
  const openFile = (group: TGroupFileTarget['group']) => {
    setFileTarget(group);
    setFileOpened(true);
  };
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TFacilityGroupSummary | null>(null);
  const search = (value: string) => {
    setKey(value.trim());
    setPage(1);
  };

  const groups = useFacilityGroups({ roleId, key: key || undefined, page, perPage: DEFAULT_PER_PAGE });
  const remove = useDeleteGroup();

  const download = () => downloadBlankTemplate(roleId, t('facilityGroups.fileModal.blankName', { role: roleName })).catch(toastApiError);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('facilityGroups.delete.done', { code: deleting.code })),
      onError: toastApiError,
      onSettled: () => setDeleting(null),
    });
  };

  const data = groups.data;

  return (
    <>
      <PageHeader
        title={title}
        description={roleName ? t('facilityGroups.page.subtitle', { role: roleName }) : undefined}
        actions={
          <>
            <Button variant="default" onClick={download}>
              {t('facilityGroups.page.downloadTemplate')}
            </Button>
            <Button onClick={() => openFile(null)}>{t('facilityGroups.page.importGroup')}</Button>
          </>
        }
      />
      <Paper withBorder radius="md" shadow="xs" style={{ overflow: 'hidden' }}>
        <Paper px="md" py="sm" radius={0} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <SearchField
            maw={420}
            label={t('facilityGroups.page.searchLabel')}
            placeholder={t('facilityGroups.page.searchPlaceholder')}
            initialValue=""
            onSearch={search}
          />
        </Paper>
        {groups.isError && !data ? (
          <Stack p="md" gap="sm" align="flex-start">
            <Alert color="red">{errorMessage(groups.error, t('facilityGroups.page.loadError'))}</Alert>
            <Button variant="default" onClick={() => void groups.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        ) : (
          <GroupsTable
            rows={data?.items}
            loading={groups.isPending}
            empty={
              <Text p="lg" c="dimmed" size="sm">
                {key ? t('facilityGroups.page.noMatch') : t('facilityGroups.page.empty')}
              </Text>
            }
            paging={pagingOf(page, data, setPage)}
            onView={(group) => setViewing(group.id)}
            onUpdate={(group) => openFile({ id: group.id, code: group.code, name: group.name })}
            onDelete={setDeleting}
          />
        )}
      </Paper>

      <GroupFileModal opened={fileOpened} onClose={() => setFileOpened(false)} roleId={roleId} roleName={roleName} group={fileTarget} />
      <GroupDetailDrawer groupId={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('facilityGroups.delete.title', { code: deleting?.code ?? '' })}
        body={t('facilityGroups.delete.body', { name: deleting?.name ?? '', farms: deleting?.farmCount ?? 0 })}
        confirmLabel={t('facilityGroups.delete.confirm')}
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
