import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import { CountryRiskService } from './country-risk.service.ts';
import { ExternalRiskIndicatorsService } from './external-risk-indicators.service.ts';
import { IndicatorListService } from './indicator-list.service.ts';
import { indicatorsRoutes } from './indicators.routes.ts';
import { ProductRiskListingsService } from './product-risk-listings.service.ts';

/** Wires the indicator area (wizard step 5) into the API scope with its services. */
export async function indicatorsModule(api: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  await api.register(indicatorsRoutes, {
    indicatorList: new IndicatorListService(db, clock),
    externalIndicators: new ExternalRiskIndicatorsService(db, clock),
    countryRisk: new CountryRiskService(db, clock),
    productRiskListings: new ProductRiskListingsService(db),
  });
}
