import { describe, expect, it } from 'vitest';
import {
  changePartnerList,
  hasPartnerFilters,
  INITIAL_PARTNER_LIST,
  nextPartnerSort,
  partnerLocationParts,
  toPartnerListQuery,
} from './partner-list.ts';

describe('the partner list query', () => {
  it('starts alphabetical on page 1 with no filters', () => {
    expect(toPartnerListQuery(INITIAL_PARTNER_LIST)).toEqual({ page: 1, perPage: 20, sort: 'name:asc' });
    expect(hasPartnerFilters(INITIAL_PARTNER_LIST)).toBe(false);
  });

  it('sends the trimmed key and the kind, and returns to page 1 when they change', () => {
    const onPage3 = { ...INITIAL_PARTNER_LIST, page: 3 };
    const filtered = changePartnerList(onPage3, { key: ' multan ', kind: 'transporter' });
    expect(toPartnerListQuery(filtered)).toEqual({ page: 1, perPage: 20, sort: 'name:asc', key: 'multan', kind: 'transporter' });
    expect(hasPartnerFilters(filtered)).toBe(true);
    expect(toPartnerListQuery(changePartnerList(filtered, { key: '   ' }))).not.toHaveProperty('key');
  });
});

describe('sorting by a column', () => {
  it('flips the current column and starts dates newest first, names A to Z', () => {
    expect(nextPartnerSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({ field: 'name', direction: 'desc' });
    expect(nextPartnerSort({ field: 'name', direction: 'asc' }, 'since')).toEqual({ field: 'since', direction: 'desc' });
    expect(nextPartnerSort({ field: 'since', direction: 'desc' }, 'role')).toEqual({ field: 'role', direction: 'asc' });
  });
});

describe("a partner's location", () => {
  const punjab = { id: '46d0173c-0000-4000-8000-000000000001', name: 'Punjab' };
  it('reads street, district, province, country, skipping what is unknown', () => {
    const location = { address: '12 Bosan Road', country: { id: '1', name: 'Pakistan' }, province: punjab, district: null };
    expect(partnerLocationParts(location)).toEqual(['12 Bosan Road', 'Punjab', 'Pakistan']);
    expect(partnerLocationParts({ ...location, address: null })).toEqual(['Punjab', 'Pakistan']);
    expect(partnerLocationParts({ address: null, country: null, province: null, district: null })).toEqual([]);
  });
});
