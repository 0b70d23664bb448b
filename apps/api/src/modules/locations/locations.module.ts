import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AddressService } from './address.service.ts';
import { LocationsService } from './locations.service.ts';
import { locationsRoutes } from './locations.routes.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

/** Wires locations and reverse geocoding into the API scope; the provider comes from configuration. */
export async function locationsModule(api: FastifyInstance, { db, config }: { db: Database; config: AppConfig }) {
  const provider = config.reverseGeocoder;
  const geocoder = provider
    ? createNominatimGeocoder({ ...provider, userAgent: provider.userAgent ?? `OpenTrace (+${config.publicUrl})` })
    : null;
  await api.register(locationsRoutes, {
    db,
    locations: new LocationsService(db),
    addresses: new AddressService(db, geocoder, api.log),
  });
}
