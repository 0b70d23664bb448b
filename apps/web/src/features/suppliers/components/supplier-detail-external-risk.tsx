import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { TGoodsRiskListing, TSupplierDetail } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';

/** Only web addresses become links: a listing's URL comes from imported data, never trusted as a script. */
const isWebAddress = (url: string): boolean => /^https?:\/\//i.test(url.trim());

function Source({ listing }: { listing: TGoodsRiskListing }) {
  if (!isWebAddress(listing.sourceUrl)) return <Text size="sm">{listing.source}</Text>;
  return (
    <Anchor href={listing.sourceUrl.trim()} target="_blank" rel="noopener noreferrer" size="sm">
      {listing.source}
    </Anchor>
  );
}

/** What is known of the supplier's context before any assessment: its country's score and the ILAB List of Goods. */
export function SupplierDetailExternalRisk({ supplier }: { supplier: TSupplierDetail }) {
  const { t } = useTranslation();
  const { countryScore, goodsListings } = supplier.externalRisk;
  const listingsTitle = t('suppliers.detail.externalRisk.goodsListings');
  return (
    <TitledCard title={t('suppliers.detail.externalRisk.title')}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {t('suppliers.detail.externalRisk.countryScore')}
        </Text>
        {countryScore === null ? (
          <Text size="sm" c="dimmed">
            {t('suppliers.detail.externalRisk.notSet')}
          </Text>
        ) : (
          <Text size="sm">
            {supplier.country
              ? t('suppliers.detail.externalRisk.scoreInCountry', { score: countryScore, country: supplier.country })
              : t('suppliers.detail.externalRisk.score', { score: countryScore })}
          </Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {listingsTitle}
        </Text>
        {goodsListings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('suppliers.detail.externalRisk.noListings')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label={listingsTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('suppliers.detail.externalRisk.good')}</Table.Th>
                  <Table.Th>{t('suppliers.detail.externalRisk.country')}</Table.Th>
                  <Table.Th>{t('suppliers.detail.externalRisk.indicator')}</Table.Th>
                  <Table.Th>{t('suppliers.detail.externalRisk.source')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {goodsListings.map((listing) => (
                  <Table.Tr key={`${listing.good}|${listing.country}|${listing.indicator}`}>
                    <Table.Td>
                      <UserText>{listing.good}</UserText>
                    </Table.Td>
                    <Table.Td>
                      <UserText>{listing.country}</UserText>
                    </Table.Td>
                    <Table.Td>{listing.indicator}</Table.Td>
                    <Table.Td>
                      <Source listing={listing} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </TitledCard>
  );
}
