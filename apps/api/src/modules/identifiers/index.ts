export { identifiersModule } from './identifiers.module.ts';
export { LocalFacilityRegistry } from './local-facility-registry.ts';
export { OarIdsService } from './oar-ids.service.ts';
export { assertUniqueIds } from './unique-ids.ts';
