/**
 * Common names that differ from the ISO-style names of our country table (the ILAB list and
 * customers' score sheets use them), mapped to ISO 3166-1 alpha-2 codes.
 */
const COUNTRY_ALIASES: Record<string, string> = {
  bolivia: 'BO',
  "cote d'ivoire": 'CI',
  'democratic republic of the congo': 'CD',
  drc: 'CD',
  eswatini: 'SZ',
  iran: 'IR',
  'north korea': 'KP',
  'south korea': 'KR',
  russia: 'RU',
  tanzania: 'TZ',
  turkiye: 'TR',
  venezuela: 'VE',
  'viet nam': 'VN',
};

const simplify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’\u0060]/g, "'")
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

export interface CountryRef {
  id: string;
  countryCode: string;
  name: string;
}

/** Finds a country by ISO code, by its name (any accents or capitals) or by a common alias. */
export function countryResolver(countries: CountryRef[]): (codeOrName: string) => CountryRef | undefined {
  const byCode = new Map(countries.map((country) => [country.countryCode.toUpperCase(), country]));
  const byName = new Map(countries.map((country) => [simplify(country.name), country]));
  return (codeOrName) => {
    const text = codeOrName.trim();
    const key = simplify(text);
    const aliasCode = COUNTRY_ALIASES[key];
    return byCode.get(text.toUpperCase()) ?? byName.get(key) ?? (aliasCode ? byCode.get(aliasCode) : undefined);
  };
}
