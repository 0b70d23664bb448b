import { Accordion, Alert, Badge, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { TSaqQuestionnaire } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useQuestionnaire } from '../api/saqs-api.ts';

type TQuestion = TSaqQuestionnaire['groups'][number]['questions'][number];

const RISK_LEVEL_KEYS = [
  'saq.view.riskLevel.none',
  'saq.view.riskLevel.low',
  'saq.view.riskLevel.medium',
  'saq.view.riskLevel.high',
] as const;
const TYPE_KEYS = {
  YES_NO: 'saq.view.type.yesNo',
  ONE_CHOICE: 'saq.view.type.oneChoice',
  MULTI_CHOICE: 'saq.view.type.multiChoice',
  FREE_TEXT: 'saq.view.type.freeText',
  NUMBER: 'saq.view.type.number',
} as const;

/** Names shown in the reader's language when translated, else as imported. */
const translated = (base: string, translations: Partial<Record<string, string>>) => translations[currentLanguage()] || base;

function QuestionOptions({ question }: { question: TQuestion }) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder striped fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('saq.view.option')}</Table.Th>
          <Table.Th>{t('saq.view.goTo')}</Table.Th>
          <Table.Th>{t('saq.view.risk')}</Table.Th>
          <Table.Th>{t('saq.view.indicator')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {question.options.map((option) => (
          <Table.Tr key={option.id}>
            <Table.Td>
              {translated(option.option, option.translations) || '—'}
              {option.isOther ? (
                <Badge ms="xs" size="xs" variant="light">
                  {t('saq.view.other')}
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>{option.goTo ?? '—'}</Table.Td>
            <Table.Td>
              {option.riskLevel === null ? t('saq.view.noMapping') : t(RISK_LEVEL_KEYS[option.riskLevel] ?? 'saq.view.noMapping')}
            </Table.Td>
            <Table.Td>{option.indicator ? `${option.indicator} › ${option.subIndicator ?? ''}` : '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The imported questionnaire of a role: groups, then each question with its options. */
export function QuestionnaireView({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const questionnaire = useQuestionnaire(roleId);
  if (questionnaire.isPending) return <Loader size="sm" aria-label={t('saq.loading')} />;
  if (questionnaire.isError) return <Alert color="red">{t('errors.generic')}</Alert>;
  if (!questionnaire.data)
    return (
      <Text size="sm" c="dimmed">
        {t('saq.view.none')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {questionnaire.data.groups.map((group) => (
        <Stack key={group.id} gap={4}>
          <Text fw={600}>{t('saq.view.group', { name: group.name, count: group.questions.length })}</Text>
          <Accordion variant="separated" chevronPosition="left">
            {group.questions.map((question) => (
              <Accordion.Item key={question.id} value={question.id}>
                <Accordion.Control>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {question.index}.
                    </Text>
                    <Text size="sm">{translated(question.title, question.translations)}</Text>
                    <Badge size="xs" variant="outline">
                      {t(TYPE_KEYS[question.type])}
                    </Badge>
                    {question.isConditional ? (
                      <Badge size="xs" color="grape" variant="light">
                        {t('saq.view.conditional')}
                      </Badge>
                    ) : null}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <QuestionOptions question={question} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
