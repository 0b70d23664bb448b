import { describe, expect, it } from 'vitest';
import { matchesSearchKey, nameIn, normalizeSearchText } from './translated-name.ts';

const IVORY_COAST = { en: 'Ivory Coast', fr: 'Côte d’Ivoire', ur: 'آئیوری کوسٹ' };

describe('nameIn', () => {
  it("picks the reader's language and falls back to English where no translation exists", () => {
    expect(nameIn(IVORY_COAST, 'fr')).toBe('Côte d’Ivoire');
    expect(nameIn({ en: 'Punjab', ur: 'پنجاب' }, 'fr')).toBe('Punjab');
    expect(nameIn({ en: 'Punjab', fr: '  ' }, 'fr')).toBe('Punjab');
  });
});

describe('normalizeSearchText', () => {
  it('ignores case, accents, apostrophe styles and extra spaces', () => {
    expect(normalizeSearchText('  Côte   d’Ivoire ')).toBe("cote d'ivoire");
    expect(normalizeSearchText('ÉMIRATS')).toBe('emirats');
  });

  it('reads Urdu typed on an Arabic keyboard, and without vowel marks, as Urdu', () => {
    expect(normalizeSearchText('كراچي')).toBe(normalizeSearchText('کراچی'));
    expect(normalizeSearchText('مُلتان')).toBe('ملتان');
  });
});

describe('matchesSearchKey', () => {
  it('matches part of a name in any language', () => {
    expect(matchesSearchKey(IVORY_COAST, 'cote d')).toBe(true);
    expect(matchesSearchKey(IVORY_COAST, 'ivory')).toBe(true);
    expect(matchesSearchKey(IVORY_COAST, 'آئیوری')).toBe(true);
    expect(matchesSearchKey(IVORY_COAST, 'ghana')).toBe(false);
  });

  it('lets an empty or missing key match everything', () => {
    expect(matchesSearchKey(IVORY_COAST, '')).toBe(true);
    expect(matchesSearchKey(IVORY_COAST, '   ')).toBe(true);
    expect(matchesSearchKey(IVORY_COAST, undefined)).toBe(true);
  });
});
