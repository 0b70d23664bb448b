import { ZBrandProfile, ZBrandProfileFields, ZFacilityProfile } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error.ts';
import { readFileWithFields } from '../../core/multipart.ts';
import { toFieldErrors } from '../../lib/validation-messages.ts';
import { principalOf, type RouteAccess } from '../../core/route-access.ts';
import type { BrandProfileService } from './brand-profile.service.ts';
import type { FacilityProfileService } from './facility-profile.service.ts';

const OWN_ORGANISATION: RouteAccess = { permissions: ['COMPLETE_OWN_PROFILE'], roleTypes: ['Producer', 'Assessor'] };
const BRAND_USERS: RouteAccess = { roleTypes: ['Brand'] };
const BRAND_PROFILE_EDITORS: RouteAccess = { permissions: ['COMPLETE_OWN_PROFILE'], roleTypes: ['Brand'] };
const LOGO_FIELD = 'logo';

export interface FacilitiesRoutesOptions {
  profiles: FacilityProfileService;
  brands: BrandProfileService;
}

export async function profilesRoutes(app: FastifyInstance, { profiles, brands }: FacilitiesRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/facilities/me',
    {
      config: { access: OWN_ORGANISATION },
      schema: {
        tags: ['profiles'],
        summary:
          "The caller's organisation profile: business details, role attributes with answers, location, chain of custody, certifications, goods and what may be chosen",
        description: 'Saved with the account through PUT /api/users (`facility` and `roleAttributes`).',
        response: { 200: ZFacilityProfile },
      },
    },
    async (request) => profiles.read(principalOf(request), request.language),
  );

  api.get(
    '/api/brands/profile',
    {
      config: { access: BRAND_USERS },
      schema: {
        tags: ['profiles'],
        summary: "The caller's brand: name, headquarters, street address and logo URL",
        response: { 200: ZBrandProfile },
      },
    },
    async (request) => brands.read(principalOf(request), request.language),
  );

  api.put(
    '/api/brands/profile',
    {
      config: { access: BRAND_PROFILE_EDITORS, multipartFiles: LOGO_FIELD },
      schema: {
        tags: ['profiles'],
        summary:
          'Brand onboarding (Admin users): multipart fields name, countryId, provinceId, districtId, address and an optional `logo` file',
        description:
          "The logo is png, jpeg, bmp, heic/heif or gif (checked by content), at most 10 MB; without one the stored logo stays. Saving completes the caller's onboarding.",
        response: { 200: ZBrandProfile },
      },
    },
    async (request) => {
      const { fields, file } = await readFileWithFields(request, LOGO_FIELD);
      const parsed = ZBrandProfileFields.safeParse(fields);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          keyword: issue.code,
          instancePath: `/${issue.path.join('/')}`,
          message: issue.message,
          params: { ...issue, input: fields[String(issue.path[0])] },
        }));
        throw AppError.validation(toFieldErrors(issues, 'body', request.language));
      }
      return brands.save(principalOf(request), parsed.data, file, request.ctx);
    },
  );
}
