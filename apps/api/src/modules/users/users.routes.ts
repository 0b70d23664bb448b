import {
  pageOf,
  ZChangeUserStatus,
  ZInviteColleague,
  ZInviteUser,
  ZMessageResponse,
  ZSessionUser,
  ZUpdateColleague,
  ZUpdateProfile,
  ZUpdateUser,
  ZUserListQuery,
  ZUserSummary,
} from '@opentrace/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { AccessCache } from '../../lib/access-cache.ts';
import type { UsersService } from './users.service.ts';

const USER_MANAGEMENT: RouteAccess = { permissions: ['USER_MANAGEMENT'] };
/** Colleague management is for organisation members; the service also requires the Admin user type. */
const ORGANISATION_MEMBERS: RouteAccess = { roleTypes: ['Producer', 'Brand', 'Assessor'] };
const ZUserId = z.object({ id: z.uuid() });
const ZUserPage = pageOf(ZUserSummary);

/** Sends JSON already encoded to bytes: Fastify writes a Buffer as it is, with no serialising or re-encoding. */
function sendEncodedJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export interface UsersRoutesOptions {
  users: UsersService;
  cache: AccessCache;
}

export async function usersRoutes(app: FastifyInstance, { users, cache }: UsersRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/users/me',
    {
      config: { access: {} },
      schema: { tags: ['users'], summary: 'The signed-in user, with role, facility and permissions', response: { 200: ZSessionUser } },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      // Kept already encoded: the answer is the same until something it depends on changes.
      const { json } = await cache.get(`session-user:${principal.userId}`, async () => ({
        json: Buffer.from(JSON.stringify(ZSessionUser.encode(await users.sessionUser(principal)))),
      }));
      return sendEncodedJson(reply, json);
    },
  );

  api.put(
    '/api/users',
    {
      config: { access: {} },
      schema: {
        tags: ['users'],
        summary: "Update one's own name, phone number and language, and one's organisation (`facility`, `roleAttributes`)",
        description:
          "Producers and assessors completing their own profile send their organisation's details (Admin users only); saving them, or the names of a user whose profile is only their own, stamps updatedProfileAt, which opens the onboarding menu. GET /api/facilities/me shows what the form edits.",
        body: ZUpdateProfile,
        response: { 200: ZSessionUser },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await users.updateProfile(principal, request.body, request.ctx);
      return users.sessionUser(principal);
    },
  );

  api.delete(
    '/api/users/me',
    {
      config: { access: {} },
      schema: {
        tags: ['users'],
        summary: "Delete one's own account (never the super administrator or the last administrator)",
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await users.deleteSelf(principalOf(request), request.ctx);
      return { message: request.t('users.deleted') };
    },
  );

  api.get(
    '/api/users',
    {
      config: { access: USER_MANAGEMENT },
      schema: {
        tags: ['user management'],
        summary: 'Users, searchable and filtered by role and status',
        querystring: ZUserListQuery,
        response: { 200: ZUserPage },
      },
    },
    async (request) => users.list(principalOf(request), request.query),
  );

  api.post(
    '/api/users/invite',
    {
      config: { access: USER_MANAGEMENT },
      schema: {
        tags: ['user management'],
        summary: 'Invite a user; their organisation is created with them',
        body: ZInviteUser,
        response: { 201: ZUserSummary },
      },
    },
    async (request, reply) => reply.code(201).send(await users.invite(principalOf(request), request.body, request.ctx)),
  );

  api.put(
    '/api/users/:id',
    {
      config: { access: USER_MANAGEMENT },
      schema: { tags: ['user management'], summary: 'Edit a user', params: ZUserId, body: ZUpdateUser, response: { 200: ZUserSummary } },
    },
    async (request) => users.update(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.patch(
    '/api/users/:id/status',
    {
      config: { access: USER_MANAGEMENT },
      schema: {
        tags: ['user management'],
        summary: 'Deactivate (2) or reactivate (1) a user; deactivation ends their sessions at once',
        params: ZUserId,
        body: ZChangeUserStatus,
        response: { 200: ZUserSummary },
      },
    },
    async (request) => users.setStatus(principalOf(request), request.params.id, request.body.status, request.ctx),
  );

  api.post(
    '/api/users/:id/resend-invitation',
    {
      config: { access: USER_MANAGEMENT },
      schema: {
        tags: ['user management'],
        summary: 'Send a new invitation link (the old one stops working)',
        params: ZUserId,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await users.resendInvitation(principalOf(request), request.params.id, request.ctx);
      return { message: request.t('users.invitationSent') };
    },
  );

  api.get(
    '/api/organisation/users',
    {
      config: { access: ORGANISATION_MEMBERS },
      schema: {
        tags: ['organisation users'],
        summary: "Colleagues of the caller's organisation (Admin users only)",
        querystring: ZUserListQuery,
        response: { 200: ZUserPage },
      },
    },
    async (request) => users.listColleagues(principalOf(request), request.query),
  );

  api.post(
    '/api/organisation/users',
    {
      config: { access: ORGANISATION_MEMBERS },
      schema: {
        tags: ['organisation users'],
        summary: 'Invite a colleague with the same role and organisation',
        body: ZInviteColleague,
        response: { 201: ZUserSummary },
      },
    },
    async (request, reply) => reply.code(201).send(await users.inviteColleague(principalOf(request), request.body, request.ctx)),
  );

  api.patch(
    '/api/organisation/users/:id',
    {
      config: { access: ORGANISATION_MEMBERS },
      schema: {
        tags: ['organisation users'],
        summary: "Change a colleague's status or user type",
        params: ZUserId,
        body: ZUpdateColleague,
        response: { 200: ZUserSummary },
      },
    },
    async (request) => users.updateColleague(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.delete(
    '/api/organisation/users/:id',
    {
      config: { access: ORGANISATION_MEMBERS },
      schema: { tags: ['organisation users'], summary: 'Remove a colleague', params: ZUserId, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await users.deleteColleague(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/organisation/users/:id/resend-invitation',
    {
      config: { access: ORGANISATION_MEMBERS },
      schema: {
        tags: ['organisation users'],
        summary: 'Send a colleague a new invitation link',
        params: ZUserId,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await users.resendColleagueInvitation(principalOf(request), request.params.id, request.ctx);
      return { message: request.t('users.invitationSent') };
    },
  );
}
