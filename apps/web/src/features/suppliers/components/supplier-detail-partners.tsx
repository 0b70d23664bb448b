import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import type { TSupplierDetail } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledCard } from '../../../components/titled-card.tsx';
import { useRoleName } from '../../../lib/roles-api.ts';

/** The suppliers this one trades with, among the brand's own, each opening its detail. */
export function SupplierDetailPartners({ partners }: { partners: TSupplierDetail['partners'] }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  return (
    <TitledCard title={t('suppliers.detail.partners.title')} description={t('suppliers.detail.partners.description')}>
      {partners.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('suppliers.detail.partners.empty')}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {partners.map((partner) => (
            <List.Item key={partner.id}>
              <Group gap="xs" wrap="nowrap">
                <Anchor component={Link} to={`/brand-suppliers/${partner.id}`} size="sm">
                  {partner.name}
                </Anchor>
                <Badge variant="outline" color="gray" tt="none">
                  {roleName(partner.type)}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </TitledCard>
  );
}
