import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutItemsBeforeAcceptedPlans } from './items.ts';
import type { TRiskSource } from './sources.ts';

const ISSUE = '6f1d2b0e-0000-4000-8000-000000000001';
const OTHER = '6f1d2b0e-0000-4000-8000-000000000002';
const item = (source: TRiskSource, subIndicatorId: string | null, recordedAt: string) => ({ source, subIndicatorId, recordedAt });

describe('an accepted improvement plan resets its issue', () => {
  it('drops the items of its sub-indicator recorded before it, earlier plans included, and keeps later ones', () => {
    const items = [
      item('REPORT', ISSUE, '2026-01-01T00:00:00Z'),
      item('CAP', ISSUE, '2026-02-01T00:00:00Z'),
      item('SAQ', ISSUE, '2026-02-15T00:00:00Z'),
      item('CAP', ISSUE, '2026-03-01T00:00:00Z'),
      item('REPORT', ISSUE, '2026-04-01T00:00:00Z'),
      item('REPORT', OTHER, '2026-01-01T00:00:00Z'),
      item('COUNTRY', null, '2020-01-01T00:00:00Z'),
    ];
    expect(withoutItemsBeforeAcceptedPlans(items)).toEqual([
      item('CAP', ISSUE, '2026-03-01T00:00:00Z'),
      item('REPORT', ISSUE, '2026-04-01T00:00:00Z'),
      item('REPORT', OTHER, '2026-01-01T00:00:00Z'),
      item('COUNTRY', null, '2020-01-01T00:00:00Z'),
    ]);
  });

  it('keeps every item when no plan was accepted, and always keeps the latest plan of each issue', () => {
    const sources = fc.constantFrom<TRiskSource>('SAQ', 'REPORT', 'HOTLINE', 'CAP', 'PRODUCT_LISTING');
    const day = fc.integer({ min: 0, max: 400 }).map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString());
    fc.assert(
      fc.property(fc.array(fc.record({ source: sources, subIndicatorId: fc.constantFrom(ISSUE, OTHER), recordedAt: day })), (items) => {
        const kept = withoutItemsBeforeAcceptedPlans(items);
        if (!items.some((entry) => entry.source === 'CAP')) expect(kept).toEqual(items);
        for (const issue of [ISSUE, OTHER]) {
          const plans = items.filter((entry) => entry.source === 'CAP' && entry.subIndicatorId === issue);
          const latest = plans
            .map((entry) => entry.recordedAt)
            .sort()
            .at(-1);
          if (latest) expect(kept.some((entry) => entry.source === 'CAP' && entry.recordedAt === latest)).toBe(true);
          if (latest)
            expect(kept.filter((entry) => entry.subIndicatorId === issue).every((entry) => entry.recordedAt >= latest)).toBe(true);
        }
      }),
    );
  });
});
