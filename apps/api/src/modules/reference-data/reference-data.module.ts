import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { certificationsRoutes } from './certifications/certifications.routes.ts';
import { CertificationsService } from './certifications/certifications.service.ts';
import { AddressService } from './locations/address.service.ts';
import { locationsRoutes } from './locations/locations.routes.ts';
import { LocationsService } from './locations/locations.service.ts';
import { createNominatimGeocoder } from './locations/nominatim-geocoder.ts';

/** Wires the reference lists (places, certifications) and reverse geocoding; the geocoder comes from configuration. */
export async function referenceDataModule(api: FastifyInstance, { db, config }: { db: Database; config: AppConfig }) {
  const provider = config.reverseGeocoder;
  const geocoder = provider
    ? createNominatimGeocoder({ ...provider, userAgent: provider.userAgent ?? `OpenTrace (+${config.publicUrl})` })
    : null;
  await api.register(locationsRoutes, { locations: new LocationsService(db), addresses: new AddressService(db, geocoder, api.log) });
  await api.register(certificationsRoutes, { lookups: new CertificationsService(db) });
}
