import { Badge, Group, Table, Text } from '@mantine/core';
import type { TSupplierDetail } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';

function Reach({ value }: { value: string | null }) {
  return value ? (
    <UserText>{value}</UserText>
  ) : (
    <Text span size="sm" c="dimmed">
      —
    </Text>
  );
}

/** The supplier's people, its first Admin first and marked: the one to reach about the brand's requests. */
export function SupplierDetailContacts({ contacts }: { contacts: TSupplierDetail['contacts'] }) {
  const { t } = useTranslation();
  const title = t('suppliers.detail.contacts.title');
  return (
    <TitledCard title={title}>
      {contacts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('suppliers.detail.contacts.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('suppliers.detail.contacts.name')}</Table.Th>
                <Table.Th>{t('suppliers.detail.contacts.email')}</Table.Th>
                <Table.Th>{t('suppliers.detail.contacts.phoneNumber')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.map((contact, index) => (
                <Table.Tr key={`${index}:${contact.email ?? ''}`}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{`${contact.firstName} ${contact.lastName}`.trim()}</Text>
                      {contact.isFirstAdmin ? (
                        <Badge size="sm" variant="light" tt="none">
                          {t('suppliers.detail.contacts.firstAdmin')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Reach value={contact.email} />
                  </Table.Td>
                  <Table.Td>
                    <Reach value={contact.phoneNumber} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </TitledCard>
  );
}
