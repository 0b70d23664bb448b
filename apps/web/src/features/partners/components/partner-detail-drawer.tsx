import { Alert, Badge, Button, Center, Divider, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, type TBusinessPartnerDetail } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../../lib/roles-api.ts';
import { IconAlert, IconTrash } from '../../../components/icons.tsx';
import { useBusinessPartner } from '../api/partners-api.ts';
import { ContactCell, IdentifiersCell, LocationCell, PartnerKindBadge } from './partner-cells.tsx';
import { LabelledValue } from '../../../components/labelled-value.tsx';

type TPartnerDetailDrawerProps = {
  /** The partner facility shown; null closes the drawer. */
  facilityId: string | null;
  onClose: () => void;
  onRemove: (partner: TBusinessPartnerDetail) => void;
};

/** One partner's details (GET /facilities/{id}/business-partner), with a farm group's farms. */
export function PartnerDetailDrawer({ facilityId, onClose, onRemove }: TPartnerDetailDrawerProps) {
  const { t } = useTranslation();
  const partner = useBusinessPartner(facilityId);
  return (
    <Drawer
      opened={facilityId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={t('partners.detail.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {partner.isError ? (
        <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={t('partners.detail.loadFailed')}>
          <Button size="xs" variant="default" mt="xs" onClick={() => void partner.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : !partner.data ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('partners.detail.loading')} />
        </Center>
      ) : (
        <PartnerDetail partner={partner.data} onRemove={() => onRemove(partner.data)} />
      )}
    </Drawer>
  );
}

function PartnerDetail({ partner, onRemove }: { partner: TBusinessPartnerDetail; onRemove: () => void }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const { facility } = partner;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={3} fz="lg">
          {facility.name}
        </Title>
        <Group gap="xs">
          <PartnerKindBadge kind={partner.kind} />
          <Badge variant="outline" color="gray" tt="none">
            {roleName(facility.role)}
          </Badge>
        </Group>
        {facility.traderName ? (
          <Text size="sm" c="dimmed">
            {t('partners.detail.tradingAs', { name: facility.traderName })}
          </Text>
        ) : null}
      </Stack>
      <LabelledValue uppercase label={t('partners.columns.identifiers')}>
        <IdentifiersCell facility={facility} />
      </LabelledValue>
      <LabelledValue uppercase label={t('partners.columns.location')}>
        <LocationCell facility={facility} />
      </LabelledValue>
      <LabelledValue uppercase label={t('partners.columns.contact')}>
        <ContactCell contact={partner.contact} />
      </LabelledValue>
      {facility.certifications.length > 0 ? (
        <LabelledValue uppercase label={t('partners.detail.certifications')}>
          <Group gap={6}>
            {facility.certifications.map((certification) => (
              <Badge key={certification} variant="light" color="gray" tt="none">
                {certification}
              </Badge>
            ))}
          </Group>
        </LabelledValue>
      ) : null}
      <LabelledValue uppercase label={t('partners.columns.since')}>
        <Text size="sm">
          {t(partner.addedByMe ? 'partners.detail.addedByYou' : 'partners.detail.addedYou', { date: formatDate(partner.since) })}
        </Text>
      </LabelledValue>
      {partner.farms.length > 0 ? (
        <Stack gap="xs">
          <Divider label={t('partners.detail.farms', { count: partner.farms.length })} labelPosition="left" />
          <Table verticalSpacing={6} aria-label={t('partners.detail.farms', { count: partner.farms.length })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('partners.detail.farmId')}</Table.Th>
                <Table.Th>{t('partners.detail.farmName')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {partner.farms.map((farm) => (
                <Table.Tr key={farm.id}>
                  <Table.Td>{farm.code ?? '—'}</Table.Td>
                  <Table.Td>{farm.name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
      <Group justify="flex-end">
        <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
          {t('partners.actions.remove')}
        </Button>
      </Group>
    </Stack>
  );
}
