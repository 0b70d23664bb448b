import { Alert, Center, List, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFarmAnswers } from '../api/facility-groups-api.ts';

type TFarmAnswersModalProps = {
  groupId: string;
  farm: { id: string; code: string; name: string } | null;
  onClose: () => void;
};

/** One farm's answers, group by group, question texts in the reader's language. */
export function FarmAnswersModal({ groupId, farm, onClose }: TFarmAnswersModalProps) {
  const { t } = useTranslation();
  const answers = useFarmAnswers(groupId, farm?.id ?? null);
  const groups = answers.data?.groups.filter((group) => group.questions.length > 0) ?? [];
  return (
    <Modal
      opened={farm !== null}
      onClose={onClose}
      title={farm ? t('facilityGroups.answers.title', { code: farm.code, name: farm.name }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {answers.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('facilityGroups.answers.loading')} />
        </Center>
      ) : answers.isError ? (
        <Alert color="red">{t('facilityGroups.answers.loadError')}</Alert>
      ) : groups.length === 0 ? (
        <Text size="sm">{t('facilityGroups.answers.none')}</Text>
      ) : (
        <Stack gap="lg">
          {groups.map((group) => (
            <Stack key={group.id} gap="xs">
              <Title order={3} fz="md">
                {group.name}
              </Title>
              <List spacing="xs" size="sm" listStyleType="none">
                {group.questions.map((question) => (
                  <List.Item key={question.id}>
                    <Text size="sm">{t('facilityGroups.answers.question', { index: question.index, title: question.title })}</Text>
                    <Text size="sm" fw={600}>
                      {question.answers.join(', ')}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </Stack>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
