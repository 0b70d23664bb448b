import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TOarIdMatch } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';

type TSimilarResultsProps = {
  matches: readonly TOarIdMatch[];
  busy: boolean;
  /** The match being confirmed, so only its button spins. */
  confirming: string | null;
  rejecting: boolean;
  onConfirm: (match: TOarIdMatch) => void;
  onNotMe: () => void;
};

/** POTENTIAL_MATCH: "We found N similar results", each with "This is my facility", and "Not me" for all. */
export function SimilarResults({ matches, busy, confirming, rejecting, onConfirm, onNotMe }: TSimilarResultsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-live="polite">
      <Title order={4}>{t('identifiers.openSupplyHub.similar', { count: matches.length })}</Title>
      <Text size="sm" c="dimmed">
        {t('identifiers.openSupplyHub.similarHint')}
      </Text>
      {matches.map((match) => (
        <Paper key={match.facilityMatchId} withBorder p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{match.name}</Text>
                {match.isConfirmed && (
                  <Badge color="teal" variant="light">
                    {t('identifiers.openSupplyHub.alreadyConfirmed')}
                  </Badge>
                )}
              </Group>
              <Text size="sm">{match.address}</Text>
              <Text size="xs" c="dimmed">
                {t('identifiers.openSupplyHub.oarIdOf', { oarId: match.oarId })}
              </Text>
            </Stack>
            <Button
              variant="light"
              onClick={() => onConfirm(match)}
              disabled={busy && confirming !== match.facilityMatchId}
              loading={confirming === match.facilityMatchId}
            >
              {t('identifiers.openSupplyHub.thisIsMine')}
            </Button>
          </Group>
        </Paper>
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onNotMe} disabled={busy && !rejecting} loading={rejecting}>
          {t('identifiers.openSupplyHub.notMe')}
        </Button>
      </Group>
    </Stack>
  );
}
