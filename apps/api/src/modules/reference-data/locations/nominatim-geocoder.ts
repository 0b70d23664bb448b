import { z } from 'zod';
import type { GeoPoint } from './geo-point.ts';
import { type GeocodedPlace, GeocoderUnavailableError, type ReverseGeocoder } from './reverse-geocoder.ts';

export interface NominatimOptions {
  /** Base URL; `/reverse` is appended (Nominatim, or a compatible service such as LocationIQ). */
  url: string;
  /** Sent as the `key` query parameter, as hosted Nominatim-compatible services expect. */
  apiKey?: string;
  /** Nominatim's usage policy asks every client to identify itself. */
  userAgent: string;
  timeoutMs: number;
}

const ZNominatimAnswer = z.object({
  error: z.string().optional(),
  address: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Address keys (Nominatim's address model) that may name each level we match, best first. A
 * division (`state_district`) groups several districts, so it comes after the city or town.
 */
const DISTRICT_KEYS = ['county', 'city_district', 'city', 'town', 'municipality', 'state_district'];
const PROVINCE_KEYS = ['state', 'province', 'region'];
const STREET_AREA_KEYS = ['neighbourhood', 'quarter', 'suburb', 'hamlet', 'village'];

function text(address: Record<string, unknown>, key: string): string | null {
  const value = address[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function texts(address: Record<string, unknown>, keys: string[]): string[] {
  return [...new Set(keys.flatMap((key) => text(address, key) ?? []))];
}

/** "12 Bosan Road", else the road, else the neighbourhood or village a rural farm is known by. */
function streetOf(address: Record<string, unknown>): string | null {
  const road = text(address, 'road');
  if (road) return [text(address, 'house_number'), road].filter(Boolean).join(' ');
  return texts(address, STREET_AREA_KEYS)[0] ?? null;
}

function toGeocodedPlace(address: Record<string, unknown>): GeocodedPlace {
  const isoCode = text(address, 'ISO3166-2-lvl4') ?? text(address, 'ISO3166-2-lvl3');
  return {
    street: streetOf(address),
    districtNames: texts(address, DISTRICT_KEYS),
    provinceNames: texts(address, PROVINCE_KEYS),
    provinceIsoCode: isoCode?.toUpperCase() ?? null,
    countryName: text(address, 'country'),
    countryCode: text(address, 'country_code')?.toUpperCase() ?? null,
  };
}

/** Reverse geocoding over HTTP against `GET {url}/reverse?format=jsonv2&lat=…&lon=…`. */
export function createNominatimGeocoder(options: NominatimOptions): ReverseGeocoder {
  return {
    async reverse(point: GeoPoint): Promise<GeocodedPlace | null> {
      const url = new URL(`${options.url}/reverse`);
      url.search = new URLSearchParams({
        format: 'jsonv2',
        lat: String(point.latitude),
        lon: String(point.longitude),
        addressdetails: '1',
        // Names are matched against our English reference names; the reader's language comes from our translations.
        'accept-language': 'en',
        ...(options.apiKey ? { key: options.apiKey } : {}),
      }).toString();

      const unavailable = (error: unknown, reason: string) => {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return new GeocoderUnavailableError(timedOut ? `no answer within ${options.timeoutMs} ms` : reason, { cause: error });
      };
      // One deadline covers connecting, the headers and the body.
      const signal = AbortSignal.timeout(options.timeoutMs);
      let response: Response;
      try {
        response = await fetch(url, { headers: { accept: 'application/json', 'user-agent': options.userAgent }, signal });
      } catch (error) {
        throw unavailable(error, 'could not be reached');
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw unavailable(error, `HTTP ${response.status} without JSON`);
      }
      const answer = ZNominatimAnswer.safeParse(body);
      // Nominatim answers 200 and LocationIQ 404 with `{ "error": "Unable to geocode" }` where no address exists.
      if (answer.success && answer.data.error !== undefined && (response.ok || response.status === 404)) return null;
      if (!response.ok) throw new GeocoderUnavailableError(`HTTP ${response.status}`);
      if (!answer.success || !answer.data.address) throw new GeocoderUnavailableError('answer without an address');
      return toGeocodedPlace(answer.data.address);
    },
  };
}
