import { Alert, Badge, Button, Divider, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { TSaqRoleStatus } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWizardStepProps } from '../../lib/wizard.ts';
import { useSaqRoles } from './api/saqs-api.ts';
import { FacilityGroupTemplate } from './components/facility-group-template.tsx';
import { QuestionnaireTranslations } from './components/questionnaire-translations.tsx';
import { QuestionnaireUpload } from './components/questionnaire-upload.tsx';
import { QuestionnaireView } from './components/questionnaire-view.tsx';

/** A role is ready when its questionnaire is in and, if an administrator completes it, its template too. */
const isReady = (role: TSaqRoleStatus) => role.hasQuestionnaire && role.hasFacilityGroupTemplate !== false;

function RolePanel({ role, locked }: { role: TSaqRoleStatus; locked: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={4}>{t('saq.roleTitle', { name: role.roleName })}</Title>
      {locked ? null : <QuestionnaireUpload roleId={role.roleId} roleName={role.roleName} />}
      {role.completion === 'ADMINISTRATOR' ? (
        <FacilityGroupTemplate
          roleId={role.roleId}
          roleName={role.roleName}
          uploaded={role.hasFacilityGroupTemplate === true}
          locked={locked}
        />
      ) : null}
      {role.hasQuestionnaire ? <QuestionnaireTranslations roleId={role.roleId} roleName={role.roleName} locked={locked} /> : null}
      <QuestionnaireView roleId={role.roleId} />
    </Stack>
  );
}

/** Step 6: a questionnaire per role that answers one, plus facility-group templates (DOMAIN.md §6.2). */
export default function SaqsStep({ locked, onFinished }: TWizardStepProps) {
  const { t } = useTranslation();
  const roles = useSaqRoles();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (roles.isPending) return <Loader aria-label={t('saq.loading')} />;
  if (roles.isError) return <Alert color="red">{t('errors.generic')}</Alert>;
  const selected = roles.data.find((role) => role.roleId === selectedId) ?? null;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3}>{t('saq.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('saq.intro')}
        </Text>
      </Stack>
      {roles.data.length === 0 ? (
        <Text size="sm">{t('saq.noRoles')}</Text>
      ) : (
        <Table withTableBorder highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('saq.table.role')}</Table.Th>
              <Table.Th>{t('saq.table.completedBy')}</Table.Th>
              <Table.Th>{t('saq.table.questionnaire')}</Table.Th>
              <Table.Th>{t('saq.table.facilityGroupTemplate')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.data.map((role) => (
              <Table.Tr key={role.roleId}>
                <Table.Td>{role.roleName}</Table.Td>
                <Table.Td>{role.completion === 'SELF' ? t('saq.table.self') : t('saq.table.administrator')}</Table.Td>
                <Table.Td>
                  <Badge color={role.hasQuestionnaire ? 'green' : 'orange'} variant="light">
                    {role.hasQuestionnaire ? t('saq.table.uploaded') : t('saq.table.missing')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {role.hasFacilityGroupTemplate === null ? (
                    '—'
                  ) : (
                    <Badge color={role.hasFacilityGroupTemplate ? 'green' : 'orange'} variant="light">
                      {role.hasFacilityGroupTemplate ? t('saq.table.uploaded') : t('saq.table.missing')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant={role.roleId === selectedId ? 'filled' : 'default'} onClick={() => setSelectedId(role.roleId)}>
                    {t('saq.table.open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {selected ? (
        <>
          <Divider />
          {/* One panel per role: nothing chosen or shown for the previous role (a file, a message) carries over. */}
          <RolePanel key={selected.roleId} role={selected} locked={locked} />
        </>
      ) : null}
      <Group justify="flex-end">
        {roles.data.every(isReady) ? null : <Text size="sm">{t('saq.incomplete')}</Text>}
        <Button onClick={onFinished} disabled={!locked && !roles.data.every(isReady)}>
          {t('saq.next')}
        </Button>
      </Group>
    </Stack>
  );
}
