import { nameIn, type TDnaTestDetail, type TDnaTestSummary, type TDnaTestTally, type TLanguage } from '@opentrace/domain';
import type { TTranslations } from '../../core/translations.ts';
import { translationsOf } from '../../lib/reference-names.ts';
import type { DnaTestListRow, findDnaTestFiles, findDnaTestTallies } from './dna-tests.repository.ts';

export const dnaTestFileUrl = (testId: string, blobName: string) => `/api/dna-tests/${testId}/files/${encodeURIComponent(blobName)}`;

export const formatDnaTestNumber = (number: number) => `DNA-${number}`;

export function toDnaTestSummary(row: DnaTestListRow, language: TLanguage): TDnaTestSummary {
  const { test } = row;
  return {
    id: test.id,
    reference: formatDnaTestNumber(test.number),
    kind: test.kind,
    result: test.result,
    testedOn: test.testedOn,
    product: {
      id: test.productId,
      code: row.productCode,
      name: nameIn(translationsOf({ name: row.productName, translations: row.productNameTranslations }), language),
    },
    productSupplier: { id: test.productSupplierId, name: row.supplierName },
    requestFacility: test.requestFacilityId && row.requesterName ? { id: test.requestFacilityId, name: row.requesterName } : null,
    createdAt: test.createdAt.toISOString(),
  };
}

export interface CountryName {
  id: string;
  name: string;
  translations: TTranslations;
}

export function toDnaTestDetail(
  row: DnaTestListRow,
  files: Awaited<ReturnType<typeof findDnaTestFiles>>,
  countryNames: readonly CountryName[],
  deletable: boolean,
  language: TLanguage,
): TDnaTestDetail {
  const { test } = row;
  const byId = new Map(countryNames.map((country) => [country.id, nameIn(translationsOf(country), language)]));
  const named = (ids: readonly string[]) =>
    ids.map((id) => ({ id, name: byId.get(id) ?? '' })).sort((a, b) => a.name.localeCompare(b.name, language));
  const creator = [row.creatorFirstName, row.creatorLastName].filter(Boolean).join(' ');
  return {
    ...toDnaTestSummary(row, language),
    isDetected: test.isDetected,
    dnaIdentifiers: test.dnaIdentifiers,
    expectedDnaIdentifier: test.expectedDnaIdentifier,
    countries: named(test.countryIds),
    originCountries: named(test.originCountryIds),
    files: files.map((file) => ({ name: file.name, blobName: file.blobName, url: dnaTestFileUrl(test.id, file.blobName) })),
    createdBy: creator || null,
    deletable,
  };
}

/** The tallies by facility, as trace nodes show them. */
export function toDnaTestTallies(rows: Awaited<ReturnType<typeof findDnaTestTallies>>): Map<string, TDnaTestTally> {
  return new Map(
    rows.map((row) => {
      const [lastTestedOn = '', lastResult] = row.last.split(' ');
      return [
        row.facilityId,
        { passed: row.passed, failed: row.failed, lastTestedOn, lastResult: lastResult === 'FAILED' ? 'FAILED' : 'PASSED' },
      ];
    }),
  );
}
