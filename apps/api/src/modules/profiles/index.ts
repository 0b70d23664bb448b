export { FacilityProfileService, profileNeedsOrganisation, saveOrganisationProfile } from './facility-profile.service.ts';
export { locationProblems } from './location-rules.ts';
export { profilesModule } from './profiles.module.ts';
