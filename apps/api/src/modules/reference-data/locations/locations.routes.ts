import {
  ZAddressQuery,
  ZAllCountriesQuery,
  ZCountry,
  ZCountryPage,
  ZDistrictPage,
  ZDistrictQuery,
  ZLocationSearchQuery,
  ZProvincePage,
  ZProvinceQuery,
  ZResolvedAddress,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../core/route-access.ts';
import type { AddressService } from './address.service.ts';
import type { LocationsService } from './locations.service.ts';

/**
 * Any signed-in caller may read locations: profiles are completed after sign-in (sign-up from an
 * invitation only sets a password), and brands, auditors and administrators pick locations too.
 */
const SIGNED_IN = { access: {} };
/** Each call may reach an outside provider whose fair-use policy allows about one request a second. */
const ADDRESS_LOOKUPS_PER_MINUTE = 30;

export interface LocationsRoutesOptions {
  locations: LocationsService;
  addresses: AddressService;
}

export async function locationsRoutes(app: FastifyInstance, { locations, addresses }: LocationsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['locations'];
  const searchNote = "Names come in the `Language` header's language; `key` matches any language, ignoring case and accents.";

  api.get(
    '/locations/countries',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Search countries, a page at a time',
        description: `${searchNote} \`isDefault\` marks Pakistan, the default country.`,
        querystring: ZLocationSearchQuery,
        response: { 200: ZCountryPage },
      },
    },
    async (request) => locations.countries(principalOf(request), request.query, request.language),
  );

  api.get(
    '/locations/all-countries',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Every country, for a picker',
        description: `${searchNote} Other comes last.`,
        querystring: ZAllCountriesQuery,
        response: { 200: z.array(ZCountry) },
      },
    },
    async (request) => locations.allCountries(principalOf(request), request.query.key, request.language),
  );

  api.get(
    '/locations/provinces',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The provinces of a country, then Other',
        description: searchNote,
        querystring: ZProvinceQuery,
        response: { 200: ZProvincePage },
      },
    },
    async (request) => locations.provinces(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/locations/districts',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The districts of a province, then Other',
        description: searchNote,
        querystring: ZDistrictQuery,
        response: { 200: ZDistrictPage },
      },
    },
    async (request) => locations.districts(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/business-details/address',
    {
      config: { ...SIGNED_IN, rateLimit: { max: ADDRESS_LOOKUPS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'The address at a point (reverse geocoding)',
        description:
          'Asks the configured reverse-geocoding provider; without one, or when it fails, answers with the district of the nearest known place (`source: nearestKnownPlace`). 404 when no address can be determined; 503 when the provider failed and nothing nearby is known.',
        querystring: ZAddressQuery,
        response: { 200: ZResolvedAddress },
      },
    },
    async (request) =>
      addresses.resolve(principalOf(request), { latitude: request.query.lat, longitude: request.query.lng }, request.language),
  );
}
