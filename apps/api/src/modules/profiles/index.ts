export { FacilityProfileService, profileNeedsOrganisation, saveOrganisationProfile } from './facility-profile.service.ts';
export {
  clearFacilityCodes,
  findFacilityChoicePage,
  findFacilityWithRole,
  insertFacilities,
  insertFacility,
  softDeleteFacilities,
  softDeleteFarmsOf,
  stampAddedPartner,
  updateFacility,
} from './facility-profile.repository.ts';
export { locationProblems } from './location-rules.ts';
export { profilesModule } from './profiles.module.ts';
export {
  countRiskSubjectsByLevel,
  findFarmIdsOf,
  findRiskSubjectIdsAfter,
  findRiskSubjects,
  recordRiskLevels,
} from './risk-subjects.repository.ts';
export type { RiskSubjectRow } from './risk-subjects.repository.ts';
