import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconInfo } from '../../../../components/icons.tsx';
import { TitledCard } from '../../../../components/titled-card.tsx';
import type { TOverviewRange } from '../overview-ranges.ts';

type TCalculationCardProps<T> = {
  title: string;
  /** Null before the facility's first period begins: there is nothing to calculate yet. */
  range: TOverviewRange | null;
  query: UseQueryResult<T>;
  loadFailed: string;
  /** A line under the title (the period the totals cover). */
  description?: ReactNode;
  /** Links under the totals. */
  footer?: ReactNode;
  children: (data: T) => ReactNode;
};

/** A card of totals for one period, with its loading, failure and "no period yet" states. */
export function CalculationCard<T>({ title, range, query, loadFailed, description, footer, children }: TCalculationCardProps<T>) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (range === null) {
    body = (
      <Text size="sm" c="dimmed">
        {t('overview.period.none')}
      </Text>
    );
  } else if (query.data !== undefined) {
    body = <div style={{ opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 120ms' }}>{children(query.data)}</div>;
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlert size={20} />} title={loadFailed}>
        <Button size="xs" variant="default" onClick={() => void query.refetch()} mt="xs">
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Skeleton height={28} width="60%" radius="sm" />
        <Skeleton height={12} radius="xl" />
        <Skeleton height={12} width="40%" radius="sm" />
      </Stack>
    );
  }

  return (
    <TitledCard title={title} description={description} gap="md" busy={query.isFetching}>
      {body}
      {footer}
    </TitledCard>
  );
}

/** The specification's notice when quantities in different units cannot be added up. */
export function NotConvertibleNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" icon={<IconInfo size={20} />}>
      {t('overview.notConvertible')}
    </Alert>
  );
}
