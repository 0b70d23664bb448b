import {
  CONFIGURATION_BUNDLE_FORMAT,
  CONFIGURATION_BUNDLE_VERSION,
  ZConfigurationBundle,
  ZConfigurationImportSummary,
} from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerJsonAsFile } from '../../../core/download.ts';
import { principalOf, type RouteAccess } from '../../../core/route-access.ts';
import type { ConfigurationBundleService } from './bundle-import.ts';

const SUPER_ADMIN_ONLY: RouteAccess = { roleCodes: ['SUPER_ADMIN'] };
/** Logos and facility-group templates travel inside the bundle, base64-encoded. */
const IMPORT_BODY_LIMIT = 40 * 1024 * 1024;

/**
 * Only the envelope is checked here: the service reads the version first, so a newer or foreign
 * file is refused with its reason instead of a list of field errors.
 */
const ZBundleEnvelope = z.looseObject({
  format: z.string().describe(`"${CONFIGURATION_BUNDLE_FORMAT}"`),
  version: z.number().int().describe(`Bundle version; this system reads versions up to ${CONFIGURATION_BUNDLE_VERSION}`),
});

export async function configurationBundleRoutes(api: FastifyInstance, { bundles }: { bundles: ConfigurationBundleService }) {
  const tags = ['Configuration'];
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/configuration/export',
    {
      config: { access: SUPER_ADMIN_ONLY },
      schema: {
        tags,
        summary: 'The whole configuration as one versioned JSON bundle, every reference by name',
        response: { 200: ZConfigurationBundle },
      },
    },
    async (request, reply) => {
      offerJsonAsFile(reply, 'configuration.json');
      return bundles.export(principalOf(request));
    },
  );

  app.post(
    '/api/configuration/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: SUPER_ADMIN_ONLY, configurationWrite: true },
      schema: {
        tags,
        summary:
          'Load a bundle from GET /api/configuration/export into an unconfigured system (replaces its configuration; all or nothing)',
        body: ZBundleEnvelope,
        response: { 200: ZConfigurationImportSummary },
      },
    },
    async (request) => bundles.import(request.body, principalOf(request), request.ctx),
  );
}
