import { ZCertification, ZChainOfCustodyOption, ZFarmCertification } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../core/route-access.ts';
import type { CertificationsService } from './certifications.service.ts';

/** Fixed reference lists: any signed-in caller filling in or reading a profile may see them. */
const SIGNED_IN = { access: {} };

export async function certificationsRoutes(app: FastifyInstance, { lookups }: { lookups: CertificationsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['facilities'];
  const inLanguage = "Each `name` is in the `Language` header's language; `translations` holds every language.";
  const facilityCertifications = {
    config: SIGNED_IN,
    schema: {
      tags,
      summary: 'Facility certifications (GRS, BCI, GOTS, organic cotton, Leather Working Group, OEKO Tex, Other)',
      description: inLanguage,
      response: { 200: z.array(ZCertification) },
    },
  };

  // The specification's path; DOMAIN.md names the same list /facilities/certifications.
  api.get('/z/certifications', facilityCertifications, async (request) =>
    lookups.facilityCertifications(principalOf(request), request.language),
  );
  api.get('/facilities/certifications', facilityCertifications, async (request) =>
    lookups.facilityCertifications(principalOf(request), request.language),
  );

  api.get(
    '/facilities/farm-certifications',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Cotton certifications of farms and lots, then "No Certification" (farm records only)',
        description: inLanguage,
        response: { 200: z.array(ZFarmCertification) },
      },
    },
    async (request) => lookups.farmCertifications(principalOf(request), request.language),
  );

  api.get(
    '/facilities/chain-of-custody',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Chain-of-custody models: Product Segregation, Mass balance',
        description: inLanguage,
        response: { 200: z.array(ZChainOfCustodyOption) },
      },
    },
    async (request) => lookups.chainOfCustodyOptions(principalOf(request), request.language),
  );
}
