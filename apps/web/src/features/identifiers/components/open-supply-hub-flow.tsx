import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { MAX_OAR_ID_LENGTH, parseLanguage, type TOarIdFacility, type TOarIdMatch, ZOarId } from '@opentrace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconCheck, IconInfo } from '../../../components/icons.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { ruleError } from '../../../lib/field-rules.ts';
import { useCheckOarId, useConfirmOarIdMatch, useRegisterOarId, useRejectOarIdMatches } from '../api/identifiers-api.ts';
import {
  IDLE,
  registrationRequest,
  rejectedIds,
  resolvedMessageKey,
  stateAfterCheck,
  stateAfterRegistration,
  type TOarIdFlowState,
  type TRegistrationValues,
} from '../oar-id-flow.ts';
import { SimilarResults } from './similar-results.tsx';

export type TOpenSupplyHubFlowProps = {
  /** The facility as the profile form holds it; registered as is when it has no OS ID yet. */
  registration: TRegistrationValues;
  /** Called with the facility's OS ID and fields once known: checked, matched, chosen or newly created. */
  onResolved: (facility: TOarIdFacility) => void;
  /** The OS ID the profile already holds, if any. */
  initialOarId?: string;
};

/**
 * The Open Supply Hub step of a producer profile (DOMAIN.md §10.1): check an existing OS ID to fill in
 * the facility's details, or register the facility and, when similar facilities exist, pick one or
 * say "Not me" to all of them.
 */
export function OpenSupplyHubFlow({ registration, onResolved, initialOarId = '' }: TOpenSupplyHubFlowProps) {
  const { t, i18n } = useTranslation();
  const [oarId, setOarId] = useState(initialOarId);
  const [oarIdError, setOarIdError] = useState<string>();
  const [state, setState] = useState<TOarIdFlowState>(IDLE);
  const check = useCheckOarId();
  const register = useRegisterOarId();
  const confirm = useConfirmOarIdMatch();
  const reject = useRejectOarIdMatches();
  const busy = check.isPending || register.isPending || confirm.isPending || reject.isPending;
  const request = registrationRequest(registration);

  const settle = (next: TOarIdFlowState) => {
    setState(next);
    if (next.step === 'resolved') {
      setOarId(next.facility.oarId);
      onResolved(next.facility);
    }
  };

  const submitCheck = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = ruleError(ZOarId, oarId, t('identifiers.openSupplyHub.oarIdField'), parseLanguage(i18n.language));
    setOarIdError(error);
    if (error) return;
    check.mutate(oarId.trim(), { onSuccess: (answer) => settle(stateAfterCheck(answer)), onError: toastApiError });
  };

  const submitRegistration = () => {
    if (!request) return;
    register.mutate(request, { onSuccess: (answer) => settle(stateAfterRegistration(answer, 'register')), onError: toastApiError });
  };

  const confirmMatch = (match: TOarIdMatch) =>
    confirm.mutate(match.facilityMatchId, {
      onSuccess: (answer) => settle(stateAfterRegistration(answer, 'confirm')),
      onError: toastApiError,
    });

  const rejectAll = (matches: readonly TOarIdMatch[]) =>
    reject.mutate(rejectedIds(matches), {
      onSuccess: (answer) => settle(stateAfterRegistration(answer, 'reject')),
      onError: toastApiError,
    });

  return (
    <Stack gap="md">
      <form onSubmit={submitCheck} noValidate>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('identifiers.openSupplyHub.oarIdLabel')}
            description={t('identifiers.openSupplyHub.checkDescription')}
            value={oarId}
            maxLength={MAX_OAR_ID_LENGTH}
            error={oarIdError}
            onChange={(event) => {
              setOarId(event.currentTarget.value);
              setOarIdError(undefined);
            }}
          />
          <Button type="submit" loading={check.isPending} disabled={busy && !check.isPending}>
            {t('identifiers.openSupplyHub.check')}
          </Button>
        </Group>
      </form>

      <FlowStatus state={state} />

      {state.step === 'choosing' ? (
        <SimilarResults
          matches={state.matches}
          busy={busy}
          confirming={confirm.isPending ? (confirm.variables ?? null) : null}
          rejecting={reject.isPending}
          onConfirm={confirmMatch}
          onNotMe={() => rejectAll(state.matches)}
        />
      ) : (
        state.step !== 'resolved' && (
          <Paper withBorder p="md">
            <Stack gap="xs" align="flex-start">
              <Text fw={600}>{t('identifiers.openSupplyHub.registerTitle')}</Text>
              <Text size="sm" c="dimmed">
                {request ? t('identifiers.openSupplyHub.registerDescription') : t('identifiers.openSupplyHub.registerNeeds')}
              </Text>
              <Button
                variant="light"
                onClick={submitRegistration}
                disabled={!request || (busy && !register.isPending)}
                loading={register.isPending}
              >
                {t('identifiers.openSupplyHub.register')}
              </Button>
            </Stack>
          </Paper>
        )
      )}
    </Stack>
  );
}

/** What the last step found, announced to screen readers as it changes. */
function FlowStatus({ state }: { state: TOarIdFlowState }) {
  const { t } = useTranslation();
  switch (state.step) {
    case 'notFound':
      return (
        <Alert color="yellow" variant="light" icon={<IconInfo />}>
          {t('identifiers.openSupplyHub.notFound')}
        </Alert>
      );
    case 'invalidData':
      return (
        <Alert color="red" variant="light" icon={<IconAlert />}>
          {t('identifiers.openSupplyHub.invalidData')}
        </Alert>
      );
    case 'resolved':
      return (
        <Alert color="teal" variant="light" icon={<IconCheck />}>
          {t(resolvedMessageKey(state.how), { oarId: state.facility.oarId, name: state.facility.name })}
        </Alert>
      );
    default:
      return null;
  }
}
