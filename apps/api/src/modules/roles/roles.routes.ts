import {
  MAX_ROLE_ATTRIBUTE_TRANSLATION_ROWS,
  permissionTree,
  ZAdministratorCompletedRole,
  ROLE_ICONS,
  ZPermissionNode,
  ZRole,
  ZRoleAttributeTranslationRow,
  ZRoleAttributeTranslationSummary,
  ZRoleAttributeTranslationUploadRow,
  ZRoleInput,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerJsonAsFile } from '../../core/download.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { RoleAttributeTranslationsService } from './role-attribute-translations.service.ts';
import type { RolesService } from './roles.service.ts';

const SUPER_ADMIN_ONLY: RouteAccess = { roleCodes: ['SUPER_ADMIN'] };
const ZRoleId = z.object({ id: z.uuid() });

export interface RolesRoutesOptions {
  roles: RolesService;
  attributeTranslations: RoleAttributeTranslationsService;
}

export async function rolesRoutes(app: FastifyInstance, { roles, attributeTranslations }: RolesRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/permissions',
    {
      config: { access: {} },
      schema: {
        tags: ['roles'],
        summary: 'The permission tree: groups, role types and radio labels',
        response: { 200: z.array(ZPermissionNode) },
      },
    },
    async () => permissionTree(),
  );

  api.get(
    '/roles',
    {
      config: { access: {} },
      schema: { tags: ['roles'], summary: 'All roles with their permissions', response: { 200: z.array(ZRole) } },
    },
    async (request) => roles.list(principalOf(request)),
  );

  api.get(
    '/roles/administrator-completes-profile',
    {
      config: { access: {} },
      schema: {
        tags: ['roles'],
        summary: 'Roles (facility types) whose profile an administrator completes',
        response: { 200: z.array(ZAdministratorCompletedRole) },
      },
    },
    async (request) =>
      (await roles.list(principalOf(request)))
        .filter((role) => role.permissions.includes('ONBOARDING.ADMINISTRATOR_COMPLETES_PROFILE'))
        .map(({ id, name, nameTranslations, facilityTypeId }) => ({ id, name, nameTranslations, facilityTypeId })),
  );

  api.get(
    '/api/roles/icons',
    {
      config: { access: {} },
      schema: { tags: ['roles'], summary: 'Icons a role can use (default Buildings)', response: { 200: z.array(z.string()) } },
    },
    async () => [...ROLE_ICONS],
  );

  api.get(
    '/api/roles/attribute-translations',
    {
      config: { access: SUPER_ADMIN_ONLY },
      schema: {
        tags: ['roles'],
        summary: 'Role-attribute translation file (JSON): names and list options of every role attribute',
        response: { 200: z.array(ZRoleAttributeTranslationRow) },
      },
    },
    async (request, reply) => {
      offerJsonAsFile(reply, 'role-attribute-translations.json');
      return attributeTranslations.rows(principalOf(request));
    },
  );

  api.put(
    '/api/roles/attribute-translations',
    {
      config: { access: SUPER_ADMIN_ONLY, configurationWrite: true },
      schema: {
        tags: ['roles'],
        summary: 'Upload a filled role-attribute translation file; rows are matched by id, unmatched rows and options are reported',
        body: z
          .array(ZRoleAttributeTranslationUploadRow)
          .min(1, 'validation.required')
          .max(MAX_ROLE_ATTRIBUTE_TRANSLATION_ROWS, 'validation.tooLong'),
        response: { 200: ZRoleAttributeTranslationSummary },
      },
    },
    async (request) => attributeTranslations.upload(principalOf(request), request.body, request.ctx),
  );

  api.post(
    '/api/roles',
    {
      config: { access: SUPER_ADMIN_ONLY, configurationWrite: true },
      schema: { tags: ['roles'], summary: 'Create a role (super administrator)', body: ZRoleInput, response: { 201: ZRole } },
    },
    async (request, reply) => reply.code(201).send(await roles.create(principalOf(request), request.body, request.ctx)),
  );

  api.put(
    '/api/roles/:id',
    {
      config: { access: SUPER_ADMIN_ONLY, configurationWrite: true },
      schema: {
        tags: ['roles'],
        summary: 'Edit a role (super administrator)',
        params: ZRoleId,
        body: ZRoleInput,
        response: { 200: ZRole },
      },
    },
    async (request) => roles.update(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.delete(
    '/api/roles/:id',
    {
      config: { access: SUPER_ADMIN_ONLY, configurationWrite: true },
      schema: {
        tags: ['roles'],
        summary: 'Delete a role without users (super administrator)',
        params: ZRoleId,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await roles.remove(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );
}
