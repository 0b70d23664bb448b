import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { formatDateTime, MAX_PUBLIC_REPORT_ADDITION_LENGTH, type TPublicReportStatusView } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconAlert, IconCheck } from '../../../../components/icons.tsx';
import { ApiError, errorMessage } from '../../../../lib/api-client.ts';
import { toastApiError } from '../../../../lib/api-error-toast.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useAddInformation, useCaseStatus } from '../api/public-reports-api.ts';
import { useLanguageFromLink } from '../components/use-language-from-link.ts';
import { PublicStatusBadge } from '../components/public-status-badge.tsx';
import { badgeStatusOf, followUpStage } from '../model/case-follow-up.ts';

type TCredentials = { caseNumber: string; pin: string };

/** A refusal the reporter can act on (wrong number or PIN, too many attempts, a closed case) shows on the page. */
function inlineFailure(error: unknown, fallback: string): string | null {
  return error instanceof ApiError && [400, 404, 409, 429].includes(error.status) ? errorMessage(error, fallback) : null;
}

/**
 * /report/follow-up: with the case number and PIN, the reporter reads where their case stands, the
 * outcome and its reasons (for an accepted case, how its incident report was closed, once it is), and
 * adds information while the case is open. Nothing is kept in the address
 * bar or the browser: closing the page forgets the PIN.
 */
export function CaseFollowUpPage() {
  const { t } = useTranslation();
  useLanguageFromLink();
  useDocumentTitle(t('publicReports.followUp.pageTitle'));
  const [opened, setOpened] = useState<{ credentials: TCredentials; view: TPublicReportStatusView } | null>(null);

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 36 }} w="100%" maw={640} my="md">
      {opened ? (
        <CaseStatus
          credentials={opened.credentials}
          view={opened.view}
          onChange={(view) => setOpened({ ...opened, view })}
          onLeave={() => setOpened(null)}
        />
      ) : (
        <OpenCase onOpened={(credentials, view) => setOpened({ credentials, view })} />
      )}
    </Paper>
  );
}

function OpenCase({ onOpened }: { onOpened: (credentials: TCredentials, view: TPublicReportStatusView) => void }) {
  const { t } = useTranslation();
  const status = useCaseStatus();
  const [caseNumber, setCaseNumber] = useState('');
  const [pin, setPin] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!caseNumber.trim() || !pin.trim()) {
      setFailure(t('publicReports.followUp.bothRequired'));
      return;
    }
    const credentials = { caseNumber: caseNumber.trim(), pin: pin.trim() };
    status.mutate(credentials, {
      onSuccess: (view) => onOpened(credentials, view),
      onError: (error) => {
        const message = inlineFailure(error, t('publicReports.followUp.noMatch'));
        if (message) setFailure(message);
        else toastApiError(error);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.3}>
            {t('publicReports.followUp.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('publicReports.followUp.intro')}
          </Text>
        </Stack>
        <TextInput
          label={t('publicReports.receipt.caseNumber')}
          placeholder="WR-XXXX-XXXX"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          withAsterisk
          value={caseNumber}
          onChange={(event) => setCaseNumber(event.currentTarget.value)}
        />
        <TextInput
          label={t('publicReports.receipt.pin')}
          dir="ltr"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          withAsterisk
          value={pin}
          onChange={(event) => setPin(event.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
            <Text size="sm">{failure}</Text>
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={status.isPending}>
          {t('publicReports.followUp.open')}
        </Button>
        <Text size="sm">
          <Anchor component={Link} to="/report">
            {t('publicReports.followUp.newReport')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

function CaseStatus({
  credentials,
  view,
  onChange,
  onLeave,
}: {
  credentials: TCredentials;
  view: TPublicReportStatusView;
  onChange: (view: TPublicReportStatusView) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const adding = useAddInformation();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const outcome = view.outcome;
  const resolution = view.resolution;
  const stage = followUpStage(view);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setAdded(false);
    if (!message.trim()) {
      setFailure(t('publicReports.followUp.additionRequired'));
      return;
    }
    adding.mutate(
      { ...credentials, message: message.trim() },
      {
        onSuccess: (next) => {
          setMessage('');
          setAdded(true);
          onChange(next);
        },
        onError: (error) => {
          const inline = inlineFailure(error, t('publicReports.followUp.addFailed'));
          if (inline) setFailure(inline);
          else toastApiError(error);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.3}>
          {t('publicReports.followUp.caseTitle')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Text fw={700} ff="monospace" dir="ltr" data-testid="case-number">
            {view.caseNumber}
          </Text>
          <PublicStatusBadge status={badgeStatusOf(stage)} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('publicReports.followUp.receivedAt', { date: formatDateTime(view.receivedAt) })}
        </Text>
        <Text size="sm">{t(`publicReports.statusExplained.${stage}`)}</Text>
      </Stack>

      {outcome ? (
        <Alert
          variant="light"
          color={outcome.status === 'ACCEPTED' ? 'green' : 'gray'}
          icon={<IconCheck size={18} />}
          title={t(`publicReports.outcome.${outcome.status}`)}
          data-testid="case-outcome"
        >
          <Stack gap={4}>
            {outcome.reason ? <Text size="sm">{t(`publicReports.closeReasons.${outcome.reason}`)}</Text> : null}
            {outcome.message ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {outcome.message}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {t('publicReports.followUp.decidedAt', { date: formatDateTime(outcome.decidedAt) })}
            </Text>
          </Stack>
        </Alert>
      ) : null}

      {resolution ? (
        <Alert
          variant="light"
          color={resolution.outcome === 'FOUNDED' ? 'green' : 'gray'}
          icon={<IconCheck size={18} />}
          title={t(`publicReports.resolution.${resolution.outcome}`)}
          data-testid="case-resolution"
        >
          <Stack gap={4}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {resolution.reasons}
            </Text>
            <Text size="xs" c="dimmed">
              {t('publicReports.followUp.closedAt', { date: formatDateTime(resolution.closedAt) })}
            </Text>
          </Stack>
        </Alert>
      ) : null}

      {view.additionCount > 0 ? (
        <Text size="sm" c="dimmed">
          {t('publicReports.followUp.additions', {
            count: view.additionCount,
            date: view.lastAdditionAt ? formatDateTime(view.lastAdditionAt) : '',
          })}
        </Text>
      ) : null}

      <Divider />
      {view.canAddInformation ? (
        <form onSubmit={add} noValidate>
          <Stack gap="sm">
            <Textarea
              label={t('publicReports.followUp.addLabel')}
              description={t('publicReports.followUp.addHelp')}
              autosize
              minRows={3}
              maxLength={MAX_PUBLIC_REPORT_ADDITION_LENGTH}
              // Read-only while it is sent: words typed meanwhile would be cleared with the sent text.
              readOnly={adding.isPending}
              value={message}
              onChange={(event) => {
                setMessage(event.currentTarget.value);
                setAdded(false);
              }}
            />
            {added ? (
              <Alert color="green" variant="light" icon={<IconCheck size={18} />} role="status">
                <Text size="sm">{t('publicReports.followUp.added')}</Text>
              </Alert>
            ) : null}
            {failure ? (
              <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
                <Text size="sm">{failure}</Text>
              </Alert>
            ) : null}
            <Button type="submit" loading={adding.isPending}>
              {t('publicReports.followUp.add')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          {t('publicReports.followUp.noMoreAdditions')}
        </Text>
      )}
      <Button variant="default" onClick={onLeave}>
        {t('publicReports.followUp.leave')}
      </Button>
    </Stack>
  );
}
