import { describe, expect, it } from 'vitest';
import { tagsOf } from '../../lib/query-tags.ts';
import { ACTIVITY_CHANGES } from './activity-changes.ts';
import { productActivityKeys } from './api/product-activities-api.ts';
import { activityOverviewKeys } from './overview/api/activity-overview-api.ts';

describe('what a logged activity refreshes', () => {
  it('a purchase, sale, transport or by-product refreshes stock, histories and the overview, and nothing else', () => {
    for (const kind of ['purchase', 'sale', 'transport', 'byProduct'] as const) {
      expect(ACTIVITY_CHANGES[kind]).toEqual(['stock', 'histories', 'overview']);
    }
  });

  it('a transformation also refreshes the QR code batches', () => {
    expect(ACTIVITY_CHANGES.transformation).toEqual(['stock', 'histories', 'overview', 'qr-codes']);
  });

  it('the overview, history and stock queries carry the tags the activities name', () => {
    const range = { from: '2026-01-01', to: '2026-12-31' };
    expect(tagsOf(activityOverviewKeys.dateRanges())).toEqual(['overview']);
    expect(tagsOf(activityOverviewKeys.massBalance(range))).toEqual(['overview']);
    expect(tagsOf(activityOverviewKeys.marginOfError(range))).toEqual(['overview']);
    expect(tagsOf(activityOverviewKeys.histories({ page: 1, perPage: 20, from: range.from, to: range.to }))).toEqual(['histories']);
    expect(tagsOf(productActivityKeys.byProductStock('2026-01-01T00:00:00.000Z'))).toEqual(['stock']);
  });

  it("the forms' own pickers are left alone", () => {
    expect(tagsOf(productActivityKeys.requiredSellers())).toEqual([]);
    expect(tagsOf(productActivityKeys.partners('sellers', { page: 1, perPage: 20 }))).toEqual([]);
  });
});
