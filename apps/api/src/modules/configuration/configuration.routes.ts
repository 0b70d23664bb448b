import { ZAppLogo, ZBusinessDetails, ZBusinessDetailsInput, ZCompletedStepInput, ZRiskMethod, ZRiskMethodInput } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import { APP_LOGO_FILE_URL, type BusinessDetailsService } from './business-details.service.ts';
import type { RiskMethodService } from './risk-method.service.ts';

const SUPER_ADMIN_ONLY: RouteAccess = { roleCodes: ['SUPER_ADMIN'] };

export interface ConfigurationRoutesOptions {
  businessDetails: BusinessDetailsService;
  riskMethod: RiskMethodService;
}

export async function configurationRoutes(app: FastifyInstance, { businessDetails, riskMethod }: ConfigurationRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['configuration'];

  api.get(
    '/api/business-details',
    {
      config: { access: {} },
      schema: { tags, summary: 'The installation profile and the wizard progress', response: { 200: ZBusinessDetails } },
    },
    async () => businessDetails.get(),
  );

  api.put(
    '/api/business-details',
    {
      config: { access: SUPER_ADMIN_ONLY, configurationWrite: true },
      schema: {
        tags,
        summary: 'Wizard step 1: system name, logo, location services, commodities',
        body: ZBusinessDetailsInput,
        response: { 200: ZBusinessDetails },
      },
    },
    async (request) => businessDetails.update(principalOf(request), request.body, request.ctx),
  );

  api.post(
    '/api/business-details/completed-steps',
    {
      config: { access: SUPER_ADMIN_ONLY, configurationWrite: true },
      schema: { tags, summary: 'Record a finished wizard step (1–7)', body: ZCompletedStepInput, response: { 200: ZBusinessDetails } },
    },
    async (request) => businessDetails.completeStep(principalOf(request), request.body.step),
  );

  api.get(
    '/api/business-details/gps-status',
    {
      config: { access: {} },
      schema: { tags, summary: 'Whether location services are on', response: { 200: z.object({ isGpsEnabled: z.boolean() }) } },
    },
    async () => ({ isGpsEnabled: (await businessDetails.get()).isGpsEnabled }),
  );

  api.get(
    '/api/business-details/selected-commodities',
    {
      config: { access: {} },
      schema: { tags, summary: 'The commodities this installation trades', response: { 200: z.array(z.string()) } },
    },
    async () => (await businessDetails.get()).selectedCommodities,
  );

  api.post(
    '/api/business-details/configuration-systems',
    {
      config: { access: SUPER_ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Wizard step 8: complete configuration once steps 1–7 are finished (locks every configuration write)',
        response: { 200: ZBusinessDetails },
      },
    },
    async (request) => businessDetails.configure(principalOf(request), request.ctx),
  );

  api.post(
    '/api/business-details/switch-to-configuration',
    {
      config: { access: SUPER_ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Reopen configuration on a live system (changes may invalidate captured data)',
        response: { 200: ZBusinessDetails },
      },
    },
    async (request) => businessDetails.switchToConfiguration(principalOf(request), request.ctx),
  );

  api.get(
    '/api/app-logo',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Where the logo is (or null) and the system name, shown before sign-in too', response: { 200: ZAppLogo } },
    },
    async () => {
      const details = await businessDetails.get();
      return { url: details.logoUrl, systemName: details.systemName };
    },
  );

  api.get(
    APP_LOGO_FILE_URL,
    {
      config: { access: 'public', fileResponse: 'image/*' },
      schema: { tags, summary: 'The logo image (public: it shows before sign-in)', produces: ['image/*'] },
    },
    async (_request, reply) => {
      const logo = await businessDetails.logo();
      if (!logo) throw new AppError('NOT_FOUND');
      return reply.header('content-type', logo.mimeType).header('content-length', String(logo.sizeBytes)).send(logo.stream);
    },
  );

  api.get(
    '/api/risk-assessment-method',
    {
      config: { access: {} },
      schema: { tags, summary: 'Wizard step 7: the risk method and the weights that apply', response: { 200: ZRiskMethod } },
    },
    async (request) => riskMethod.get(principalOf(request)),
  );

  api.put(
    '/api/risk-assessment-method',
    {
      // Not locked with the rest of the configuration: the method changes no stored data, only how risk is combined,
      // and every facility is recalculated on the job queue after it changes.
      config: { access: SUPER_ADMIN_ONLY },
      schema: {
        tags,
        summary: 'Wizard step 7 and settings: set the risk method and weights; every facility’s risk is recalculated on the job queue',
        body: ZRiskMethodInput,
        response: { 200: ZRiskMethod },
      },
    },
    async (request) => riskMethod.update(principalOf(request), request.body, request.ctx),
  );
}
