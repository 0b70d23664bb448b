export { countryResolver } from './country-lookup.ts';
export { nameKey } from './import-plan.ts';
export { IndicatorListService } from './indicator-list.service.ts';
export { buildIndicatorTree } from './indicator-tree.ts';
export { indicatorsModule } from './indicators.module.ts';
export {
  findExternalIndicators,
  findLiveIndicators,
  findTaxonomy,
  insertIndicators,
  softDeleteTaxonomy,
  updateIndicator,
} from './indicators.repository.ts';
export type { NewIndicatorRow } from './indicators.repository.ts';
export { ProductRiskListingsService } from './product-risk-listings.service.ts';
export {
  clearCountryRiskScores,
  findCountries,
  findCountryRiskScore,
  findCountryRiskScores,
  findProductRiskListings,
  replaceProductRiskListings,
  upsertCountryRiskScores,
} from './risk-listings.repository.ts';
export { findCountryRiskInputs, findListingRiskInputs } from './risk-inputs.repository.ts';
export type { CountryRiskInputRow, ListingRiskInputRow } from './risk-inputs.repository.ts';
