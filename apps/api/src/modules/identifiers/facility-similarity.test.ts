import { IDENTIFIER_SYSTEM_PRESETS } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  addressWords,
  facilitySimilarity,
  isMatchable,
  nameWords,
  normaliseText,
  wordSetSimilarity,
  wordSimilarity,
} from './facility-similarity.ts';
import {
  AUTOMATIC_MATCH_THRESHOLD,
  facilitiesFromAttributes,
  OSH_ADDRESS_ATTRIBUTE,
  OSH_NAME_ATTRIBUTE,
  POTENTIAL_MATCH_THRESHOLD,
} from './local-facility-registry.ts';
import { LOCAL_OAR_ID_PATTERN, newLocalOarId } from './local-oar-id.ts';

const MULTAN = { name: 'Multan Ginning Factory (Pvt) Ltd', address: 'Plot 12, Vehari Road, Multan' };

describe('normalising facility texts', () => {
  it('drops accents, case and punctuation, and keeps letters of any script', () => {
    expect(normaliseText('  Société Générale—Coton  (Ltd.) ')).toBe('societe generale coton ltd');
    expect(normaliseText('ملتان جننگ فیکٹری')).toBe('ملتان جننگ فیکٹری');
    expect(normaliseText('!!! ---')).toBe('');
  });

  it('ignores legal forms in names and writes out address abbreviations', () => {
    expect(nameWords('The Multan Ginning Co. (Pvt.) Ltd.')).toEqual(['multan', 'ginning']);
    expect(addressWords('Plot No. 12, Vehari Rd')).toEqual(['plot', 'number', '12', 'vehari', 'road']);
  });
});

describe('word similarity', () => {
  it('forgives a typo in a long word but not in short words or numbers', () => {
    expect(wordSimilarity('ginning', 'gining')).toBeGreaterThan(0.75);
    expect(wordSimilarity('mill', 'mall')).toBe(0);
    expect(wordSimilarity('12', '13')).toBe(0);
    expect(wordSimilarity('plot12', 'plot13')).toBe(0);
    expect(wordSimilarity('faisalabad', 'multan')).toBe(0);
  });

  it('pairs each word once', () => {
    expect(wordSetSimilarity(['cotton', 'cotton'], ['cotton'])).toBeCloseTo(2 / 3);
    expect(wordSetSimilarity(['a', 'b'], ['b', 'a'])).toBe(1);
    expect(wordSetSimilarity([], ['a'])).toBe(0);
  });
});

describe('facility similarity', () => {
  it('takes the same facility written another way as an automatic match', () => {
    const same = { name: 'multan ginning factory', address: 'Plot 12 Vehari Rd., Multan' };
    expect(facilitySimilarity(MULTAN, same)).toBe(1);
    expect(facilitySimilarity(MULTAN, { ...same, name: 'Multan Gining Factory' })).toBeGreaterThanOrEqual(AUTOMATIC_MATCH_THRESHOLD);
  });

  it('offers a same-named facility elsewhere only as a potential match', () => {
    const branch = { name: MULTAN.name, address: 'Industrial Estate, Khanewal' };
    const score = facilitySimilarity(MULTAN, branch);
    expect(score).toBeGreaterThanOrEqual(POTENTIAL_MATCH_THRESHOLD);
    expect(score).toBeLessThan(AUTOMATIC_MATCH_THRESHOLD);
  });

  it('does not match a neighbour that only shares the address', () => {
    expect(facilitySimilarity(MULTAN, { name: 'Punjab Oil Mills', address: MULTAN.address })).toBeLessThan(POTENTIAL_MATCH_THRESHOLD);
  });

  it('cannot match a facility whose name or address has no letters or digits', () => {
    expect(isMatchable({ name: '???', address: 'Multan' })).toBe(false);
    expect(isMatchable({ name: 'Mill', address: '--' })).toBe(false);
    expect(isMatchable(MULTAN)).toBe(true);
  });
});

describe('facilities known from their profiles', () => {
  const row = (facilityId: string, category: string, attributeName: string, value: string) => ({
    facilityId,
    facilityName: `Facility ${facilityId}`,
    category,
    attributeName,
    value,
  });

  it('reads the attributes by the names of the Open Supply Hub presets', () => {
    const presetNames = IDENTIFIER_SYSTEM_PRESETS.OPEN_SUPPLY_HUB_ID.map((preset) => preset.name);
    expect(presetNames).toContain(OSH_NAME_ATTRIBUTE);
    expect(presetNames).toContain(OSH_ADDRESS_ATTRIBUTE);
  });

  it("pivots each facility's answers and skips facilities without an OS ID", () => {
    const known = facilitiesFromAttributes([
      row('a', 'UNIQUE_ID', 'OS ID', ' PK2026001ABC '),
      row('a', 'TEXT', 'business name', 'Multan Ginning'),
      row('a', 'COUNTRY', 'Country', 'country-a'),
      row('a', 'PROVINCE', 'Province/State', 'province-a'),
      row('a', 'TEXT', 'Address', 'Vehari Road'),
      row('b', 'TEXT', 'Business Name', 'No ID yet'),
      row('c', 'UNIQUE_ID', 'OS ID', 'PK2026002XYZ'),
    ]);
    expect(known).toEqual([
      {
        oarId: 'PK2026001ABC',
        name: 'Multan Ginning',
        address: 'Vehari Road',
        countryId: 'country-a',
        provinceId: 'province-a',
        districtId: null,
      },
      { oarId: 'PK2026002XYZ', name: 'Facility c', address: '', countryId: null, provinceId: null, districtId: null },
    ]);
  });
});

describe('local OS IDs', () => {
  it('carry our prefix and the country code, and fall back to XX for countries without an ISO code', () => {
    expect(newLocalOarId('PK')).toMatch(LOCAL_OAR_ID_PATTERN);
    expect(newLocalOarId('PK').startsWith('OTL-PK-')).toBe(true);
    expect(newLocalOarId('OTHER').startsWith('OTL-XX-')).toBe(true);
    expect(newLocalOarId('CD', () => 0)).toBe('OTL-CD-0000000000');
    expect(newLocalOarId('CD', (max) => max - 1)).toBe('OTL-CD-ZZZZZZZZZZ');
  });
});
