import type { GeoPoint } from './geo-point.ts';

/**
 * What a reverse-geocoding provider says about a point, in English: candidate names for each
 * level, most specific first, for matching against our own countries, provinces and districts.
 */
export interface GeocodedPlace {
  street: string | null;
  districtNames: string[];
  provinceNames: string[];
  /** ISO 3166-2 subdivision code such as `PK-PB`, when the provider gives one. */
  provinceIsoCode: string | null;
  countryName: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string | null;
}

/** The provider could not be asked or gave no usable answer (time-out, network, HTTP error). */
export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
}

export interface ReverseGeocoder {
  /** The place at a point, or null when the provider knows no address there (open sea, desert). */
  reverse(point: GeoPoint): Promise<GeocodedPlace | null>;
}
