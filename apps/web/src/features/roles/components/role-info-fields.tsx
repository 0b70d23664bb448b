import { NumberInput, Radio, Select, Stack, TextInput, Group } from '@mantine/core';
import { CHAINS_OF_CUSTODY, ROLE_ICONS, ROLE_TYPES, type TChainOfCustody, type TRoleIcon, type TRoleType } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import type { TRoleFormValues } from '../role-form.ts';
import { chainOfCustodyKey, roleTypeKey } from '../role-labels.ts';

type TRoleInfoFieldsProps = {
  values: TRoleFormValues;
  errors: Record<string, string>;
  disabled: boolean;
  /** A system role keeps its type: the code relies on it. */
  typeLocked: boolean;
  onChange: (patch: Partial<TRoleFormValues>) => void;
};

/** Step "info": name, type, icon and, for producers, how the role holds product. */
export function RoleInfoFields({ values, errors, disabled, typeLocked, onChange }: TRoleInfoFieldsProps) {
  const { t } = useTranslation();
  const extractorValue = values.isRawMaterialExtractor === null ? '' : String(values.isRawMaterialExtractor);
  return (
    <Stack gap="md">
      <TextInput
        label={t('roleSetup.fields.name')}
        withAsterisk
        maxLength={255}
        value={values.name}
        error={errors.name}
        disabled={disabled}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('roleSetup.fields.nameFr')}
          description={t('roleSetup.fields.nameTranslationHint')}
          lang="fr"
          maxLength={255}
          value={values.nameTranslations.fr ?? ''}
          error={errors['nameTranslations.fr']}
          disabled={disabled}
          onChange={(event) => onChange({ nameTranslations: { ...values.nameTranslations, fr: event.currentTarget.value } })}
        />
        <TextInput
          label={t('roleSetup.fields.nameUr')}
          description={t('roleSetup.fields.nameTranslationHint')}
          lang="ur"
          dir="rtl"
          maxLength={255}
          value={values.nameTranslations.ur ?? ''}
          error={errors['nameTranslations.ur']}
          disabled={disabled}
          onChange={(event) => onChange({ nameTranslations: { ...values.nameTranslations, ur: event.currentTarget.value } })}
        />
      </Group>
      <Group grow align="flex-start">
        <Select
          label={t('roleSetup.fields.type')}
          withAsterisk
          data={ROLE_TYPES.map((type) => ({ value: type, label: t(roleTypeKey(type)) }))}
          value={values.type}
          error={errors.type}
          disabled={disabled || typeLocked}
          allowDeselect={false}
          onChange={(type) => onChange({ type: type as TRoleType })}
        />
        <Select
          label={t('roleSetup.fields.icon')}
          searchable
          data={ROLE_ICONS.map((icon) => ({ value: icon, label: t(`roleSetup.icons.${icon}`) }))}
          value={values.icon}
          disabled={disabled}
          allowDeselect={false}
          nothingFoundMessage={t('roleSetup.noIconFound')}
          onChange={(icon) => onChange({ icon: icon as TRoleIcon })}
        />
      </Group>
      {values.type === 'Producer' ? (
        <>
          <Radio.Group
            label={t('roleSetup.fields.isRawMaterialExtractor')}
            withAsterisk
            value={extractorValue}
            error={errors.isRawMaterialExtractor}
            onChange={(value) => onChange({ isRawMaterialExtractor: value === 'true' })}
          >
            <Group mt="xs">
              <Radio value="true" label={t('roleSetup.yes')} disabled={disabled} />
              <Radio value="false" label={t('roleSetup.no')} disabled={disabled} />
            </Group>
          </Radio.Group>
          {values.isRawMaterialExtractor === true ? (
            <Group grow align="flex-start">
              <TextInput
                label={t('roleSetup.fields.seasonStartDate')}
                description={t('roleSetup.dateFormat')}
                placeholder="DD/MM/YYYY"
                withAsterisk
                value={values.seasonStartDate}
                error={errors.seasonStartDate}
                disabled={disabled}
                onChange={(event) => onChange({ seasonStartDate: event.currentTarget.value })}
              />
              <NumberInput
                label={t('roleSetup.fields.seasonDuration')}
                description={t('roleSetup.months')}
                withAsterisk
                min={1}
                max={12}
                allowDecimal={false}
                value={values.seasonDuration ?? ''}
                error={errors.seasonDuration}
                disabled={disabled}
                onChange={(value) => onChange({ seasonDuration: typeof value === 'number' ? value : null })}
              />
            </Group>
          ) : null}
          {values.isRawMaterialExtractor === false ? (
            <Radio.Group
              label={t('roleSetup.fields.chainOfCustody')}
              withAsterisk
              value={values.chainOfCustody ?? ''}
              error={errors.chainOfCustody}
              onChange={(value) => onChange({ chainOfCustody: value as TChainOfCustody })}
            >
              <Group mt="xs">
                {CHAINS_OF_CUSTODY.map((chain) => (
                  <Radio key={chain} value={chain} label={t(chainOfCustodyKey(chain))} disabled={disabled} />
                ))}
              </Group>
            </Radio.Group>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
