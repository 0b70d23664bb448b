import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import { CountryRiskService } from './country-risk.service.ts';
import { type ApiUserLimitReader, ExternalRiskIndicatorsService } from './external-risk-indicators.service.ts';
import { FacilitySearchService } from './facility-search.service.ts';
import { IndicatorListService } from './indicator-list.service.ts';
import { indicatorsApiRoutes } from './indicators-api.routes.ts';
import { indicatorsRoutes } from './indicators.routes.ts';
import { ProductRiskListingsService } from './product-risk-listings.service.ts';

/** Wires the indicator area (wizard step 5) and its API for integrations into the API scope with its services. */
export async function indicatorsModule(
  api: FastifyInstance,
  { db, clock, findApiUserLimit }: { db: Database; clock: Clock; findApiUserLimit: ApiUserLimitReader },
) {
  const services = {
    indicatorList: new IndicatorListService(db, clock),
    externalIndicators: new ExternalRiskIndicatorsService(db, clock, findApiUserLimit),
    countryRisk: new CountryRiskService(db, clock),
    productRiskListings: new ProductRiskListingsService(db, clock),
  };
  await api.register(indicatorsRoutes, services);
  await api.register(indicatorsApiRoutes, { ...services, facilitySearch: new FacilitySearchService(db) });
}
