import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { formatDate, type TExtensionRequest, type TImprovementPlanDetail } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { mayDo } from '../model/plan-detail.ts';
import { dayTextOf } from '../../../lib/day-month-year.ts';

const STATUS_COLOURS: Record<TExtensionRequest['status'], string> = { PENDING: 'yellow', APPROVED: 'teal', DECLINED: 'red' };

function ExtensionStatus({ request }: { request: TExtensionRequest }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLOURS[request.status]} radius="sm" tt="none" miw="max-content">
      {t(request.expired ? 'improvementPlans.extensions.expired' : `improvementPlans.extensions.statuses.${request.status}`)}
    </Badge>
  );
}

function Reason({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text || text.trim() === '') {
    return (
      <Text span size="sm" c="dimmed">
        {t('improvementPlans.extensions.noReason')}
      </Text>
    );
  }
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <UserText>{text}</UserText>
    </Text>
  );
}

type TPlanExtensionsCardProps = {
  plan: TImprovementPlanDetail;
  onApprove: (request: TExtensionRequest) => void;
  onDecline: (request: TExtensionRequest) => void;
};

/** The supplier's requests for more time (DOMAIN.md §7 "Extensions") and the assigner's decisions. */
export function PlanExtensionsCard({ plan, onApprove, onDecline }: TPlanExtensionsCardProps) {
  const { t } = useTranslation();
  const decides = mayDo(plan, 'DECIDE_EXTENSION');
  return (
    <TitledCard title={t('improvementPlans.extensions.title')} description={t('improvementPlans.extensions.help')} gap="sm">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" aria-label={t('improvementPlans.extensions.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('improvementPlans.extensions.requestedAt')}</Table.Th>
              <Table.Th>{t('improvementPlans.extensions.period')}</Table.Th>
              <Table.Th>{t('improvementPlans.extensions.requestedTargetDate')}</Table.Th>
              <Table.Th>{t('improvementPlans.extensions.reason')}</Table.Th>
              <Table.Th>{t('improvementPlans.extensions.status')}</Table.Th>
              <Table.Th>{t('improvementPlans.extensions.decision')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.extensionRequests.map((request) => (
              <Table.Tr key={request.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <UserText>{formatDate(request.requestedAt)}</UserText>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`improvementPlans.periods.${request.period}`)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <UserText>{dayTextOf(request.requestedTargetDate)}</UserText>
                </Table.Td>
                <Table.Td maw={260}>
                  <Reason text={request.reason} />
                </Table.Td>
                <Table.Td>
                  <ExtensionStatus request={request} />
                </Table.Td>
                <Table.Td maw={260}>
                  {request.status === 'PENDING' && decides ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="compact-sm" onClick={() => onApprove(request)}>
                        {t('improvementPlans.extensions.approve')}
                      </Button>
                      <Button size="compact-sm" variant="default" color="red" onClick={() => onDecline(request)}>
                        {t('improvementPlans.extensions.decline')}
                      </Button>
                    </Group>
                  ) : request.status === 'PENDING' ? (
                    <Text span size="sm" c="dimmed">
                      {t('improvementPlans.extensions.waiting')}
                    </Text>
                  ) : (
                    <>
                      {request.decidedAt ? (
                        <Text size="xs" c="dimmed">
                          <UserText>{formatDate(request.decidedAt)}</UserText>
                        </Text>
                      ) : null}
                      {request.status === 'DECLINED' ? <Reason text={request.decisionReason} /> : null}
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </TitledCard>
  );
}
