import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, type TDnaTestDetail } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../../components/titled-card.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { comparisonOf, type TFoundValue } from '../model/dna-test-detail.ts';
import { DnaResultBadge } from './dna-test-badges.tsx';
import { dayTextOf } from '../../../lib/day-month-year.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Who asked, whose product, which one, when, and what the server decided. */
export function DnaTestFactsCard({ test }: { test: TDnaTestDetail }) {
  const { t } = useTranslation();
  const none = (
    <Text size="sm" c="dimmed" component="span">
      {t('dnaTests.detail.none')}
    </Text>
  );
  return (
    <TitledCard title={t('dnaTests.detail.facts')} gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md">
        <Fact label={t('dnaTests.columns.kind')}>{t(`dnaTests.kinds.${test.kind}`)}</Fact>
        <Fact label={t('dnaTests.columns.result')}>
          <Group gap="xs">
            <DnaResultBadge result={test.result} />
            <Text size="sm" component="span">
              {t(`dnaTests.resultMeanings.${test.result}`)}
            </Text>
          </Group>
        </Fact>
        <Fact label={t('dnaTests.columns.testedOn')}>
          <UserText>{dayTextOf(test.testedOn)}</UserText>
        </Fact>
        <Fact label={t('dnaTests.detail.productCode')}>
          <UserText>{test.product.code}</UserText>
        </Fact>
        <Fact label={t('dnaTests.detail.productName')}>
          <UserText>{test.product.name}</UserText>
        </Fact>
        <Fact label={t('dnaTests.columns.supplier')}>
          <UserText>{test.productSupplier.name}</UserText>
        </Fact>
        <Fact label={t('dnaTests.columns.requester')}>
          {test.requestFacility ? <UserText>{test.requestFacility.name}</UserText> : none}
        </Fact>
        <Fact label={t('dnaTests.detail.recordedBy')}>{test.createdBy ? <UserText>{test.createdBy}</UserText> : none}</Fact>
        <Fact label={t('dnaTests.detail.recordedOn')}>
          <UserText>{formatDate(test.createdAt)}</UserText>
        </Fact>
      </SimpleGrid>
    </TitledCard>
  );
}

function ValueList({ title, values, empty }: { title: string; values: readonly TFoundValue[]; empty: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm">
        {title}
      </Title>
      {values.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {values.map((value, index) => (
            <Group key={`${index}:${value.text}`} component="li" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <UserText>{value.text}</UserText>
              </Text>
              {value.expected ? (
                <Badge variant="light" color="teal" radius="sm" tt="none" size="sm">
                  {t('dnaTests.detail.matches')}
                </Badge>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** What the records expected beside what the laboratory found, so a failure explains itself. */
export function DnaTestComparisonCard({ test }: { test: TDnaTestDetail }) {
  const { t } = useTranslation();
  const comparison = comparisonOf(test);
  const kind = test.kind;
  return (
    <TitledCard title={t('dnaTests.detail.comparison')} description={t(`dnaTests.detail.comparisonHelp.${kind}`)} gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ValueList
          title={t(`dnaTests.detail.expected.${kind}`)}
          values={comparison.expected.map((text) => ({ text, expected: false }))}
          empty={t(`dnaTests.detail.expectedNone.${kind}`)}
        />
        <ValueList title={t(`dnaTests.detail.found.${kind}`)} values={comparison.found} empty={t(`dnaTests.detail.foundNone.${kind}`)} />
      </SimpleGrid>
    </TitledCard>
  );
}

/** The laboratory's report and other proofs, downloaded with the session's token. */
export function DnaTestFilesCard({ test }: { test: TDnaTestDetail }) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('dnaTests.detail.files')} gap="sm">
      {test.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dnaTests.detail.noFiles')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {test.files.map((file) => (
            <li key={file.blobName}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="start"
                style={{ overflowWrap: 'anywhere' }}
                aria-label={t('dnaTests.detail.download', { name: file.name })}
                onClick={() => void downloadFile(file.url, file.name).catch(toastApiError)}
              >
                <bdi>{file.name}</bdi>
              </Anchor>
            </li>
          ))}
        </Stack>
      )}
    </TitledCard>
  );
}
