import {
  codeFromScan,
  MAX_DNA_IDENTIFIER_LENGTH,
  type TDnaTestKind,
  type TFieldError,
  type TFileReference,
  type TIsotopicDnaTestInputFields,
  type TLanguage,
  type TSyntheticDnaTestInputFields,
} from '@opentrace/domain';
import { requiredError } from '../../../lib/field-rules.ts';
import { testedOnProblem, type TTestedOnProblem } from './dna-test-dates.ts';
import { calendarDateOf } from '../../../lib/day-month-year.ts';

/**
 * The record form (DOMAIN.md §8.2): one form for both kinds of test, each sending only its own fields.
 * The result is never asked: the server decides it from the records.
 */

export type TNamedChoice = { id: string; name: string };

export type TDnaTestFormValues = {
  kind: TDnaTestKind;
  requester: TNamedChoice | null;
  supplier: TNamedChoice | null;
  /** As typed or scanned: a product code, a QR code or a label link. */
  productCode: string;
  /** Synthetic tests only; null until the user answers. */
  isDetected: boolean | null;
  dnaIdentifiers: string[];
  /** Isotopic tests only. */
  countryIds: string[];
  /** DD/MM/YYYY as typed. */
  testedOn: string;
  files: TFileReference[];
};

/** The form's fields by the names the API gives them in its problems. */
export const DNA_TEST_FORM_FIELDS = [
  'requestFacilityId',
  'productSupplierId',
  'productCode',
  'isDetected',
  'dnaIdentifiers',
  'countryIds',
  'testedOn',
  'files',
] as const;
export type TDnaTestFormField = (typeof DNA_TEST_FORM_FIELDS)[number];
export type TDnaTestFormErrors = Partial<Record<TDnaTestFormField, string>>;

export function emptyDnaTestForm(kind: TDnaTestKind = 'SYNTHETIC'): TDnaTestFormValues {
  return {
    kind,
    requester: null,
    supplier: null,
    productCode: '',
    isDetected: null,
    dnaIdentifiers: [],
    countryIds: [],
    testedOn: '',
    files: [],
  };
}

/** Switching kind keeps what both kinds share and forgets what only the other one asks. */
export function switchDnaTestKind(values: TDnaTestFormValues, kind: TDnaTestKind): TDnaTestFormValues {
  const fresh = emptyDnaTestForm(kind);
  return {
    ...fresh,
    requester: values.requester,
    supplier: values.supplier,
    productCode: values.productCode,
    testedOn: values.testedOn,
    files: values.files,
  };
}

/** The code the server looks for: a label link's code, otherwise what was typed, without the spaces around it. */
export function productCodeOf(text: string): string {
  return codeFromScan(text.trim()).trim();
}

/** The identifiers as the lab wrote them, each once (in any case or spacing), blanks dropped. */
export function cleanIdentifiers(identifiers: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const identifier of identifiers.map((text) => text.trim())) {
    const key = identifier.toLowerCase();
    if (identifier === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(identifier);
  }
  return kept;
}

/** The words the checks name fields with, and the messages of the rules, in the reader's language. */
export type TDnaTestFormWords = {
  names: Record<'requestFacilityId' | 'productSupplierId' | 'productCode' | 'isDetected' | 'testedOn', string>;
  dates: Record<Exclude<TTestedOnProblem, 'required'>, string>;
  identifiersRequired: string;
  identifierTooLong: string;
  countriesRequired: string;
  proofRequired: string;
};

/** The problems the API would find, checked before sending; `today` is YYYY-MM-DD where the reader is. */
export function validateDnaTestForm(
  values: TDnaTestFormValues,
  today: string,
  words: TDnaTestFormWords,
  language: TLanguage,
): TDnaTestFormErrors {
  const errors: TDnaTestFormErrors = {};
  const required = (field: keyof TDnaTestFormWords['names']) => requiredError(words.names[field], language);
  if (values.kind === 'SYNTHETIC' && values.requester === null) errors.requestFacilityId = required('requestFacilityId');
  if (values.supplier === null) errors.productSupplierId = required('productSupplierId');
  if (productCodeOf(values.productCode) === '') errors.productCode = required('productCode');
  if (values.kind === 'SYNTHETIC') {
    if (values.isDetected === null) errors.isDetected = required('isDetected');
    const identifiers = cleanIdentifiers(values.dnaIdentifiers);
    if (values.isDetected === true && identifiers.length === 0) errors.dnaIdentifiers = words.identifiersRequired;
    else if (values.isDetected === true && identifiers.some((identifier) => identifier.length > MAX_DNA_IDENTIFIER_LENGTH)) {
      errors.dnaIdentifiers = words.identifierTooLong;
    }
  } else if (values.countryIds.length === 0) errors.countryIds = words.countriesRequired;
  const dateProblem = testedOnProblem(values.testedOn, today);
  if (dateProblem === 'required') errors.testedOn = required('testedOn');
  else if (dateProblem !== null) errors.testedOn = words.dates[dateProblem];
  if (values.files.length === 0) errors.files = words.proofRequired;
  return errors;
}

function sharedFields(values: TDnaTestFormValues, timeZone: string) {
  return {
    productSupplierId: values.supplier?.id ?? '',
    productCode: productCodeOf(values.productCode),
    testedOn: calendarDateOf(values.testedOn) ?? '',
    timeZone,
    files: values.files,
  };
}

/** The body of POST /api/dna-tests/synthetic, for a form that passed its checks. */
export function toSyntheticBody(values: TDnaTestFormValues, timeZone: string): TSyntheticDnaTestInputFields {
  const isDetected = values.isDetected === true;
  return {
    ...sharedFields(values, timeZone),
    requestFacilityId: values.requester?.id ?? '',
    isDetected,
    dnaIdentifiers: isDetected ? cleanIdentifiers(values.dnaIdentifiers) : [],
  };
}

/** The body of POST /api/dna-tests/isotopic, for a form that passed its checks. */
export function toIsotopicBody(values: TDnaTestFormValues, timeZone: string): TIsotopicDnaTestInputFields {
  return {
    ...sharedFields(values, timeZone),
    requestFacilityId: values.requester?.id ?? null,
    countryIds: [...new Set(values.countryIds)],
  };
}

/**
 * The server's problems beside the fields they name: an identifier's or a file's problem (dnaIdentifiers.1,
 * files.2.blobName) belongs to its list; anything else goes above the form's actions.
 */
export function placeDnaTestProblems(problems: readonly TFieldError[]): { byField: TDnaTestFormErrors; other: string[] } {
  const byField: TDnaTestFormErrors = {};
  const other: string[] = [];
  for (const problem of problems) {
    const head = problem.path.split('.')[0] ?? '';
    const field = DNA_TEST_FORM_FIELDS.find((name) => name === head);
    if (field === undefined) other.push(problem.message);
    else byField[field] ??= problem.message;
  }
  return { byField, other };
}

/** The inline product check's question, once both a supplier and a code are given. */
export function productCheckQueryOf(
  supplierId: string | null,
  typedCode: string,
): { productSupplierId: string; productCode: string } | null {
  const productCode = productCodeOf(typedCode);
  return supplierId && productCode ? { productSupplierId: supplierId, productCode } : null;
}
