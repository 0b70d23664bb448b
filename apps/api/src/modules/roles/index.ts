export { findRoleRow, findRoleRowsByIds, findRoles } from './roles.repository.ts';
export { rolesModule } from './roles.module.ts';
export { RolesService } from './roles.service.ts';
