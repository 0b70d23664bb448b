import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IndicatorTranslations } from '../../features/indicators/components/indicator-translations.tsx';
import { TranslationsBar } from '../../features/product-definitions/components/translations-bar.tsx';
import { RoleAttributeTranslations } from '../../features/roles/components/role-attribute-translations.tsx';
import { useSaqRoles } from '../../features/questionnaires/api/saqs-api.ts';
import { QuestionnaireTranslations } from '../../features/questionnaires/components/questionnaire-translations.tsx';

function TranslationFile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Every translation file of the configuration in one place: role attributes, plus the files the
 * products, indicator and questionnaire steps offer, composed here since features do not import each other.
 */
export function TranslationFiles({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const questionnaires = (useSaqRoles().data ?? []).filter((role) => role.hasQuestionnaire);
  return (
    <Stack gap="md">
      <TranslationFile label={t('configuration.configure.translations.roleAttributes')}>
        <RoleAttributeTranslations locked={locked} />
      </TranslationFile>
      <TranslationFile label={t('configuration.configure.translations.products')}>
        <TranslationsBar kind="products" locked={locked} />
      </TranslationFile>
      <TranslationFile label={t('configuration.configure.translations.productAttributes')}>
        <TranslationsBar kind="attributes" locked={locked} />
      </TranslationFile>
      <TranslationFile label={t('configuration.configure.translations.indicators')}>
        <IndicatorTranslations locked={locked} />
      </TranslationFile>
      {questionnaires.map((role) => (
        <TranslationFile key={role.roleId} label={t('configuration.configure.translations.questionnaire', { name: role.roleName })}>
          <QuestionnaireTranslations roleId={role.roleId} roleName={role.roleName} locked={locked} />
        </TranslationFile>
      ))}
    </Stack>
  );
}
