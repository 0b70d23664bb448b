import {
  ZAddLineInput,
  ZCalculatedField,
  ZCalculatedFieldInput,
  ZDeletionImpactsQuery,
  ZFormulaCheck,
  ZMapImpacts,
  ZNodeOutputsInput,
  ZNodePositionsInput,
  ZStartChainInput,
  ZSupplyChainMap,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { SupplyChainService } from './supply-chain.service.ts';

const SUPER_ADMIN_ONLY: RouteAccess = { roleCodes: ['SUPER_ADMIN'] };
const SIGNED_IN: RouteAccess = {};
const tags = ['supply-chain'];
const ZRoleParams = z.object({ roleId: z.uuid() });
const ZIdParams = z.object({ id: z.uuid() });

/** The supply-chain map (wizard step 4): reads for every signed-in user, writes for the super administrator while configuring. */
export async function supplyChainRoutes(app: FastifyInstance, { supplyChain }: { supplyChain: SupplyChainService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const write = { access: SUPER_ADMIN_ONLY, configurationWrite: true };

  api.get(
    '/api/supply-chain-nodes',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The whole map: nodes, lines, outputs and calculated fields (with broken flags)',
        response: { 200: ZSupplyChainMap },
      },
    },
    async (request) => supplyChain.getMap(principalOf(request)),
  );

  api.post(
    '/api/supply-chain-nodes/chains',
    {
      config: write,
      schema: {
        tags,
        summary: 'Select the initial role, or add another flow: a raw-material extractor starts a new chain',
        body: ZStartChainInput,
        response: { 201: ZSupplyChainMap },
      },
    },
    async (request, reply) => reply.code(201).send(await supplyChain.startChain(principalOf(request), request.body, request.ctx)),
  );

  api.post(
    '/api/supply-chain-nodes/lines',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a downstream supplier: roleId buys from fromRoleId',
        body: ZAddLineInput,
        response: { 201: ZSupplyChainMap },
      },
    },
    async (request, reply) => reply.code(201).send(await supplyChain.addLine(principalOf(request), request.body, request.ctx)),
  );

  api.get(
    '/api/supply-chain-nodes/deletion-impacts',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Preview what deleting a line or a node removes and impacts',
        querystring: ZDeletionImpactsQuery,
        response: { 200: ZMapImpacts },
      },
    },
    async (request) => supplyChain.deletionImpacts(principalOf(request), request.query),
  );

  api.delete(
    '/api/supply-chain-nodes/lines/:id',
    {
      config: write,
      schema: { tags, summary: 'Delete a line, cascading down the chain', params: ZIdParams, response: { 200: ZMapImpacts } },
    },
    async (request) => supplyChain.deleteLine(principalOf(request), request.params.id, request.ctx),
  );

  api.delete(
    '/api/supply-chain-nodes/:roleId',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a role from the map, cascading down the chain',
        params: ZRoleParams,
        response: { 200: ZMapImpacts },
      },
    },
    async (request) => supplyChain.deleteNode(principalOf(request), request.params.roleId, request.ctx),
  );

  api.post(
    '/api/supply-chain-nodes/:roleId/update-impacts',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Preview what changing a node’s output products impacts (nothing is saved)',
        params: ZRoleParams,
        body: ZNodeOutputsInput,
        response: { 200: ZMapImpacts },
      },
    },
    async (request) => supplyChain.outputImpacts(principalOf(request), request.params.roleId, request.body.outputProductDefinitionIds),
  );

  api.put(
    '/api/supply-chain-nodes/:roleId/outputs',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a node’s output products',
        params: ZRoleParams,
        body: ZNodeOutputsInput,
        response: { 200: ZSupplyChainMap },
      },
    },
    async (request) =>
      supplyChain.updateOutputs(principalOf(request), request.params.roleId, request.body.outputProductDefinitionIds, request.ctx),
  );

  api.put(
    '/api/supply-chain-nodes/positions',
    {
      config: write,
      schema: { tags, summary: 'Save where the nodes sit on the canvas', body: ZNodePositionsInput, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await supplyChain.savePositions(principalOf(request), request.body, request.ctx);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/calculated-fields/validate',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Check a calculated field without saving it',
        body: ZCalculatedFieldInput,
        response: { 200: ZFormulaCheck },
      },
    },
    async (request) => supplyChain.validateCalculatedField(principalOf(request), request.body, request.ctx),
  );

  api.post(
    '/api/calculated-fields',
    {
      config: write,
      schema: { tags, summary: 'Create a calculated field on a node', body: ZCalculatedFieldInput, response: { 201: ZCalculatedField } },
    },
    async (request, reply) =>
      reply.code(201).send(await supplyChain.createCalculatedField(principalOf(request), request.body, request.ctx)),
  );

  api.put(
    '/api/calculated-fields/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Edit a calculated field',
        params: ZIdParams,
        body: ZCalculatedFieldInput,
        response: { 200: ZCalculatedField },
      },
    },
    async (request) => supplyChain.updateCalculatedField(principalOf(request), request.params.id, request.body, request.ctx),
  );

  api.delete(
    '/api/calculated-fields/:id',
    {
      config: write,
      schema: { tags, summary: 'Delete a calculated field', params: ZIdParams, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await supplyChain.deleteCalculatedField(principalOf(request), request.params.id, request.ctx);
      return reply.code(204).send();
    },
  );
}
