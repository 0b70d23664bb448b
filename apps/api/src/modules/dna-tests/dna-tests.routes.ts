import {
  ZDnaPartyPage,
  ZDnaPartyQuery,
  ZDnaProductCheck,
  ZDnaProductCheckQuery,
  ZDnaTestBlobParams,
  ZDnaTestDetail,
  ZDnaTestId,
  ZDnaTestListQuery,
  ZDnaTestPage,
  ZIsotopicDnaTestInput,
  ZSyntheticDnaTestInput,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../core/download.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { DnaTestsService } from './dna-tests.service.ts';

/** Spec §6: the DNA group's VIEW_DNA_TEST_RESULTS and LOG_DNA_TEST_RESULTS. */
const READERS: RouteAccess = { permissions: ['VIEW_DNA_TEST_RESULTS', 'LOG_DNA_TEST_RESULTS'] };
const LOGGERS: RouteAccess = { permissions: ['LOG_DNA_TEST_RESULTS'] };

export interface DnaTestsRoutesOptions {
  tests: DnaTestsService;
}

/** DNA tests under /api/dna-tests. */
export async function dnaTestsRoutes(app: FastifyInstance, { tests }: DnaTestsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dna-tests'];
  const readers = { access: READERS };
  const loggers = { access: LOGGERS };

  api.get(
    '/api/dna-tests',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'Logged DNA tests, newest test date first by default; with VIEW_DNA_TEST_RESULTS every test, otherwise those the caller logged. Search by product code or QR code (in any of the forms a label or a screen shows, or a label link), facility name or DNA number',
        querystring: ZDnaTestListQuery,
        response: { 200: ZDnaTestPage },
      },
    },
    async (request) => tests.list(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/dna-tests/parties',
    {
      config: readers,
      schema: {
        tags,
        summary:
          "Facilities a test may name: kind=requester, producers whose people sign in (LOG_DNA_TEST_RESULTS only: the form's field); kind=supplier, producers whose role may assign DNA identifiers (also the list's supplier filter)",
        querystring: ZDnaPartyQuery,
        response: { 200: ZDnaPartyPage },
      },
    },
    async (request) => tests.parties(principalOf(request), request.query, request.ctx),
  );

  api.get(
    '/api/dna-tests/product-check',
    {
      config: loggers,
      schema: {
        tags,
        summary:
          "Whether the supplier made a product with this code, QR code or label link (the form's inline check); never what it should carry",
        querystring: ZDnaProductCheckQuery,
        response: { 200: ZDnaProductCheck },
      },
    },
    async (request) => tests.checkProduct(principalOf(request), request.query, request.ctx),
  );

  api.post(
    '/api/dna-tests/synthetic',
    {
      config: loggers,
      schema: {
        tags,
        summary:
          "Log a synthetic-marking test. PASSED when the detected identifiers include the product's DNA identifier, or nothing was detected on a product that has none; FAILED otherwise",
        body: ZSyntheticDnaTestInput,
        response: { 201: ZDnaTestDetail },
      },
    },
    async (request, reply) => reply.code(201).send(await tests.recordSynthetic(principalOf(request), request.body, request.ctx)),
  );

  api.post(
    '/api/dna-tests/isotopic',
    {
      config: loggers,
      schema: {
        tags,
        summary:
          "Log an isotopic-origin test. PASSED only when the countries are exactly the product's traced origin countries (its upstream extractors' countries and the countries of manual products on its path)",
        body: ZIsotopicDnaTestInput,
        response: { 201: ZDnaTestDetail },
      },
    },
    async (request, reply) => reply.code(201).send(await tests.recordIsotopic(principalOf(request), request.body, request.ctx)),
  );

  api.get(
    '/api/dna-tests/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'A test with every field, its proofs and whether the reader may delete it',
        params: ZDnaTestId,
        response: { 200: ZDnaTestDetail },
      },
    },
    async (request) => tests.get(principalOf(request), request.params.id, request.ctx),
  );

  api.delete(
    '/api/dna-tests/:id',
    {
      config: loggers,
      schema: {
        tags,
        summary: "Delete a test (its logger, or a logger who sees every test); it stops counting in the supplier's risk",
        params: ZDnaTestId,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await tests.delete(principalOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/dna-tests/:id/files/:blobName',
    {
      config: { ...readers, fileResponse: 'application/octet-stream' },
      schema: { tags, summary: 'A proof of the test', params: ZDnaTestBlobParams },
    },
    async (request, reply) =>
      sendDownload(reply, await tests.downloadFile(principalOf(request), request.params.id, request.params.blobName)),
  );
}
