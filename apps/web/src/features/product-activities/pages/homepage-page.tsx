import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { availableActivities, canViewOverview } from '../overview/activity-access.ts';
import { ActivityButtons } from '../overview/components/activity-buttons.tsx';
import { CurrentPeriodSummary } from '../overview/components/current-period-summary.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';

/**
 * /homepage, a registered producer's home: a button per product activity its role may log and,
 * with VIEW_HISTORY, the facility's mass balance for the current period.
 */
export function HomepagePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('homepage.title'));
  const user = useSession()?.user ?? null;

  return (
    <>
      <PageHeader title={t('homepage.title')} description={t('homepage.subtitle')} />
      <Stack gap="xl">
        <ActivityButtons activities={availableActivities(user)} />
        {canViewOverview(user) ? <CurrentPeriodSummary /> : null}
      </Stack>
    </>
  );
}
