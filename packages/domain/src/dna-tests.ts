import { z } from 'zod';
import { ZCalendarDate, ZPlanTimeZone } from './improvement-plans.ts';
import { pageOf, ZPageQuery } from './pagination.ts';
import { ZFileReference } from './product-activities/product-values.ts';

/**
 * DNA tests (DOMAIN.md §8.2): a laboratory checks a product a supplier made. A synthetic-marking test looks for
 * the marker the supplier put on the product; an isotopic test says which countries the material grew in. The
 * server decides PASSED or FAILED from the records, never the person who logs the test.
 */

export const DNA_TEST_KINDS = ['SYNTHETIC', 'ISOTOPIC'] as const;
export type TDnaTestKind = (typeof DNA_TEST_KINDS)[number];
export const ZDnaTestKind = z.enum(DNA_TEST_KINDS);

export const DNA_TEST_RESULTS = ['PASSED', 'FAILED'] as const;
export type TDnaTestResult = (typeof DNA_TEST_RESULTS)[number];
export const ZDnaTestResult = z.enum(DNA_TEST_RESULTS);

/** The risk engine's severity of a test (DOMAIN.md §6.5): a pass is a low signal, a failure a serious one. */
export const DNA_TEST_SEVERITY: Record<TDnaTestResult, number> = { PASSED: 1, FAILED: 3 };

/** Where a test's risk item goes, when the indicator list has it (DOMAIN.md §6.5). */
export const DNA_RISK_SUB_INDICATOR = { subIndicator: 'Failed DNA Test', parent: 'Product Testing' } as const;

export const MAX_DNA_IDENTIFIER_LENGTH = 255;
export const MAX_DNA_IDENTIFIERS = 20;
export const MAX_DNA_TEST_FILES = 10;
export const MAX_DNA_COUNTRIES = 50;

/** How identifiers compare: the lab and the supplier may write the same marker in different case or spacing. */
export const dnaIdentifierKey = (identifier: string) => identifier.trim().toLowerCase();

/**
 * A synthetic-marking test passes when the lab detected the product's own marker, or detected nothing on a
 * product that carries none. Anything else (a different marker, no marker where one was applied) fails.
 */
export function syntheticTestResult(productIdentifier: string | null, detected: readonly string[] | null): TDnaTestResult {
  const expected = productIdentifier?.trim() ? dnaIdentifierKey(productIdentifier) : null;
  if (detected === null || detected.length === 0) return expected === null ? 'PASSED' : 'FAILED';
  return expected !== null && detected.some((identifier) => dnaIdentifierKey(identifier) === expected) ? 'PASSED' : 'FAILED';
}

/** An isotopic test passes only when the lab's countries are exactly the product's traced origin countries. */
export function isotopicTestResult(originCountryIds: readonly string[], selectedCountryIds: readonly string[]): TDnaTestResult {
  const origin = new Set(originCountryIds);
  const selected = new Set(selectedCountryIds);
  if (origin.size === 0 || origin.size !== selected.size) return 'FAILED';
  return [...selected].every((id) => origin.has(id)) ? 'PASSED' : 'FAILED';
}

// Writes

const ZDnaIdentifier = z.string().trim().min(1, 'validation.required').max(MAX_DNA_IDENTIFIER_LENGTH, 'validation.tooLong');

/** What both kinds of test share. */
const dnaTestFields = {
  productSupplierId: z.uuid('validation.required'),
  /** The product's code or its QR code (9 digits, or a label link), among the products the supplier made. */
  productCode: z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong'),
  /** The day of the test, not after today in `timeZone`. */
  testedOn: ZCalendarDate,
  timeZone: ZPlanTimeZone.default('UTC'),
  /** The lab's report and any other proof, uploaded first through POST /api/upload/files (purpose proof). */
  files: z.array(ZFileReference).min(1, 'dnaTests.proofRequired').max(MAX_DNA_TEST_FILES, 'validation.tooLong'),
};

export const ZSyntheticDnaTestInput = z
  .object({
    ...dnaTestFields,
    /** The producer that asked for the test (a buyer checking what it received, for instance). */
    requestFacilityId: z.uuid('validation.required'),
    isDetected: z.boolean(),
    /** Required when a marker was detected; ignored otherwise. */
    dnaIdentifiers: z.array(ZDnaIdentifier).max(MAX_DNA_IDENTIFIERS, 'validation.tooLong').default([]),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.isDetected && value.dnaIdentifiers.length === 0)
      context.addIssue({ code: 'custom', path: ['dnaIdentifiers'], message: 'dnaTests.identifiersRequired' });
  })
  .transform((value) => ({ ...value, dnaIdentifiers: value.isDetected ? value.dnaIdentifiers : [] }))
  .meta({ id: 'NewSyntheticDnaTest' });
export type TSyntheticDnaTestInput = z.infer<typeof ZSyntheticDnaTestInput>;
export type TSyntheticDnaTestInputFields = z.input<typeof ZSyntheticDnaTestInput>;

export const ZIsotopicDnaTestInput = z
  .object({
    ...dnaTestFields,
    requestFacilityId: z.uuid().nullable().default(null),
    /** The countries the lab found the material comes from. */
    countryIds: z.array(z.uuid()).min(1, 'dnaTests.countriesRequired').max(MAX_DNA_COUNTRIES, 'validation.tooLong'),
  })
  .strict()
  .meta({ id: 'NewIsotopicDnaTest' });
export type TIsotopicDnaTestInput = z.infer<typeof ZIsotopicDnaTestInput>;
export type TIsotopicDnaTestInputFields = z.input<typeof ZIsotopicDnaTestInput>;

// Params and queries

export const ZDnaTestId = z.object({ id: z.uuid() });
export const ZDnaTestBlobParams = z.object({ id: z.uuid(), blobName: z.string().min(1).max(255) });

export const DNA_TEST_SORT_FIELDS = ['testedOn', 'createdAt', 'result'] as const;

export const ZDnaTestListQuery = ZPageQuery.extend({
  kind: ZDnaTestKind.optional(),
  result: ZDnaTestResult.optional(),
  productSupplierId: z.uuid().optional(),
  /** Product code or QR code (as printed, hyphenated or a label link), supplier or requesting facility name, or DNA number. */
  key: z.string().trim().max(100, 'validation.tooLong').optional(),
  testedFrom: ZCalendarDate.optional(),
  testedTo: ZCalendarDate.optional(),
});
export type TDnaTestListQuery = z.infer<typeof ZDnaTestListQuery>;

/** The inline check of the form: is there such a product among the supplier's. */
export const ZDnaProductCheckQuery = z.object({
  productSupplierId: z.uuid(),
  productCode: z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong'),
});
export type TDnaProductCheckQuery = z.infer<typeof ZDnaProductCheckQuery>;

/** Whom a test can name: the producers that may request one, the suppliers that mark products. */
export const DNA_PARTY_KINDS = ['requester', 'supplier'] as const;
export const ZDnaPartyQuery = ZPageQuery.omit({ sort: true }).extend({
  kind: z.enum(DNA_PARTY_KINDS),
  key: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type TDnaPartyQuery = z.infer<typeof ZDnaPartyQuery>;

// Reads

const ZDnaParty = z.object({ id: z.uuid(), name: z.string() });

export const ZDnaPartyOption = z.object({ id: z.uuid(), name: z.string(), roleName: z.string() }).meta({ id: 'DnaTestParty' });
export const ZDnaPartyPage = pageOf(ZDnaPartyOption).meta({ id: 'DnaTestPartyPage' });
export type TDnaPartyPage = z.infer<typeof ZDnaPartyPage>;

/** The product the inline check found; what it should carry stays with the server, so a test stays blind. */
export const ZDnaProductCheck = z
  .object({
    found: z.boolean(),
    product: z.object({ id: z.uuid(), code: z.string(), name: z.string(), createdAt: z.string() }).nullable(),
  })
  .meta({ id: 'DnaProductCheck' });
export type TDnaProductCheck = z.infer<typeof ZDnaProductCheck>;

const ZDnaCountry = z.object({ id: z.uuid(), name: z.string() });

export const ZDnaTestSummary = z
  .object({
    id: z.uuid(),
    /** As people quote it: DNA-7. */
    reference: z.string(),
    kind: ZDnaTestKind,
    result: ZDnaTestResult,
    testedOn: ZCalendarDate,
    product: z.object({ id: z.uuid(), code: z.string(), name: z.string() }),
    productSupplier: ZDnaParty,
    requestFacility: ZDnaParty.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'DnaTestSummary' });
export type TDnaTestSummary = z.infer<typeof ZDnaTestSummary>;

export const ZDnaTestPage = pageOf(ZDnaTestSummary).meta({ id: 'DnaTestPage' });
export type TDnaTestPage = z.infer<typeof ZDnaTestPage>;

export const ZDnaTestDetail = ZDnaTestSummary.extend({
  /** Synthetic tests: whether a marker was found, and which. */
  isDetected: z.boolean().nullable(),
  dnaIdentifiers: z.array(z.string()),
  /** The marker the product was given when it was made; null when it has none or for isotopic tests. */
  expectedDnaIdentifier: z.string().nullable(),
  /** Isotopic tests: the lab's countries, and the origin countries the trace gave when the test was logged. */
  countries: z.array(ZDnaCountry),
  originCountries: z.array(ZDnaCountry),
  files: z.array(z.object({ name: z.string(), blobName: z.string(), url: z.string() })),
  createdBy: z.string().nullable(),
  deletable: z.boolean(),
}).meta({ id: 'DnaTestDetail' });
export type TDnaTestDetail = z.infer<typeof ZDnaTestDetail>;

/** What a trace node shows of its facility's tests. */
export const ZDnaTestTally = z
  .object({
    passed: z.number().int().min(0),
    failed: z.number().int().min(0),
    lastTestedOn: ZCalendarDate,
    lastResult: ZDnaTestResult,
  })
  .meta({ id: 'DnaTestTally' });
export type TDnaTestTally = z.infer<typeof ZDnaTestTally>;
