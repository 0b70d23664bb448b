import { describe, expect, it } from 'vitest';
import type { DnaRiskSourceRow } from '../dna-tests/index.ts';
import type { AcceptedPlanRow } from '../improvement-plans/index.ts';
import type { ReportRiskSourceRow, ResponseRiskSourceRow } from '../incidents/index.ts';
import type { ListingRiskInputRow } from '../indicators/index.ts';
import type { AnswerRiskRow } from '../self-assessments/index.ts';
import {
  answerItems,
  countryItem,
  dnaItems,
  isHotlineReport,
  listingItems,
  planItems,
  reportItems,
  type RoleTypeOf,
  type TaxonomyIndex,
} from './risk-items.rules.ts';

/*
 * Source rows → risk items (DOMAIN.md §6.5), without a database. Every score is worked out by hand in a comment:
 * an item is its severity × its sub-indicator's weight, the country's 1–100 score is brought to the 15-point scale,
 * an accepted plan scores the middle of its level's band.
 */

const FACILITY = 'f0000000-0000-4000-8000-000000000001';
const OTHER_FACILITY = 'f0000000-0000-4000-8000-000000000002';
const CATEGORY = 'c0000000-0000-4000-8000-000000000001';
const WAGES = 'i0000000-0000-4000-8000-000000000001';
const CHILD = 'i0000000-0000-4000-8000-000000000002';
/** Sub-indicators of the list, by their weight: withheld wages 4, under 14 at work 5, failed DNA test 3. */
const WITHHELD = 's0000000-0000-4000-8000-000000000004';
const UNDER_14 = 's0000000-0000-4000-8000-000000000005';
const DNA_FAILED = 's0000000-0000-4000-8000-000000000003';
/** A sub-indicator a REPLACE import took out of the list. */
const GONE = 's0000000-0000-4000-8000-00000000dead';

const taxonomy: TaxonomyIndex = new Map([
  [WITHHELD, { categoryId: CATEGORY, indicatorId: WAGES, severity: 4 }],
  [UNDER_14, { categoryId: CATEGORY, indicatorId: CHILD, severity: 5 }],
  [DNA_FAILED, { categoryId: CATEGORY, indicatorId: CHILD, severity: 3 }],
]);

const ROLES = {
  admin: 'r0000000-0000-4000-8000-000000000001',
  assessor: 'r0000000-0000-4000-8000-000000000002',
  apiUser: 'r0000000-0000-4000-8000-000000000003',
};
const roleTypeOf: RoleTypeOf = (roleId) =>
  ({ [ROLES.admin]: 'Administrator', [ROLES.assessor]: 'Assessor', [ROLES.apiUser]: 'API user' })[roleId];

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 0, 0));
const iso = (day: number) => at(day).toISOString();

describe('answerItems', () => {
  const answer = (overrides: Partial<AnswerRiskRow>): AnswerRiskRow => ({
    facilityId: FACILITY,
    answerId: 'answer-1',
    question: 'Are wages paid on time?',
    questionTranslations: {},
    option: 'Often late',
    riskLevel: 3,
    indicatorId: WAGES,
    subIndicatorId: WITHHELD,
    answeredAt: at(2),
    ...overrides,
  });

  it('makes one item per risky answer, scored as its level × the sub-indicator’s weight, pointing at the answer', () => {
    // High (3) × withheld wages (4) = 12.
    expect(answerItems([answer({})], taxonomy)).toEqual([
      {
        id: 'saq:answer-1',
        source: 'SAQ',
        roleId: null,
        categoryId: CATEGORY,
        indicatorId: WAGES,
        subIndicatorId: WITHHELD,
        severity: 3,
        subIndicatorSeverity: 4,
        score: 12,
        recordedAt: iso(2),
        facilityId: FACILITY,
        reference: { kind: 'answer', id: 'answer-1', label: 'Are wages paid on time?' },
        note: 'Often late',
      },
    ]);
  });

  it('counts a "No weight" answer as level 1, and drops an answer whose sub-indicator left the list', () => {
    const items = answerItems(
      [answer({ answerId: 'no-weight', riskLevel: 0, subIndicatorId: UNDER_14 }), answer({ answerId: 'gone', subIndicatorId: GONE })],
      taxonomy,
    );
    // 1 × under 14 at work (5) = 5; the answer keeps its own level 0.
    expect(items.map((item) => [item.id, item.severity, item.score])).toEqual([['saq:no-weight', 0, 5]]);
  });
});

describe('reportItems', () => {
  const report = (overrides: Partial<ReportRiskSourceRow>): ReportRiskSourceRow => ({
    reportId: 'report-1',
    number: 42,
    facilityId: FACILITY,
    source: 'PROACTIVE',
    reporterRoleId: ROLES.assessor,
    recordedAt: at(1),
    indicatorId: WAGES,
    subIndicatorId: WITHHELD,
    severity: 3,
    ...overrides,
  });
  const response = (overrides: Partial<ResponseRiskSourceRow>): ResponseRiskSourceRow => ({
    reportId: 'report-1',
    responseId: 'response-1',
    recordedAt: at(5),
    createdAt: at(5),
    responderRoleId: ROLES.assessor,
    indicatorId: WAGES,
    subIndicatorId: WITHHELD,
    severity: 1,
    ...overrides,
  });

  it('makes one item per indicator pair of a report, weighed by the recording role and pointing at the report', () => {
    const items = reportItems(
      [report({}), report({ indicatorId: CHILD, subIndicatorId: UNDER_14, severity: 2 })],
      [],
      taxonomy,
      roleTypeOf,
    );
    // 3 × 4 = 12 and 2 × 5 = 10.
    expect(items).toEqual([
      expect.objectContaining({
        id: `report:report-1:${WITHHELD}`,
        source: 'REPORT',
        roleId: ROLES.assessor,
        severity: 3,
        subIndicatorSeverity: 4,
        score: 12,
        recordedAt: iso(1),
        reference: { kind: 'report', id: 'report-1', label: 'IR-000042' },
        note: null,
      }),
      expect.objectContaining({ id: `report:report-1:${UNDER_14}`, source: 'REPORT', roleId: ROLES.assessor, score: 10 }),
    ]);
  });

  it('lets the response saved last set a pair’s severity and date, whatever date the responder typed', () => {
    const items = reportItems(
      [report({})],
      [
        // Saved on the 6th though recorded as of the 4th: the latest word on the pair.
        response({ responseId: 'later', createdAt: at(6), recordedAt: at(4), severity: 1 }),
        response({ responseId: 'earlier', createdAt: at(3), recordedAt: at(7), severity: 2 }),
      ],
      taxonomy,
      roleTypeOf,
    );
    // 1 × 4 = 4, dated the 4th.
    expect(items.map((item) => [item.id, item.severity, item.score, item.recordedAt])).toEqual([
      [`report:report-1:${WITHHELD}`, 1, 4, iso(4)],
    ]);
  });

  it('counts a pair only a response named, under its report, and ignores responses to reports it was not given', () => {
    const items = reportItems(
      [report({})],
      [response({ subIndicatorId: UNDER_14, indicatorId: CHILD, severity: 2 }), response({ reportId: 'closed-as-unfounded', severity: 3 })],
      taxonomy,
      roleTypeOf,
    );
    // The report's 3 × 4 = 12; the response's new pair 2 × 5 = 10, referring to IR-000042.
    expect(items.map((item) => [item.id, item.score, item.reference.label])).toEqual([
      [`report:report-1:${WITHHELD}`, 12, 'IR-000042'],
      [`report:report-1:${UNDER_14}`, 10, 'IR-000042'],
    ]);
  });

  it('makes administrators’ reports the hotline source, with no role weight', () => {
    const items = reportItems(
      [
        report({ reportId: 'hotline', source: 'HOTLINE', reporterRoleId: ROLES.assessor }),
        report({ reportId: 'by-admin', source: 'PROACTIVE', reporterRoleId: ROLES.admin }),
        report({ reportId: 'by-api', source: 'API', reporterRoleId: ROLES.apiUser }),
      ],
      [],
      taxonomy,
      roleTypeOf,
    );
    expect(items.map((item) => [item.reference.id, item.source, item.roleId])).toEqual([
      ['hotline', 'HOTLINE', null],
      ['by-admin', 'HOTLINE', null],
      ['by-api', 'REPORT', ROLES.apiUser],
    ]);
  });

  it('drops a pair whose sub-indicator left the list', () => {
    expect(reportItems([report({ subIndicatorId: GONE })], [], taxonomy, roleTypeOf)).toEqual([]);
  });
});

describe('isHotlineReport', () => {
  const UNKNOWN_ROLE = 'r0000000-0000-4000-8000-0000000000ff';
  const recorders = { ...ROLES, 'a removed account': null, 'an unknown role': UNKNOWN_ROLE };
  it.each([
    ['HOTLINE', 'assessor', true],
    ['PUBLIC', 'a removed account', true],
    ['PROACTIVE', 'admin', true],
    // No role is left to weigh the report by.
    ['PROACTIVE', 'a removed account', true],
    ['PROACTIVE', 'assessor', false],
    ['API', 'apiUser', false],
    // A role the lookup does not know is not an administrator's.
    ['API', 'an unknown role', false],
  ] as const)('a %s report recorded by %s is hotline: %s', (source, recorder, expected) => {
    expect(isHotlineReport(source, recorders[recorder], roleTypeOf)).toBe(expected);
  });
});

describe('listingItems', () => {
  const listing = (overrides: Partial<ListingRiskInputRow>): ListingRiskInputRow => ({
    id: 'listing-1',
    countryId: 'country-pk',
    good: 'Cotton',
    externalIndicatorName: 'Goods produced with child labor (ILAB List of Goods)',
    subIndicatorId: UNDER_14,
    severity: 3,
    createdAt: at(1),
    ...overrides,
  });

  it('makes an item of each listing of a good the facility makes, whatever the capitals, on the facility', () => {
    const items = listingItems(
      FACILITY,
      ['COTTON', 'Rice'],
      [listing({}), listing({ id: 'sugarcane', good: 'Sugarcane' }), listing({ id: 'gone', subIndicatorId: GONE })],
      taxonomy,
    );
    // 3 × under 14 at work (5) = 15.
    expect(items).toEqual([
      {
        id: 'listing:listing-1',
        source: 'PRODUCT_LISTING',
        roleId: null,
        categoryId: CATEGORY,
        indicatorId: CHILD,
        subIndicatorId: UNDER_14,
        severity: 3,
        subIndicatorSeverity: 5,
        score: 15,
        recordedAt: iso(1),
        facilityId: FACILITY,
        reference: { kind: 'listing', id: 'listing-1', label: 'Goods produced with child labor (ILAB List of Goods)' },
        note: 'Cotton',
      },
    ]);
  });

  it('gives nothing to a facility that makes none of the listed goods', () => {
    expect(listingItems(FACILITY, [], [listing({})], taxonomy)).toEqual([]);
  });
});

describe('countryItem', () => {
  it('brings the country’s 1–100 score to the 15-point scale, outside the taxonomy', () => {
    const pakistan = { countryId: 'country-pk', countryName: 'Pakistan', countryTranslations: null, score: 40, updatedAt: at(3) };
    // 40 × 15 / 100 = 6.
    expect(countryItem(FACILITY, pakistan)).toEqual({
      id: 'country:country-pk',
      source: 'COUNTRY',
      roleId: null,
      categoryId: null,
      indicatorId: null,
      subIndicatorId: null,
      severity: 40,
      subIndicatorSeverity: null,
      score: 6,
      recordedAt: iso(3),
      facilityId: FACILITY,
      reference: { kind: 'country', id: 'country-pk', label: 'Pakistan' },
      note: null,
    });
    // 33 × 15 / 100 = 4.95 and 100 × 15 / 100 = 15.
    expect(countryItem(FACILITY, { ...pakistan, score: 33 }).score).toBe(4.95);
    expect(countryItem(FACILITY, { ...pakistan, score: 100 }).score).toBe(15);
  });
});

describe('planItems', () => {
  const plan = (overrides: Partial<AcceptedPlanRow>): AcceptedPlanRow => ({
    id: 'plan-1',
    number: 7,
    facilityId: FACILITY,
    subIndicatorId: WITHHELD,
    level: 'HIGH',
    resolvedAt: at(10),
    ...overrides,
  });

  it('scores an accepted plan at the middle of the level the assigner chose, whatever the sub-indicator’s weight', () => {
    // High spans 7.51–11.25: its middle is 9.38, not a multiple of withheld wages' 4.
    expect(planItems([plan({})], taxonomy)).toEqual([
      {
        id: 'cap:plan-1',
        source: 'CAP',
        roleId: null,
        categoryId: CATEGORY,
        indicatorId: WAGES,
        subIndicatorId: WITHHELD,
        severity: 9.38,
        subIndicatorSeverity: null,
        score: 9.38,
        recordedAt: iso(10),
        facilityId: FACILITY,
        reference: { kind: 'plan', id: 'plan-1', label: 'IP-7' },
        note: null,
      },
    ]);
    // Low spans 1–3.75 (no item scores under 1): its middle is 2.375.
    expect(planItems([plan({ level: 'LOW', subIndicatorId: UNDER_14 })], taxonomy).map((item) => item.score)).toEqual([2.375]);
  });

  it('gives nothing for a plan without a level or a resolution, or on a sub-indicator that left the list', () => {
    expect(
      planItems([plan({ level: null }), plan({ resolvedAt: null }), plan({ subIndicatorId: GONE, facilityId: OTHER_FACILITY })], taxonomy),
    ).toEqual([]);
  });
});

describe('dnaItems', () => {
  const test = (overrides: Partial<DnaRiskSourceRow>): DnaRiskSourceRow => ({
    id: 'dna-1',
    number: 12,
    result: 'FAILED',
    testedOn: '2026-11-08',
    facilityId: FACILITY,
    productCode: 'LOT-0042',
    ...overrides,
  });

  it('puts each test on the failed-DNA sub-indicator, a failure weighing 3 and a pass 1', () => {
    const items = dnaItems([test({}), test({ id: 'dna-2', number: 13, result: 'PASSED' })], DNA_FAILED, taxonomy);
    // 3 × failed DNA test (3) = 9 and 1 × 3 = 3.
    expect(items).toEqual([
      {
        id: 'dna:dna-1',
        source: 'DNA',
        roleId: null,
        categoryId: CATEGORY,
        indicatorId: CHILD,
        subIndicatorId: DNA_FAILED,
        severity: 3,
        subIndicatorSeverity: 3,
        score: 9,
        recordedAt: '2026-11-08T00:00:00.000Z',
        facilityId: FACILITY,
        reference: { kind: 'dna-test', id: 'dna-1', label: 'DNA-12' },
        note: 'LOT-0042',
      },
      expect.objectContaining({ id: 'dna:dna-2', severity: 1, score: 3, reference: { kind: 'dna-test', id: 'dna-2', label: 'DNA-13' } }),
    ]);
  });

  it('adds nothing when the list has no failed-DNA sub-indicator, or no longer has the one named', () => {
    expect(dnaItems([test({})], null, taxonomy)).toEqual([]);
    expect(dnaItems([test({})], GONE, taxonomy)).toEqual([]);
  });
});
