import { z } from 'zod';
import { OTHER_COUNTRY_ID, OTHER_DISTRICT_ID, OTHER_PROVINCE_ID } from '../constants.ts';
import type { TLanguage } from '../languages.ts';
import { pageOf, ZPageQuery } from '../pagination.ts';
import { ZNameTranslations } from './translated-name.ts';

/**
 * Locations (DOMAIN.md §10.4): country → province → district. Each list also offers the fixed
 * "Other" entry of its level, so a place missing from the reference data can still be recorded;
 * a location with an Other part keeps only its street address for that part.
 */

const OTHER_LOCATION_IDS: ReadonlySet<string> = new Set([OTHER_COUNTRY_ID, OTHER_PROVINCE_ID, OTHER_DISTRICT_ID]);

/** Whether an id is the fixed "Other" country, province or district. */
export function isOtherLocation(id: string | null | undefined): boolean {
  return id !== null && id !== undefined && OTHER_LOCATION_IDS.has(id);
}

const ZSearchKey = z.string().trim().max(100);

/** Lists come in one order (by name in the reader's language, Other last), so they take no `sort`. */
export const ZLocationSearchQuery = ZPageQuery.omit({ sort: true }).extend({ key: ZSearchKey.optional() });
export type TLocationSearchQuery = z.infer<typeof ZLocationSearchQuery>;
export const ZAllCountriesQuery = z.object({ key: ZSearchKey.optional() });
export const ZProvinceQuery = ZLocationSearchQuery.extend({ countryId: z.uuid() });
export type TProvinceQuery = z.infer<typeof ZProvinceQuery>;
export const ZDistrictQuery = ZLocationSearchQuery.extend({ provinceId: z.uuid() });
export type TDistrictQuery = z.infer<typeof ZDistrictQuery>;

export const ZCountry = z
  .object({
    id: z.uuid(),
    countryCode: z.string(),
    /** In the caller's language (the `Language` header). */
    name: z.string(),
    translations: ZNameTranslations,
    /** The country a location picker starts with (Pakistan). */
    isDefault: z.boolean(),
  })
  .meta({ id: 'Country' });
export type TCountry = z.infer<typeof ZCountry>;

export const ZProvince = z
  .object({ id: z.uuid(), countryId: z.uuid(), provinceCode: z.string(), name: z.string(), translations: ZNameTranslations })
  .meta({ id: 'Province' });
export type TProvince = z.infer<typeof ZProvince>;

export const ZDistrict = z
  .object({ id: z.uuid(), provinceId: z.uuid(), districtCode: z.string(), name: z.string(), translations: ZNameTranslations })
  .meta({ id: 'District' });
export type TDistrict = z.infer<typeof ZDistrict>;

export const ZCountryPage = pageOf(ZCountry).meta({ id: 'CountryPage' });
export type TCountryPage = z.infer<typeof ZCountryPage>;
export const ZProvincePage = pageOf(ZProvince).meta({ id: 'ProvincePage' });
export type TProvincePage = z.infer<typeof ZProvincePage>;
export const ZDistrictPage = pageOf(ZDistrict).meta({ id: 'DistrictPage' });
export type TDistrictPage = z.infer<typeof ZDistrictPage>;

// Reverse geocoding: GET /api/business-details/address

const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .regex(/^[-+]?(\d+(\.\d*)?|\.\d+)$/, 'validation.invalid')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));

export const ZAddressQuery = z.object({ lat: coordinate(90), lng: coordinate(180) });

/** One part of a resolved address: its id when it matched our reference data, and its name. */
export const ZAddressPart = z.object({ id: z.uuid().nullable(), name: z.string() });
export type TAddressPart = z.infer<typeof ZAddressPart>;

export const ZResolvedAddress = z
  .object({
    /** "street, district, province, country", leaving out what is unknown or Other. */
    address: z.string(),
    street: z.string().nullable(),
    district: ZAddressPart.nullable(),
    province: ZAddressPart.nullable(),
    country: ZAddressPart.nullable(),
    /**
     * `provider`: the configured reverse-geocoding service answered. `nearestKnownPlace`: the
     * district of the nearest point this system knows, `distanceKm` away (no street then).
     */
    source: z.enum(['provider', 'nearestKnownPlace']),
    distanceKm: z.number().nullable(),
  })
  .meta({ id: 'ResolvedAddress' });
export type TResolvedAddress = z.infer<typeof ZResolvedAddress>;

export type TLocationParts = {
  street?: string | null;
  district?: TAddressPart | null;
  province?: TAddressPart | null;
  country?: TAddressPart | null;
};

/** Urdu separates list items with its own comma. */
const PART_SEPARATORS: Record<TLanguage, string> = { en: ', ', fr: ', ', ur: '، ' };

export const listSeparator = (language: TLanguage): string => PART_SEPARATORS[language];

/** The parts of "street, district, province, country", leaving out empty and Other parts. */
export function locationParts({ street, district, province, country }: TLocationParts): string[] {
  const names = [district, province, country].flatMap((part) =>
    part && !isOtherLocation(part.id) && part.name.trim() !== '' ? [part.name.trim()] : [],
  );
  const trimmedStreet = street?.trim();
  return [...(trimmedStreet ? [trimmedStreet] : []), ...names];
}

/** Renders a location as "street, district, province, country", leaving out empty and Other parts. */
export function formatLocation(parts: TLocationParts, language: TLanguage = 'en'): string {
  return locationParts(parts).join(PART_SEPARATORS[language]);
}
