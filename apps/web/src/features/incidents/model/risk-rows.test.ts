import type { TCategoryNode, TLaborRisk } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  changeRiskRow,
  emptyRiskRow,
  indicatorNamesOf,
  indicatorOptions,
  isEmptyDiff,
  riskChangeLines,
  riskDiff,
  riskRowProblems,
  riskRowsOf,
  subIndicatorOptions,
  toLaborRisks,
  type TRiskRow,
} from './risk-rows.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const WAGES = ID(1);
const LATE_PAY = ID(11);
const NO_PAY = ID(12);
const HOURS = ID(2);
const OVERTIME = ID(21);

const TREE: TCategoryNode[] = [
  {
    id: ID(100),
    name: 'Forced labour',
    translations: { ur: 'جبری مشقت' },
    icon: null,
    indicators: [
      {
        id: WAGES,
        name: 'Withholding of wages',
        translations: { fr: 'Retenue sur salaire' },
        subIndicators: [
          { id: LATE_PAY, name: 'Late payment', translations: {}, riskSeverity: 3 },
          { id: NO_PAY, name: 'No payment', translations: {}, riskSeverity: 5 },
        ],
      },
      {
        id: HOURS,
        name: 'Excessive hours',
        translations: {},
        subIndicators: [{ id: OVERTIME, name: 'Forced overtime', translations: {}, riskSeverity: 4 }],
      },
    ],
  },
  { id: ID(200), name: 'Empty category', translations: {}, icon: null, indicators: [] },
];

const risk = (id: number, indicatorId: string, subIndicatorId: string, severity: 1 | 2 | 3): TLaborRisk => ({
  id: ID(id),
  category: { id: ID(100), name: 'Forced labour' },
  indicator: { id: indicatorId, name: indicatorId === WAGES ? 'Withholding of wages' : 'Excessive hours' },
  subIndicator: {
    id: subIndicatorId,
    name: { [LATE_PAY]: 'Late payment', [NO_PAY]: 'No payment', [OVERTIME]: 'Forced overtime' }[subIndicatorId] ?? '',
  },
  severity,
});

const row = (
  indicatorId: string | null,
  subIndicatorId: string | null,
  severity: 1 | 2 | 3 | null,
  riskId: string | null = null,
): TRiskRow => ({
  ...emptyRiskRow(),
  riskId,
  indicatorId,
  subIndicatorId,
  severity,
});

const WORDS = { indicator: 'indicator?', subIndicator: 'sub?', severity: 'severity?', duplicate: 'twice' };

describe('risk rows', () => {
  it('empties the sub-indicator when another indicator is chosen, and keeps it otherwise', () => {
    const chosen = row(WAGES, LATE_PAY, 2);
    expect(changeRiskRow(chosen, { indicatorId: HOURS })).toMatchObject({ indicatorId: HOURS, subIndicatorId: null, severity: 2 });
    expect(changeRiskRow(chosen, { severity: 3 })).toMatchObject({ indicatorId: WAGES, subIndicatorId: LATE_PAY, severity: 3 });
    expect(changeRiskRow(chosen, { indicatorId: WAGES })).toMatchObject({ subIndicatorId: LATE_PAY });
  });

  it('names each missing choice on its row and flags a pair listed twice on the later row', () => {
    const first = row(WAGES, LATE_PAY, 2);
    const incomplete = row(HOURS, null, null);
    const repeat = row(WAGES, LATE_PAY, 3);
    const problems = riskRowProblems([first, incomplete, repeat], WORDS);
    expect(problems).toEqual({
      [incomplete.key]: { subIndicatorId: 'sub?', severity: 'severity?' },
      [repeat.key]: { subIndicatorId: 'twice' },
    });
  });

  it('sends only complete rows, in their order', () => {
    expect(toLaborRisks([row(WAGES, NO_PAY, 3), row(HOURS, null, 1)])).toEqual([
      { indicatorId: WAGES, subIndicatorId: NO_PAY, severity: 3 },
    ]);
  });

  it('starts a response from the report risks as new rows, and an edit with their ids', () => {
    const report = [risk(1, WAGES, LATE_PAY, 2)];
    expect(riskRowsOf(report)[0]).toMatchObject({ riskId: ID(1), indicatorId: WAGES, subIndicatorId: LATE_PAY, severity: 2 });
    expect(riskRowsOf(report, false)[0]?.riskId).toBeNull();
  });
});

describe('the diff an edit sends', () => {
  const original = [risk(1, WAGES, LATE_PAY, 2), risk(2, HOURS, OVERTIME, 1)];

  it('is empty when nothing changed', () => {
    expect(isEmptyDiff(riskDiff(original, riskRowsOf(original)))).toBe(true);
  });

  it('lists a new severity as changed, a dropped risk as removed and a new pair as added', () => {
    const [wages] = riskRowsOf(original);
    const rows = [{ ...wages!, severity: 3 as const }, row(WAGES, NO_PAY, 1)];
    expect(riskDiff(original, rows)).toEqual({
      added: [{ indicatorId: WAGES, subIndicatorId: NO_PAY, severity: 1 }],
      changed: [{ id: ID(1), severity: 3 }],
      removed: [ID(2)],
    });
  });

  it('replaces a kept risk whose pair was changed, since a risk is its pair', () => {
    const [wages, hours] = riskRowsOf(original);
    const rows = [changeRiskRow(wages!, { subIndicatorId: NO_PAY }), hours!];
    expect(riskDiff(original, rows)).toEqual({
      added: [{ indicatorId: WAGES, subIndicatorId: NO_PAY, severity: 2 }],
      changed: [],
      removed: [ID(1)],
    });
  });

  it('reads as lines with names, from the report and from the indicator list', () => {
    const [wages] = riskRowsOf(original);
    const rows = [{ ...wages!, severity: 3 as const }, row(WAGES, NO_PAY, 1)];
    const lines = riskChangeLines(original, riskDiff(original, rows), indicatorNamesOf(TREE, 'fr'));
    expect(lines).toEqual([
      { kind: 'changed', indicator: 'Withholding of wages', subIndicator: 'Late payment', from: 2, to: 3 },
      { kind: 'added', indicator: 'Retenue sur salaire', subIndicator: 'No payment', severity: 1 },
      { kind: 'removed', indicator: 'Excessive hours', subIndicator: 'Forced overtime', severity: 1 },
    ]);
  });
});

describe('the indicator choices', () => {
  it('groups indicators under their categories in the reader language, leaving out empty categories', () => {
    expect(indicatorOptions(TREE, 'ur')).toEqual([
      {
        group: 'جبری مشقت',
        items: [
          { value: WAGES, label: 'Withholding of wages' },
          { value: HOURS, label: 'Excessive hours' },
        ],
      },
    ]);
  });

  it('offers the sub-indicators of the chosen indicator only', () => {
    expect(subIndicatorOptions(TREE, null, 'en')).toEqual([]);
    expect(subIndicatorOptions(TREE, HOURS, 'en')).toEqual([{ value: OVERTIME, label: 'Forced overtime' }]);
  });
});
