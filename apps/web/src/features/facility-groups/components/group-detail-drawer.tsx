import { Alert, Badge, Button, Center, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { formatDate, type TFacilityGroupFarm } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text.tsx';
import { useFacilityGroup } from '../api/facility-groups-api.ts';
import { FarmAnswersModal } from './farm-answers-modal.tsx';

/** The questionnaire state of a farm: answered on a date, or not (yet). */
function QuestionnaireBadge({ farm }: { farm: TFacilityGroupFarm }) {
  const { t } = useTranslation();
  return farm.answeredSaqAt ? (
    <Badge color="green" variant="light">
      {t('facilityGroups.detail.answered', { date: formatDate(farm.answeredSaqAt) })}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t('facilityGroups.detail.notAnswered')}
    </Badge>
  );
}

/** A group's farms: contact, certification, questionnaire state, and each farm's answers on demand. */
export function GroupDetailDrawer({ groupId, onClose }: { groupId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const group = useFacilityGroup(groupId);
  const [farm, setFarm] = useState<TFacilityGroupFarm | null>(null);
  const detail = group.data;

  return (
    <Drawer
      opened={groupId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={detail ? t('facilityGroups.detail.title', { code: detail.code, name: detail.name }) : t('facilityGroups.detail.loadingTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {group.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('facilityGroups.detail.loadingTitle')} />
        </Center>
      ) : group.isError || !detail ? (
        <Alert color="red">{t('facilityGroups.detail.loadError')}</Alert>
      ) : (
        <Stack gap="md">
          <Group gap="xl">
            <Text size="sm">{t('facilityGroups.detail.location', { location: detail.location || '—' })}</Text>
            <Text size="sm">{t('facilityGroups.detail.summary', { farms: detail.farmCount, answered: detail.answeredCount })}</Text>
          </Group>
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs">
              <Table.Caption>{t('facilityGroups.detail.caption', { code: detail.code })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('facilityGroups.detail.code')}</Table.Th>
                  <Table.Th>{t('facilityGroups.detail.name')}</Table.Th>
                  <Table.Th>{t('facilityGroups.detail.contact')}</Table.Th>
                  <Table.Th>{t('facilityGroups.detail.certification')}</Table.Th>
                  <Table.Th>{t('facilityGroups.detail.questionnaire')}</Table.Th>
                  <Table.Th>{t('facilityGroups.detail.answers')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.farms.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td fw={600}>
                      <UserText>{row.code}</UserText>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.name}</Text>
                      {row.address ? (
                        <Text size="xs" c="dimmed">
                          <UserText>{row.address}</UserText>
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{[row.contactFirstName, row.contactLastName].filter(Boolean).join(' ')}</Text>
                      {row.phoneNumber ? (
                        <Text size="xs" c="dimmed">
                          <UserText>{row.phoneNumber}</UserText>
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.certification?.name ?? '—'}</Text>
                      {row.certificationExpiresOn ? (
                        <Text size="xs" c="dimmed">
                          {t('facilityGroups.detail.expires', { date: formatDate(`${row.certificationExpiresOn}T00:00:00Z`, 'UTC') })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <QuestionnaireBadge farm={row} />
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="default" disabled={row.answerCount === 0} onClick={() => setFarm(row)}>
                        {t('facilityGroups.detail.viewAnswers', { answers: row.answerCount })}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {groupId ? <FarmAnswersModal groupId={groupId} farm={farm} onClose={() => setFarm(null)} /> : null}
    </Drawer>
  );
}
