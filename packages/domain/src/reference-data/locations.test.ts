import { describe, expect, it } from 'vitest';
import { OTHER_COUNTRY_ID, OTHER_DISTRICT_ID, OTHER_PROVINCE_ID } from '../constants.ts';
import { formatLocation, isOtherLocation, ZAddressQuery } from './locations.ts';

const MULTAN = { id: 'e8502e46-826b-4a6f-a4ac-3d1ec5d7c363', name: 'Multan' };
const PUNJAB = { id: 'f6c6380d-5124-45c5-bef5-459f468ef72e', name: 'Punjab' };
const PAKISTAN = { id: '62b6afdb-43f9-46dd-bbc8-f4cd2accf375', name: 'Pakistan' };

describe('isOtherLocation', () => {
  it('knows the three fixed Other ids and nothing else', () => {
    expect([OTHER_COUNTRY_ID, OTHER_PROVINCE_ID, OTHER_DISTRICT_ID].every(isOtherLocation)).toBe(true);
    expect(isOtherLocation(PAKISTAN.id)).toBe(false);
    expect(isOtherLocation(null)).toBe(false);
  });
});

describe('formatLocation', () => {
  it('joins street, district, province and country', () => {
    expect(formatLocation({ street: ' 12 Bosan Road ', district: MULTAN, province: PUNJAB, country: PAKISTAN })).toBe(
      '12 Bosan Road, Multan, Punjab, Pakistan',
    );
  });

  it('leaves out empty and Other parts', () => {
    expect(formatLocation({ street: '', district: { id: OTHER_DISTRICT_ID, name: 'Other' }, province: PUNJAB, country: PAKISTAN })).toBe(
      'Punjab, Pakistan',
    );
    expect(
      formatLocation({
        street: 'Rue 4, Kolwezi',
        district: { id: OTHER_DISTRICT_ID, name: 'Other' },
        province: { id: OTHER_PROVINCE_ID, name: 'Other' },
        country: { id: OTHER_COUNTRY_ID, name: 'Other' },
      }),
    ).toBe('Rue 4, Kolwezi');
    expect(formatLocation({ district: { id: null, name: 'Nowhere' }, country: null })).toBe('Nowhere');
  });

  it('separates the parts with the Urdu comma in Urdu', () => {
    expect(formatLocation({ district: { ...MULTAN, name: 'ملتان' }, province: { ...PUNJAB, name: 'پنجاب' } }, 'ur')).toBe('ملتان، پنجاب');
  });
});

describe('ZAddressQuery', () => {
  it('reads coordinates from query strings', () => {
    expect(ZAddressQuery.parse({ lat: '30.1968', lng: '-71.5' })).toEqual({ lat: 30.1968, lng: -71.5 });
    expect(ZAddressQuery.parse({ lat: '90', lng: '180' })).toEqual({ lat: 90, lng: 180 });
  });

  it('refuses empty, non-numeric and out-of-range values', () => {
    for (const query of [
      { lat: '', lng: '1' },
      { lat: '1e3', lng: '1' },
      { lat: '90.01', lng: '1' },
      { lat: '1', lng: '-180.5' },
      { lat: 'NaN', lng: '1' },
    ]) {
      expect(ZAddressQuery.safeParse(query).success).toBe(false);
    }
  });
});
