import { useTranslation } from 'react-i18next';
import { EmailPreferencesSection, IconBell } from '../../features/notifications/index.ts';
import { SettingsPage } from '../../features/users/pages/settings-page.tsx';

/**
 * /settings (administrators): the account settings plus the per-kind e-mail switches, composed here
 * because the users feature may not import the notifications feature.
 */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      extraTabs={[
        {
          value: 'email',
          label: t('notifications.email.title'),
          icon: <IconBell size={16} />,
          panel: <EmailPreferencesSection />,
        },
      ]}
    />
  );
}
