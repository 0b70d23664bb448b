export { findCertifications } from './certifications/certifications.repository.ts';
export { referenceDataModule } from './reference-data.module.ts';
export { rememberFacilityPlace } from './locations/known-places.repository.ts';
export { addressPartOf } from './locations/localised.ts';
export {
  findCountries,
  findCountryById,
  findDistrictChain,
  findDistrictsOfProvince,
  findProvinceById,
  findProvincesOfCountry,
} from './locations/locations.repository.ts';
