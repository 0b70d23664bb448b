import {
  ZBusinessPartner,
  ZBusinessPartnerDetail,
  ZBusinessPartnerPage,
  ZFacilityPartnerSearchQuery,
  ZInviteBroker,
  ZInviteProcessingPartner,
  ZInviteTransporter,
  ZPartnerCandidatePage,
  ZPartnerFacilityId,
  ZPartnerInvitationCheck,
  ZPartnerInvitationVerdict,
  ZPartnerListQuery,
  ZPartnerRoles,
  ZPartnershipId,
  ZPartnerSearchQuery,
  ZTransactionPartnerPage,
  ZTransactionPartnerQuery,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { PartnerInvitationsService } from './partner-invitations.service.ts';
import type { PartnersService } from './partners.service.ts';
import type { TransactionPartnersService } from './transaction-partners.service.ts';

/** Managing partners is for producers holding INVITE_PARTNERS; the service scopes everything to the caller's facility. */
const PARTNER_MANAGERS: RouteAccess = { permissions: ['INVITE_PARTNERS'], roleTypes: ['Producer'] };
const picker = (permission: string): RouteAccess => ({ permissions: [permission], roleTypes: ['Producer'] });

export interface PartnersRoutesOptions {
  partners: PartnersService;
  invitations: PartnerInvitationsService;
  transactionPartners: TransactionPartnersService;
}

/** The specification's partner calls (spec §7 "Facilities and partners" and the transaction pickers), at exactly its paths. */
export async function partnersRoutes(app: FastifyInstance, { partners, invitations, transactionPartners }: PartnersRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partners'];

  api.get(
    '/partners/roles',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary:
          'What the caller may add: processing roles next to its own on the supply-chain map (supplier: it buys from them; buyer: they buy from it), and whether transporters and brokers',
        response: { 200: ZPartnerRoles },
      },
    },
    async (request) => partners.roles(principalOf(request)),
  );

  api.get(
    '/partners/search/facilities',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary:
          "Facilities that may become processing partners: roles next to the caller's on the map (optionally one roleId), not yet partners; key matches name, OS ID or registration number",
        querystring: ZFacilityPartnerSearchQuery,
        response: { 200: ZPartnerCandidatePage },
      },
    },
    async (request) => partners.searchFacilities(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/partners/search/transporters',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary: "Transporters that are not yet the caller's partners",
        querystring: ZPartnerSearchQuery,
        response: { 200: ZPartnerCandidatePage },
      },
    },
    async (request) => partners.searchTransporters(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/partners/search/brokers',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary: "Brokers that are not yet the caller's partners",
        querystring: ZPartnerSearchQuery,
        response: { 200: ZPartnerCandidatePage },
      },
    },
    async (request) => partners.searchBrokers(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/partners/search/broker-partners',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary: "Search the facilities a broker the caller invites may list as its own partners (the caller's processing partners)",
        querystring: ZPartnerSearchQuery,
        response: { 200: ZPartnerCandidatePage },
      },
    },
    async (request) => partners.brokerPartnerCandidates(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/brokers/invitable-partners',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary:
          "The caller's processing partners that may be attached to a broker it invites (partnerIds of POST /partners/invite/brokers)",
        querystring: ZPartnerSearchQuery,
        response: { 200: ZPartnerCandidatePage },
      },
    },
    async (request) => partners.brokerPartnerCandidates(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/partners/all',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary: "The caller's business partners, filtered by kind and key, sorted by name, role or since",
        querystring: ZPartnerListQuery,
        response: { 200: ZBusinessPartnerPage },
      },
    },
    async (request) => partners.list(principalOf(request), request.query, request.ctx),
  );

  api.post(
    '/partners/',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary: 'Check an invitation of any kind without saving it: valid, or the problems by field',
        body: ZPartnerInvitationCheck,
        response: { 200: ZPartnerInvitationVerdict },
      },
    },
    async (request) => invitations.check(principalOf(request), request.body, request.ctx),
  );

  api.post(
    '/partners/invite',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary:
          "Add a processing partner: an existing facility (facilityId), or a new facility of a role next to the caller's on the map with its first user, who is e-mailed an invitation. 422 when the role is not next to the caller's, 409 when the e-mail is taken",
        body: ZInviteProcessingPartner,
        response: { 201: ZBusinessPartner },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await invitations.inviteProcessingPartner(principalOf(request), request.body, request.ctx)),
  );

  api.post(
    '/partners/invite/transporters',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary:
          'Add a transporter: an existing one (facilityId), or a new located transporter with its first user, who is e-mailed an invitation',
        body: ZInviteTransporter,
        response: { 201: ZBusinessPartner },
      },
    },
    async (request, reply) => reply.code(201).send(await invitations.inviteTransporter(principalOf(request), request.body, request.ctx)),
  );

  api.post(
    '/partners/invite/brokers',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary:
          "Add a broker, existing or new (located, with its first user invited); partnerIds among the caller's processing partners become the broker's own partners",
        body: ZInviteBroker,
        response: { 201: ZBusinessPartner },
      },
    },
    async (request, reply) => reply.code(201).send(await invitations.inviteBroker(principalOf(request), request.body, request.ctx)),
  );

  api.delete(
    '/partners/:id',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary: "End a partnership the caller's facility is a side of (both sides stop seeing each other)",
        params: ZPartnershipId,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await partners.remove(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );

  api.get(
    '/facilities/:id/business-partner',
    {
      config: { access: PARTNER_MANAGERS },
      schema: {
        tags,
        summary: "A partner facility's details, with a farm group's farms; 404 unless it is the caller's partner",
        params: ZPartnerFacilityId,
        response: { 200: ZBusinessPartnerDetail },
      },
    },
    async (request) => partners.businessPartner(principalOf(request), request.params.id, request.ctx),
  );

  // Transaction pickers (purchases, sales, transports)

  api.get(
    '/api/partners/sellers',
    {
      config: { access: picker('LOG_PURCHASE') },
      schema: {
        tags,
        summary:
          'Partners a purchase may name as seller: roles the caller buys from on the map (optionally only those making productDefinitionId), and with ALLOW_PURCHASE_INTERMEDIARIES brokers dealing with them; farm groups list their farms',
        querystring: ZTransactionPartnerQuery,
        response: { 200: ZTransactionPartnerPage },
      },
    },
    async (request) => transactionPartners.sellers(principalOf(request), request.query),
  );

  api.get(
    '/api/partners/purchasers',
    {
      config: { access: picker('LOG_SALE') },
      schema: {
        tags,
        summary:
          'Partners a sale may name as purchaser: roles buying from the caller on the map, and with ALLOW_SALE_INTERMEDIARIES brokers dealing with them',
        querystring: ZTransactionPartnerQuery,
        response: { 200: ZTransactionPartnerPage },
      },
    },
    async (request) => transactionPartners.purchasers(principalOf(request), request.query),
  );

  api.get(
    '/api/partners/transporters',
    {
      config: { access: picker('LOG_TRANSPORT') },
      schema: {
        tags,
        summary: "The caller's transporter partners, for a transport",
        querystring: ZPartnerSearchQuery,
        response: { 200: ZTransactionPartnerPage },
      },
    },
    async (request) => transactionPartners.transporters(principalOf(request), request.query),
  );
}
