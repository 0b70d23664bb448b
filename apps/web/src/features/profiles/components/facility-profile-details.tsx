import { Stack, Title } from '@mantine/core';
import { formatDate, type TFacilityProfile } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { attributeSections } from '../profile-layout.ts';
import { DetailList, type TDetail } from './detail-list.tsx';

/** The organisation profile at a glance: business details, identifier answers, location and production. */
export function FacilityProfileDetails({ profile }: { profile: TFacilityProfile }) {
  const { t } = useTranslation();
  const isProducer = profile.role.type === 'Producer';
  const business: TDetail[] = [
    { label: t(isProducer ? 'facilityProfile.fields.businessName' : 'facilityProfile.fields.organisationName'), value: profile.name },
    ...(isProducer
      ? [
          { label: t('facilityProfile.fields.traderName'), value: profile.traderName },
          { label: t('facilityProfile.fields.businessRegisterNumber'), value: profile.businessRegisterNumber },
          { label: t('facilityProfile.fields.oarId'), value: profile.oarId ? <span dir="ltr">{profile.oarId}</span> : null },
        ]
      : []),
    { label: t('facilityProfile.fields.location'), value: profile.location },
  ];
  const production: TDetail[] = isProducer
    ? [
        { label: t('facilityProfile.fields.certifications'), value: profile.certifications.map((c) => c.name).join(', ') },
        { label: t('facilityProfile.fields.goods'), value: profile.goods.map((g) => g.name).join(', ') },
        { label: t('facilityProfile.fields.chainOfCustody'), value: profile.chainOfCustody?.name ?? t('facilityProfile.form.bySeason') },
        ...(profile.chainOfCustody?.value === 'Mass balance'
          ? [
              {
                label: t('facilityProfile.form.reconciliation'),
                value:
                  profile.reconciliationStartAt && profile.reconciliationDuration
                    ? t('facilityProfile.details.reconciliationWindow', {
                        start: formatDate(profile.reconciliationStartAt),
                        count: profile.reconciliationDuration,
                      })
                    : null,
              },
            ]
          : []),
      ]
    : [];

  return (
    <Stack gap="lg">
      <DetailList details={business} />
      {attributeSections(profile.roleAttributes).map((section) => (
        <Stack key={section.system} gap="xs">
          <Title order={3} fz="md">
            {t(`facilityProfile.systems.${section.system}`)}
          </Title>
          <DetailList
            details={profile.roleAttributes
              .filter((attribute) => attribute.identifierSystem === section.system)
              .map((attribute) => ({ label: attribute.name, value: attribute.displayValue }))}
          />
        </Stack>
      ))}
      {production.length > 0 ? <DetailList details={production} /> : null}
    </Stack>
  );
}
