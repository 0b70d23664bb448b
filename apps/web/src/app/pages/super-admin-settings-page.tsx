import { useTranslation } from 'react-i18next';
import { IconAdjustments, IconShieldCheck } from '../../components/icons.tsx';
import { ConfigurationBundleCard } from '../../features/configuration/components/configuration-bundle-card.tsx';
import { RiskMethodSettings } from '../../features/configuration/components/risk-method-form.tsx';
import { SwitchToConfigurationCard } from '../../features/configuration/components/switch-to-configuration-card.tsx';
import { TitledCard } from '../../components/titled-card.tsx';
import { SettingsPage } from '../../features/users/pages/settings-page.tsx';

/**
 * /super-admin-settings: the administrator settings plus the switch back to configuration, and the risk
 * method, the one configuration choice that may still change once configuration is done.
 */
export function SuperAdminSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage
      extraTabs={[
        {
          value: 'configuration',
          label: t('configuration.switch.tab'),
          icon: <IconAdjustments size={16} />,
          panel: (
            <>
              <TitledCard title={t('configuration.switch.title')} description={t('configuration.switch.subtitle')}>
                <SwitchToConfigurationCard />
              </TitledCard>
              <TitledCard title={t('configurationBundle.title')}>
                <ConfigurationBundleCard locked />
              </TitledCard>
            </>
          ),
        },
        {
          value: 'risk-method',
          label: t('configuration.riskMethod.settingsTab'),
          icon: <IconShieldCheck size={16} />,
          panel: (
            <TitledCard title={t('configuration.riskMethod.settingsTitle')} description={t('configuration.riskMethod.settingsDescription')}>
              <RiskMethodSettings />
            </TitledCard>
          ),
        },
      ]}
    />
  );
}
