import { Divider, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ConfigureStep from '../../features/configuration/steps/configure-step.tsx';
import { RoleSeasons } from '../../features/roles/components/role-seasons.tsx';
import type { TWizardStepProps } from '../../lib/wizard.ts';
import { FacilityGroupSettings } from './facility-group-settings.tsx';
import { TranslationFiles } from './translation-files.tsx';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Stack gap={2}>
        <Title order={3}>{title}</Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * Step 8 as the wizard shows it: translations, seasons and facility-group settings (each from its
 * own feature), then the configuration step's review and "configure system".
 */
export default function ConfigureStepScreen(props: TWizardStepProps) {
  const { t } = useTranslation();
  const preparation = (
    <>
      <Section title={t('configuration.configure.translations.title')} description={t('configuration.configure.translations.description')}>
        <TranslationFiles locked={props.locked} />
      </Section>
      <Section title={t('configuration.configure.seasons.title')} description={t('configuration.configure.seasons.description')}>
        <RoleSeasons locked={props.locked} />
      </Section>
      <Section
        title={t('configuration.configure.facilityGroups.title')}
        description={t('configuration.configure.facilityGroups.description')}
      >
        <FacilityGroupSettings locked={props.locked} />
      </Section>
      <Divider />
    </>
  );
  return <ConfigureStep {...props} preparation={preparation} />;
}
