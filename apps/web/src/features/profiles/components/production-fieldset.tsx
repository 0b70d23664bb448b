import { Badge, Fieldset, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFacilityCertifications } from '../api/facilities-api.ts';
import type { TFieldsetProps } from './fieldset-props.ts';

/** A producer's certifications, the goods it makes (among its role's outputs) and its chain of custody. */
export function ProductionFieldset({ profile, values, errors, set }: TFieldsetProps) {
  const { t } = useTranslation();
  const certifications = useFacilityCertifications();
  const noGoods = profile.goodsOptions.length === 0;
  return (
    <Fieldset legend={t('facilityProfile.form.production')} variant="filled">
      <Stack gap="sm">
        <MultiSelect
          label={t('facilityProfile.fields.certifications')}
          data={(certifications.data ?? []).map((certification) => ({ value: certification.code, label: certification.name }))}
          value={values.certifications}
          error={errors.certifications}
          onChange={(codes) => set('certifications', codes)}
          searchable
          clearable
          nothingFoundMessage={t('facilityProfile.form.nothingFound')}
        />
        <MultiSelect
          label={t('facilityProfile.fields.goods')}
          description={t(noGoods ? 'facilityProfile.form.noGoods' : 'facilityProfile.form.goodsDescription')}
          data={profile.goodsOptions.map((definition) => ({ value: definition.id, label: definition.name }))}
          value={values.goods}
          error={errors.goods}
          disabled={noGoods}
          onChange={(ids) => set('goods', ids)}
          clearable
        />
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {t('facilityProfile.fields.chainOfCustody')}
          </Text>
          <Badge variant="light" tt="none">
            {profile.chainOfCustody?.name ?? t('facilityProfile.form.bySeason')}
          </Badge>
        </Group>
      </Stack>
    </Fieldset>
  );
}
