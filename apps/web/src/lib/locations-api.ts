import {
  isOtherLocation,
  MAX_PER_PAGE,
  parseLanguage,
  type TCountry,
  type TDistrictPage,
  type TProvincePage,
  type TResolvedAddress,
} from '@opentrace/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api.ts';

/**
 * Locations are reference data shared by every profile screen (producers, brands, auditors,
 * partners), so their queries live here. The API names and sorts them in the reader's language,
 * hence the language in each key.
 */
export const locationKeys = {
  all: ['locations'] as const,
  countries: (language: string) => [...locationKeys.all, 'countries', language] as const,
  provinces: (countryId: string, language: string) => [...locationKeys.all, 'provinces', countryId, language] as const,
  districts: (provinceId: string, language: string) => [...locationKeys.all, 'districts', provinceId, language] as const,
  gpsStatus: () => ['business-details', 'gps-status'] as const,
};

/** Reference lists change only with a new release of the base data. */
const REFERENCE_STALE_MS = 60 * 60_000;

function useLanguage(): string {
  return parseLanguage(useTranslation().i18n.language);
}

export function useAllCountries() {
  const language = useLanguage();
  return useQuery({
    queryKey: locationKeys.countries(language),
    queryFn: ({ signal }) => api.get<TCountry[]>('/locations/all-countries', { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The provinces of a real country (a country has fewer than a hundred); none for Other. */
export function useProvinces(countryId: string | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: locationKeys.provinces(countryId ?? '', language),
    queryFn: ({ signal }) =>
      api.get<TProvincePage>('/locations/provinces', { query: { countryId: countryId ?? '', perPage: MAX_PER_PAGE }, signal }),
    select: (page) => page.items,
    enabled: countryId !== null && !isOtherLocation(countryId),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useDistricts(provinceId: string | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: locationKeys.districts(provinceId ?? '', language),
    queryFn: ({ signal }) =>
      api.get<TDistrictPage>('/locations/districts', { query: { provinceId: provinceId ?? '', perPage: MAX_PER_PAGE }, signal }),
    select: (page) => page.items,
    enabled: provinceId !== null && !isOtherLocation(provinceId),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Whether the super administrator switched location services on (configuration step 1). */
export function useGpsStatus() {
  return useQuery({
    queryKey: locationKeys.gpsStatus(),
    queryFn: ({ signal }) => api.get<{ isGpsEnabled: boolean }>('/api/business-details/gps-status', { signal }),
    select: (status) => status.isGpsEnabled,
  });
}

/** The address at a point: asked on demand ("Use my location"), so a mutation rather than a query. */
export function useResolveAddress() {
  return useMutation({
    mutationFn: ({ latitude, longitude }: { latitude: number; longitude: number }) =>
      api.get<TResolvedAddress>('/api/business-details/address', { query: { lat: latitude, lng: longitude } }),
  });
}
