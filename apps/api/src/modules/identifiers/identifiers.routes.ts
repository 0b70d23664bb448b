import {
  ZCheckOarIdRequest,
  ZCheckOarIdResponse,
  ZConfirmOarIdMatchQuery,
  ZOarIdRegistration,
  ZOarIdSearchPage,
  ZRegisterOarIdRequest,
  ZRejectOarIdMatchesQuery,
  ZRmiCidQuery,
  ZRmiFacility,
  ZRmiListImportResult,
  ZSearchOarIdsRequest,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readSingleFile } from '../../core/multipart.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { OarIdsService } from './oar-ids.service.ts';
import type { RmiListService } from './rmi-list.service.ts';

/**
 * Producers completing their own profile and administrators completing profiles; the service
 * narrows this to the exact permission per role type (identifiers.policy.ts).
 */
const PROFILE_COMPLETERS: RouteAccess = { permissions: ['COMPLETE_OWN_PROFILE', 'ONBOARDING'], roleTypes: ['Producer', 'Administrator'] };
const SUPER_ADMIN_ONLY: RouteAccess = { roleCodes: ['SUPER_ADMIN'] };
const BASE = '/facilities/identifier-systems';

export interface IdentifiersServices {
  oarIds: OarIdsService;
  rmiList: RmiListService;
}

/** The specification's identifier-system calls (spec §7), at exactly its paths. */
export async function identifiersRoutes(app: FastifyInstance, { oarIds, rmiList }: IdentifiersServices) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['identifiers'];

  api.post(
    `${BASE}/check-oarId`,
    {
      config: { access: PROFILE_COMPLETERS },
      schema: {
        tags,
        summary:
          'Look up an OS ID: an exact match gives the facility\'s fields to pre-fill; none gives 200 with isMatched false and the message "OS ID does not exist"',
        body: ZCheckOarIdRequest,
        response: { 200: ZCheckOarIdResponse },
      },
    },
    async (request) => oarIds.check(principalOf(request), request.body, request.ctx),
  );

  api.post(
    `${BASE}/search-oarIds`,
    {
      config: { access: PROFILE_COMPLETERS },
      schema: {
        tags,
        summary: 'Search facilities by name (optionally in one country), best first',
        body: ZSearchOarIdsRequest,
        response: { 200: ZOarIdSearchPage },
      },
    },
    async (request) => oarIds.search(principalOf(request), request.body, request.ctx),
  );

  api.post(
    `${BASE}/register-oarIds`,
    {
      config: { access: PROFILE_COMPLETERS },
      schema: {
        tags,
        summary:
          'Register a facility: MATCHED or NEW_FACILITY give its OS ID, POTENTIAL_MATCH lists similar results to confirm or reject, ERROR_MATCHING means the registry could not match it',
        body: ZRegisterOarIdRequest,
        response: { 200: ZOarIdRegistration },
      },
    },
    async (request) => oarIds.register(principalOf(request), request.body, request.ctx),
  );

  api.get(
    `${BASE}/oar-ids/confirm-match`,
    {
      config: { access: PROFILE_COMPLETERS },
      schema: {
        tags,
        summary: 'Take one similar result (a facilityMatchId offered to the caller): answers MATCHED with its OS ID',
        querystring: ZConfirmOarIdMatchQuery,
        response: { 200: ZOarIdRegistration },
      },
    },
    async (request) => oarIds.confirm(principalOf(request), request.query.id, request.ctx),
  );

  api.get(
    `${BASE}/oar-ids/reject-match`,
    {
      config: { access: PROFILE_COMPLETERS },
      schema: {
        tags,
        summary: '"Not me" for every similar result of one registration (ids=a,b): registers the facility as new',
        querystring: ZRejectOarIdMatchesQuery,
        response: { 200: ZOarIdRegistration },
      },
    },
    async (request) => oarIds.reject(principalOf(request), request.query.ids, request.ctx),
  );

  api.get(
    `${BASE}/rmi-cid`,
    {
      config: { access: PROFILE_COMPLETERS },
      schema: {
        tags,
        summary: 'A facility of the RMI list by its Facility ID: metal, name, state/province/region and country location',
        querystring: ZRmiCidQuery,
        response: { 200: ZRmiFacility },
      },
    },
    async (request) => rmiList.lookUp(principalOf(request), request.query.facilityId),
  );

  api.post(
    '/api/rmi-facilities/import',
    {
      config: { access: SUPER_ADMIN_ONLY, multipartFiles: 'file' },
      schema: {
        tags,
        summary:
          'Replace the RMI facility list with a CSV or xlsx (columns: Metal, Facility ID, Facility name, State/Province/Region, Country location); a file with errors changes nothing',
        response: { 200: ZRmiListImportResult },
      },
    },
    async (request) => rmiList.import(principalOf(request), await readSingleFile(request), request.ctx),
  );
}
