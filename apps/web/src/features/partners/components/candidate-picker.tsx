import { Alert, Center, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, type TPartnerFacility, type TPartnerKind } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../../../lib/roles-api.ts';
import { IconAlert, IconSearch } from '../../../components/icons.tsx';
import { useBrokerSearch, useFacilitySearch, useTransporterSearch, type TCandidateQuery } from '../api/partners-api.ts';
import { IdentifiersCell, LocationCell } from './partner-cells.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';

const PER_PAGE = 5;

type TCandidatePickerProps = {
  kind: TPartnerKind;
  /** For processing partners: only facilities of this role. */
  roleId: string | null;
  value: string | null;
  error?: string;
  onChange: (facilityId: string | null) => void;
};

/** Which search endpoint finds candidates of each kind; only the one for `kind` runs. */
function useCandidateSearch(kind: TPartnerKind, query: TCandidateQuery) {
  const facilities = useFacilitySearch(query, kind === 'processing_facility');
  const transporters = useTransporterSearch(query, kind === 'transporter');
  const brokers = useBrokerSearch(query, kind === 'broker');
  return { processing_facility: facilities, transporter: transporters, broker: brokers }[kind];
}

/**
 * Finds an existing facility to add: a search (debounced) over name, OS ID and registration number,
 * one page of results at a time, each a card to choose.
 */
export function CandidatePicker({ kind, roleId, value, error, onChange }: TCandidatePickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [key, setKey] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedCallback((next: string) => {
    setKey(next.trim());
    setPage(1);
  }, SEARCH_DEBOUNCE_MS);
  const query: TCandidateQuery = { page, perPage: PER_PAGE, ...(key ? { key } : {}), ...(roleId ? { roleId } : {}) };
  const results = useCandidateSearch(kind, query);
  const items = results.data?.items ?? [];

  return (
    <Stack gap="xs">
      <TextInput
        label={t('partners.add.searchLabel')}
        placeholder={t('partners.add.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        type="search"
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
      />
      {results.isError && !results.data ? (
        <Alert color="red" variant="light" icon={<IconAlert size={18} />}>
          {t('partners.add.searchFailed')}
        </Alert>
      ) : results.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('partners.add.searching')} />
        </Center>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          {key ? t('partners.add.noMatches') : t('partners.add.noCandidates')}
        </Text>
      ) : (
        <Radio.Group value={value} onChange={onChange} aria-label={t('partners.add.resultsLabel')}>
          <Stack gap={6} style={{ opacity: results.isPlaceholderData ? 0.55 : 1 }}>
            {items.map((facility) => (
              <CandidateCard key={facility.id} facility={facility} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {results.data && results.data.total > PER_PAGE ? (
        <ListFooter page={page} perPage={PER_PAGE} total={results.data.total} onPage={setPage} />
      ) : null}
    </Stack>
  );
}

function CandidateCard({ facility }: { facility: TPartnerFacility }) {
  const { t } = useTranslation();
  const roleName = useRoleName()(facility.role);
  return (
    <Radio.Card value={facility.id} radius="md" p="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Stack gap={2} miw={0} flex={1}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600} truncate="end">
              {facility.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {facility.farmCount > 0 ? t('partners.fields.roleWithFarms', { role: roleName, count: facility.farmCount }) : roleName}
            </Text>
          </Group>
          <LocationCell facility={facility} />
          <IdentifiersCell facility={facility} />
        </Stack>
      </Group>
    </Radio.Card>
  );
}
