import { Badge, Stack, Text } from '@mantine/core';
import { parseLanguage, type TPartnerContact, type TPartnerFacility, type TPartnerKind } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { UserText, UserTextList } from '../../../components/user-text.tsx';
import { isolated } from '../../../lib/bidi.ts';
import { partnerLocationParts } from '../partner-list.ts';

const KIND_COLORS: Record<TPartnerKind, string> = { processing_facility: 'brand', transporter: 'grape', broker: 'orange' };

export function PartnerKindBadge({ kind }: { kind: TPartnerKind }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={KIND_COLORS[kind]} tt="none">
      {t(`partners.kinds.${kind}`)}
    </Badge>
  );
}

/** OS ID and registration number, whichever the facility has. */
export function IdentifiersCell({ facility }: { facility: Pick<TPartnerFacility, 'oarId' | 'businessRegisterNumber'> }) {
  const { t } = useTranslation();
  if (!facility.oarId && !facility.businessRegisterNumber) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {facility.oarId ? <Text size="sm">{t('partners.fields.oarIdValue', { value: isolated(facility.oarId) })}</Text> : null}
      {facility.businessRegisterNumber ? (
        <Text size="xs" c="dimmed">
          {t('partners.fields.registrationValue', { value: isolated(facility.businessRegisterNumber) })}
        </Text>
      ) : null}
    </Stack>
  );
}

export function LocationCell({ facility }: { facility: Pick<TPartnerFacility, 'location'> }) {
  const { i18n } = useTranslation();
  const parts = partnerLocationParts(facility.location);
  return (
    <Text size="sm" c={parts.length > 0 ? undefined : 'dimmed'} lineClamp={2}>
      {parts.length > 0 ? <UserTextList parts={parts} language={parseLanguage(i18n.language)} /> : '—'}
    </Text>
  );
}

export function ContactCell({ contact }: { contact: TPartnerContact | null }) {
  if (!contact) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const reach = contact.email ?? contact.phoneNumber;
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm">{`${contact.firstName} ${contact.lastName}`.trim()}</Text>
      {reach ? (
        <Text size="xs" c="dimmed" truncate="end" title={reach}>
          <UserText>{reach}</UserText>
        </Text>
      ) : null}
    </Stack>
  );
}
