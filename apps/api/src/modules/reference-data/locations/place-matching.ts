import { isOtherLocation, normalizeSearchText } from '@opentrace/domain';
import type { TTranslations } from '../../../core/translations.ts';
import type { GeocodedPlace } from './reverse-geocoder.ts';

/** Words that name the kind of area rather than the area: "Multan District" is our "Multan". */
const AREA_WORDS = /\b(district|division|tehsil|province|state|region|county|territory|zila|zilla|department|prefecture)\b/g;

/** A name reduced to what two spellings of the same place share. */
export function comparableName(name: string): string {
  return normalizeSearchText(name)
    .replace(/[-_.,'()]/g, ' ')
    .replace(AREA_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface NamedRow {
  id: string;
  name: string;
  translations: TTranslations;
}

/** The first row named like one of the candidates, trying candidates in order; Other never matches. */
export function findByName<T extends NamedRow>(rows: readonly T[], candidates: readonly string[]): T | undefined {
  const real = rows.filter((row) => !isOtherLocation(row.id));
  for (const candidate of candidates) {
    const wanted = comparableName(candidate);
    if (wanted === '') continue;
    const found = real.find((row) =>
      [row.name, ...Object.values(row.translations)].some((name) => name !== undefined && comparableName(name) === wanted),
    );
    if (found) return found;
  }
  return undefined;
}

/** Our province codes are the ISO 3166-2 suffixes (`PK-PB` → `pb`), so a code beats a name. */
export function matchProvince<T extends NamedRow & { provinceCode: string }>(rows: readonly T[], place: GeocodedPlace): T | undefined {
  const isoSuffix = place.provinceIsoCode?.split('-')[1];
  const byCode = isoSuffix ? rows.find((row) => !isOtherLocation(row.id) && row.provinceCode.toUpperCase() === isoSuffix) : undefined;
  return byCode ?? findByName(rows, place.provinceNames);
}
