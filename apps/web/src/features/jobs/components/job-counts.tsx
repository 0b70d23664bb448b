import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { TDeadLetterPage } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { JOB_STATES } from '../model/dead-letter-list.ts';

/** How many jobs wait, run, are done and have failed right now: whether the queue is moving at a glance. */
export function JobCounts({ counts }: { counts: TDeadLetterPage['counts'] | undefined }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" mb="lg" role="list" aria-label={t('jobs.counts.label')}>
      {JOB_STATES.map((state) => {
        const failed = state === 'dead' && (counts?.dead ?? 0) > 0;
        return (
          <Paper key={state} withBorder radius="md" p="md" role="listitem" data-state={state}>
            <Text size="sm" c="dimmed" fw={600}>
              {t(`jobs.counts.${state}`)}
            </Text>
            {counts ? (
              <Text fz={28} fw={700} lh={1.2} c={failed ? 'red.8' : undefined}>
                {counts[state]}
              </Text>
            ) : (
              <Skeleton height={28} width="40%" mt={6} radius="sm" />
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
