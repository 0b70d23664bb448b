import { OTHER_DISTRICT_ID, OTHER_PROVINCE_ID } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { comparableName, findByName, matchProvince } from './place-matching.ts';
import type { GeocodedPlace } from './reverse-geocoder.ts';

const province = (id: string, name: string, provinceCode: string) => ({ id, name, provinceCode, translations: {} });
const PROVINCES = [
  province('punjab', 'Punjab', 'pb'),
  province('kp', 'Khyber Pakhtunkhwa', 'kp'),
  province('ict', 'Islamabad Capital Territory', 'is'),
  province(OTHER_PROVINCE_ID, 'Other', 'other'),
];
const DISTRICTS = [
  { id: 'multan', name: 'Multan', translations: { ur: 'ملتان' } },
  { id: 'dgk', name: 'Dera Ghazi Khan', translations: {} },
  { id: OTHER_DISTRICT_ID, name: 'Other', translations: {} },
];
const place = (overrides: Partial<GeocodedPlace>): GeocodedPlace => ({
  street: null,
  districtNames: [],
  provinceNames: [],
  provinceIsoCode: null,
  countryName: null,
  countryCode: null,
  ...overrides,
});

describe('comparableName', () => {
  it('drops the words that name the kind of area', () => {
    expect(comparableName('Multan District')).toBe('multan');
    expect(comparableName('Dera Ghazi Khan Division')).toBe('dera ghazi khan');
    expect(comparableName('Khyber-Pakhtunkhwa')).toBe('khyber pakhtunkhwa');
  });
});

describe('findByName', () => {
  it('tries the candidates from the most specific and matches any language', () => {
    expect(findByName(DISTRICTS, ['Gulgasht', 'Multan District', 'Dera Ghazi Khan Division'])?.id).toBe('multan');
    expect(findByName(DISTRICTS, ['ملتان'])?.id).toBe('multan');
  });

  it('never answers with Other, and answers nothing for unknown names', () => {
    expect(findByName(DISTRICTS, ['Other'])).toBeUndefined();
    expect(findByName(DISTRICTS, ['Karachi'])).toBeUndefined();
  });
});

describe('matchProvince', () => {
  it('prefers the ISO 3166-2 code, then the name', () => {
    expect(matchProvince(PROVINCES, place({ provinceIsoCode: 'PK-KP', provinceNames: ['Punjab'] }))?.id).toBe('kp');
    expect(matchProvince(PROVINCES, place({ provinceNames: ['Islamabad Capital Territory'] }))?.id).toBe('ict');
    expect(matchProvince(PROVINCES, place({ provinceIsoCode: 'PK-XX', provinceNames: ['Khyber Pakhtunkhwa Province'] }))?.id).toBe('kp');
  });
});
