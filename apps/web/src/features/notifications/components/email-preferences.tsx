import { NOTIFICATION_KINDS, type TNotificationKind } from '@opentrace/domain';
import { Loader, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../../components/titled-card.tsx';
import { toast } from '../../../lib/toast.ts';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications-api.ts';

/** One switch per kind of notification: whether it also comes by e-mail. Each switch saves at once. */
export function EmailPreferences() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  if (preferences.isPending) return <Loader size="sm" />;
  if (preferences.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t('notifications.email.loadFailed')}
      </Text>
    );

  const change = (kind: TNotificationKind, email: boolean) =>
    save.mutate({ email: { [kind]: email } }, { onSuccess: () => toast.success(t('notifications.email.saved')) });

  return (
    <Stack gap="sm">
      {NOTIFICATION_KINDS.map((kind) => (
        <Switch
          key={kind}
          label={t(`notifications.kindNames.${kind}`)}
          checked={preferences.data.email[kind]}
          disabled={save.isPending && save.variables?.email[kind] !== undefined}
          onChange={(event) => change(kind, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}

/** The switches with their title, for the settings and profile screens that hold a user's account sections. */
export function EmailPreferencesSection() {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('notifications.email.title')} description={t('notifications.email.description')}>
      <EmailPreferences />
    </TitledCard>
  );
}
