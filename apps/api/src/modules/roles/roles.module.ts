import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import { RoleAttributeTranslationsService } from './role-attribute-translations.service.ts';
import { rolesRoutes } from './roles.routes.ts';
import { RolesService } from './roles.service.ts';

/** Wires roles, their permissions and their attributes (wizard step 2) into the API scope. */
export async function rolesModule(api: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  await api.register(rolesRoutes, {
    roles: new RolesService(db, clock),
    attributeTranslations: new RoleAttributeTranslationsService(db, clock),
  });
}
