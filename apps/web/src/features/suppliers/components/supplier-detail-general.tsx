import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { formatDate, formatDateTime, locationParts, parseLanguage, type TSupplierDetail } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText, UserTextList } from '../../../components/user-text.tsx';
import { useRoleName } from '../../../lib/roles-api.ts';
import { QuestionnaireStateBadge } from './supplier-badges.tsx';
import { LabelledValue } from '../../../components/labelled-value.tsx';

/** A value people typed, or a dimmed word saying there is none. */
function Value({ value, empty }: { value: string | null; empty: string }) {
  return value ? (
    <Text size="sm">
      <UserText>{value}</UserText>
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {empty}
    </Text>
  );
}

function BadgeList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <Value value={null} empty={empty} />;
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item} variant="light" color="gray" tt="none">
          {item}
        </Badge>
      ))}
    </Group>
  );
}

/** Names, identifiers, location, certifications, goods and where the supplier stands. */
export function SupplierDetailGeneral({ supplier }: { supplier: TSupplierDetail }) {
  const { t, i18n } = useTranslation();
  const roleName = useRoleName();
  const language = parseLanguage(i18n.language);
  const location = locationParts({
    street: supplier.location.address,
    district: supplier.location.district,
    province: supplier.location.province,
    country: supplier.location.country,
  });
  const notProvided = t('suppliers.detail.notProvided');
  return (
    <TitledCard title={t('suppliers.detail.general.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
        <LabelledValue uppercase label={t('suppliers.detail.general.name')}>
          <Value value={supplier.name} empty={notProvided} />
        </LabelledValue>
        <LabelledValue uppercase label={t('suppliers.detail.general.traderName')}>
          <Value value={supplier.traderName} empty={notProvided} />
        </LabelledValue>
        <LabelledValue uppercase label={t('suppliers.detail.general.type')}>
          <Text size="sm">{roleName(supplier.type)}</Text>
        </LabelledValue>
        <LabelledValue uppercase label={t('suppliers.detail.general.businessRegisterNumber')}>
          <Value value={supplier.businessRegisterNumber} empty={notProvided} />
        </LabelledValue>
        <LabelledValue uppercase label={t('suppliers.detail.general.oarId')}>
          <Value value={supplier.oarId} empty={notProvided} />
        </LabelledValue>
        <LabelledValue uppercase label={t('suppliers.detail.general.location')}>
          {location.length > 0 ? (
            <Text size="sm">
              <UserTextList parts={location} language={language} />
            </Text>
          ) : (
            <Value value={null} empty={notProvided} />
          )}
        </LabelledValue>
        <LabelledValue uppercase label={t('suppliers.detail.general.certifications')}>
          <BadgeList items={supplier.certifications} empty={t('suppliers.detail.general.noCertifications')} />
        </LabelledValue>
        <LabelledValue uppercase label={t('suppliers.detail.general.goods')}>
          <BadgeList items={supplier.goods} empty={t('suppliers.detail.general.noGoods')} />
        </LabelledValue>
        <LabelledValue uppercase label={t('suppliers.detail.general.questionnaireState')}>
          <Group>
            <QuestionnaireStateBadge state={supplier.questionnaireState} />
          </Group>
        </LabelledValue>
        <LabelledValue uppercase label={t('suppliers.detail.general.riskLevel')}>
          <Group>
            <RiskLevelBadge riskLevel={supplier.riskLevel} />
          </Group>
        </LabelledValue>
        <LabelledValue uppercase label={t('suppliers.detail.general.since')}>
          <Text size="sm">{formatDate(supplier.since)}</Text>
        </LabelledValue>
        <LabelledValue uppercase label={t('suppliers.detail.general.lastActivity')}>
          <Value
            value={supplier.lastActivityAt ? formatDateTime(supplier.lastActivityAt) : null}
            empty={t('suppliers.detail.general.noActivity')}
          />
        </LabelledValue>
      </SimpleGrid>
    </TitledCard>
  );
}
