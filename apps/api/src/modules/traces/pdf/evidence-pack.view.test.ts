import type { TTrace, TTraceNode } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { traceNode } from '../export/test/hand-made-trace.ts';
import { countriesOnTrace, documentIndex, externalRiskOf, riskLevelsOf, transactionIdsOf } from './evidence-pack.view.ts';

const node = (id: string, overrides: Partial<TTraceNode> = {}): TTraceNode =>
  traceNode(id, { facilityId: `00000000-0000-4000-8000-${id.padStart(12, '0')}`, ...overrides });

describe('riskLevelsOf', () => {
  it('counts each facility once by level, highest first, then those not assessed; non-participating sellers are no facility', () => {
    const nodes = [
      node('1', { riskLevel: 'HIGH' }),
      node('2', { riskLevel: 'LOW' }),
      node('5', { riskLevel: 'EXTREME' }),
      node('3'),
      { ...node('1', { riskLevel: 'HIGH' }), id: 'again' },
      node('4', { facilityId: null, nonParticipating: true }),
    ];
    expect(riskLevelsOf(nodes)).toEqual([
      { level: 'EXTREME', count: 1 },
      { level: 'HIGH', count: 1 },
      { level: 'MEDIUM', count: 0 },
      { level: 'LOW', count: 1 },
      { level: 'NOT_ASSESSED', count: 1 },
    ]);
  });
});

describe('countriesOnTrace', () => {
  it('lists each country once, nearest tier first, skipping nodes without one', () => {
    const nodes = [
      node('1', { tier: 3, countryCode: 'CN' }),
      node('2', { tier: 1, countryCode: 'PK' }),
      node('3', { tier: 2, countryCode: null }),
    ];
    expect(countriesOnTrace([...nodes, node('4', { tier: 4, countryCode: 'PK' })])).toEqual(['PK', 'CN']);
  });
});

describe('externalRiskOf', () => {
  const sources = {
    countries: [{ countryCode: 'PK', names: { en: 'Pakistan', fr: 'Pakistan', ur: 'پاکستان' } }],
    scores: [{ countryCode: 'PK', score: 72 }],
    listings: [
      {
        countryCode: 'PK',
        countryNames: { en: 'Pakistan', ur: 'پاکستان' },
        good: 'Cotton',
        indicatorNames: { en: 'Forced labor', ur: 'جبری مشقت' },
        severity: 3,
      },
      { countryCode: 'PK', countryNames: { en: 'Pakistan' }, good: 'Bricks', indicatorNames: { en: 'Child labor' }, severity: 2 },
      { countryCode: 'IN', countryNames: { en: 'India' }, good: 'Cotton', indicatorNames: { en: 'Child labor' }, severity: 2 },
    ],
    goods: ['cotton'],
  };

  it("gives each country's score and the ILAB rows of the traced goods, in the reader's language", () => {
    const [pakistan, china] = externalRiskOf(['PK', 'CN'], sources, 'ur');
    expect(pakistan).toMatchObject({ countryCode: 'PK', country: 'پاکستان', countryScore: 72 });
    expect(pakistan?.goodsListings.map((row) => [row.good, row.indicator, row.severity])).toEqual([['Cotton', 'جبری مشقت', 3]]);
    expect(pakistan?.goodsListings[0]?.source).toMatch(/List of Goods/);
    expect(china).toEqual({ countryCode: 'CN', country: 'CN', countryScore: null, goodsListings: [] });
  });

  it('keeps every good of the country when the traced goods are unknown', () => {
    const [pakistan] = externalRiskOf(['PK'], { ...sources, goods: [] }, 'en');
    expect(pakistan?.goodsListings.map((row) => row.good)).toEqual(['Cotton', 'Bricks']);
  });
});

describe('documentIndex', () => {
  it('names each file as the zip does, without its folder', () => {
    expect(
      documentIndex([
        { folder: 'invoices', path: 'invoices/INV-1.pdf' },
        { folder: 'packing-lists', path: 'packing-lists/list (2).pdf' },
      ]),
    ).toEqual([
      { folder: 'invoices', fileName: 'INV-1.pdf' },
      { folder: 'packing-lists', fileName: 'list (2).pdf' },
    ]);
  });
});

describe('transactionIdsOf', () => {
  it('gathers the transactions of the links and the list, each once', () => {
    const trace = {
      links: [{ transactionIds: ['a', 'b'] }, { transactionIds: ['b'] }],
      records: [{ transactionIds: ['c', 'a'] }],
    } as unknown as TTrace;
    expect(transactionIdsOf(trace)).toEqual(['a', 'b', 'c']);
  });
});
