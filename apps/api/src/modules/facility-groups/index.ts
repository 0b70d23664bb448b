export { facilityGroupsModule } from './facility-groups.module.ts';
export { FacilityGroupsService } from './facility-groups.service.ts';
