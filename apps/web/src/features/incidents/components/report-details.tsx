import { Alert, Anchor, Badge, Group, SimpleGrid, Stack, Table, Text, Timeline } from '@mantine/core';
import {
  formatDate,
  formatDateTime,
  type TIncidentFile,
  type TIncidentPerson,
  type TIncidentReport,
  type TLaborRisk,
} from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconLock } from '../../../components/icons.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { PriorityText, ReportFlags, SeverityBadge } from './report-badges.tsx';
import { LabelledValue } from '../../../components/labelled-value.tsx';

function Missing() {
  return (
    <Text span c="dimmed">
      —
    </Text>
  );
}

export function PersonText({ person }: { person: TIncidentPerson }) {
  return (
    <>
      <UserText>{person.name}</UserText>
      <Text span size="xs" c="dimmed">
        {' · '}
        {person.roleName}
        {person.organisationName ? (
          <>
            {' · '}
            <UserText>{person.organisationName}</UserText>
          </>
        ) : null}
      </Text>
    </>
  );
}

/** Files open through the API with the session's token; the server writes each reading to the trail. */
function FileLinks({ files }: { files: readonly TIncidentFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return <Missing />;
  return (
    <Group gap="sm" wrap="wrap">
      {files.map((file) => (
        <Anchor
          key={file.blobName}
          component="button"
          type="button"
          size="sm"
          aria-label={t('incidents.files.download', { name: file.name })}
          onClick={() => void downloadFile(file.url, file.name).catch(toastApiError)}
        >
          <bdi>{file.name}</bdi>
        </Anchor>
      ))}
    </Group>
  );
}

export function RisksTable({ risks, caption }: { risks: readonly TLaborRisk[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('incidents.risks.category')}</Table.Th>
            <Table.Th>{t('incidents.risks.indicator')}</Table.Th>
            <Table.Th>{t('incidents.risks.subIndicator')}</Table.Th>
            <Table.Th>{t('incidents.risks.severity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {risks.map((risk) => (
            <Table.Tr key={risk.id}>
              <Table.Td>{risk.category ? risk.category.name : <Missing />}</Table.Td>
              <Table.Td>{risk.indicator.name}</Table.Td>
              <Table.Td>{risk.subIndicator.name}</Table.Td>
              <Table.Td>
                <SeverityBadge severity={risk.severity} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FollowUp({ report }: { report: TIncidentReport }) {
  const { t } = useTranslation();
  if (report.isNoFollowUp) return <>{t('incidents.detail.noFollowUp')}</>;
  if (report.assignee) return <PersonText person={report.assignee} />;
  return (
    <Text span c="dimmed" size="sm">
      {t('incidents.detail.notAssigned')}
    </Text>
  );
}

function Reporter({ report }: { report: TIncidentReport }) {
  const { t } = useTranslation();
  const { reporter } = report;
  if (reporter.hidden) {
    return (
      <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
        {t('incidents.detail.reporterHidden')}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <LabelledValue label={t('incidents.detail.recordedBy')}>
        {reporter.user ? <PersonText person={reporter.user} /> : t('incidents.detail.publicChannel')}
      </LabelledValue>
      <LabelledValue label={t('incidents.form.reporterName')}>
        {reporter.name ? <UserText>{reporter.name}</UserText> : <Missing />}
      </LabelledValue>
      <LabelledValue label={t('incidents.form.reporterContact')}>
        {reporter.contact ? <UserText>{reporter.contact}</UserText> : <Missing />}
      </LabelledValue>
    </SimpleGrid>
  );
}

/** What happened to the report, oldest first: recorded, each response, and its closing. */
function ReportTimeline({ report }: { report: TIncidentReport }) {
  const { t } = useTranslation();
  const closure = report.closure;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={report.responses.length + (closure ? 1 : 0)}>
      <Timeline.Item title={t('incidents.timeline.recorded', { date: formatDateTime(report.recordedAt) })}>
        <Text size="sm" c="dimmed">
          {t(`incidents.sources.${report.source}`)}
        </Text>
      </Timeline.Item>
      {report.responses.map((response, index) => (
        <Timeline.Item
          key={response.id}
          title={t('incidents.timeline.response', { number: index + 1, date: formatDate(response.recordedAt) })}
        >
          <Stack gap="xs" mt={4}>
            <Text size="sm" c="dimmed" component="div">
              {response.responder ? <PersonText person={response.responder} /> : null}
              {' · '}
              {t('incidents.timeline.sentAt', { date: formatDateTime(response.createdAt) })}
            </Text>
            <Group gap="xs">
              <Badge variant="light" color="gray" radius="sm">
                {t('incidents.form.priority')}: <PriorityText priority={response.priority} />
              </Badge>
              {response.auditReportNumber ? (
                <Badge variant="light" color="gray" radius="sm">
                  {t('incidents.form.auditReportNumber')}: <UserText>{response.auditReportNumber}</UserText>
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <UserText>{response.message}</UserText>
            </Text>
            <RisksTable risks={response.laborRisks} caption={t('incidents.timeline.responseRisks', { number: index + 1 })} />
            {response.files.length > 0 ? <FileLinks files={response.files} /> : null}
          </Stack>
        </Timeline.Item>
      ))}
      {closure ? (
        <Timeline.Item title={t('incidents.timeline.closed', { date: formatDateTime(closure.closedAt) })}>
          <Stack gap={4} mt={4}>
            <Text size="sm" fw={600}>
              {t(`incidents.outcomes.${closure.outcome}`)}
              {closure.closedBy ? (
                <Text span size="sm" fw={400} c="dimmed">
                  {' · '}
                  <UserText>{closure.closedBy.name}</UserText>
                </Text>
              ) : null}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <UserText>{closure.reasons}</UserText>
            </Text>
          </Stack>
        </Timeline.Item>
      ) : null}
    </Timeline>
  );
}

/**
 * One report as its handlers read it (DOMAIN.md §6.3): what, where and how serious; who reported it,
 * unless the server hid them; the message; its risks and files; and its timeline.
 */
export function ReportDetails({ report, trail }: { report: TIncidentReport; trail?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <TitledCard title={t('incidents.detail.summaryTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <LabelledValue label={t('incidents.form.facility')}>
            <UserText>{report.facility.name}</UserText>
            <Text span size="xs" c="dimmed">
              {' · '}
              {report.facility.roleName}
            </Text>
          </LabelledValue>
          <LabelledValue label={t('incidents.form.location')}>
            <UserText>{report.location}</UserText>
          </LabelledValue>
          <LabelledValue label={t('incidents.detail.recordedAt')}>{formatDate(report.recordedAt)}</LabelledValue>
          <LabelledValue label={t('incidents.form.priority')}>
            <PriorityText priority={report.priority} />
          </LabelledValue>
          <LabelledValue label={t('incidents.detail.status')}>
            <ReportFlags status={report.status} outcome={report.outcome} retaliationRisk={report.retaliationRisk} />
          </LabelledValue>
          <LabelledValue label={t('incidents.detail.source')}>{t(`incidents.sources.${report.source}`)}</LabelledValue>
          <LabelledValue label={t('incidents.form.assignee')}>
            <FollowUp report={report} />
          </LabelledValue>
          <LabelledValue label={t('incidents.form.reason')}>
            {report.reason ? t(`incidents.reasons.${report.reason}`) : <Missing />}
          </LabelledValue>
          <LabelledValue label={t('incidents.form.auditReportNumber')}>
            {report.auditReportNumber ? <UserText>{report.auditReportNumber}</UserText> : <Missing />}
          </LabelledValue>
          <LabelledValue label={t('incidents.detail.latestActivity')}>{formatDateTime(report.latestActivityAt)}</LabelledValue>
          <LabelledValue label={t('incidents.files.label')}>
            <FileLinks files={report.files} />
          </LabelledValue>
        </SimpleGrid>
      </TitledCard>
      <TitledCard title={t('incidents.detail.reporterTitle')} description={t('incidents.detail.reporterHelp')}>
        <Reporter report={report} />
      </TitledCard>
      <TitledCard title={t('incidents.detail.messageTitle')}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <UserText>{report.message}</UserText>
        </Text>
      </TitledCard>
      <TitledCard title={t('incidents.detail.risksTitle')} gap="xs">
        <RisksTable risks={report.laborRisks} caption={t('incidents.detail.risksTitle')} />
      </TitledCard>
      <TitledCard title={t('incidents.timeline.title')}>
        <ReportTimeline report={report} />
      </TitledCard>
      {trail}
    </Stack>
  );
}
