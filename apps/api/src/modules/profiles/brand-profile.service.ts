import { type TBrandProfile, type TBrandProfileFields, type TFieldError, type TLanguage } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import { authorizedFacilityOf } from '../../core/policy.ts';
import { profilesPolicy } from './profiles.policy.ts';
import { downloadUrlOf, type FilesService, findFileByBlobName } from '../files/index.ts';
import type { IncomingFile } from '../../core/multipart.ts';
import { findFacilityWithRole, findFileById, stampProfileUpdated, updateFacility } from './facility-profile.repository.ts';
import { locationProblems, type TLocationLevel } from './location-rules.ts';
import { describePlace, loadLocations } from './profile-view.ts';

const LOCATION_FIELDS: Record<TLocationLevel, string> = { country: 'countryId', province: 'provinceId', district: 'districtId' };

/**
 * A brand's extended profile (DOMAIN.md §1.4 "Brand onboard"): name, logo, headquarters and street
 * address. Any user of the brand reads it; its Admin users change it, and saving completes the
 * saver's onboarding.
 */
export class BrandProfileService {
  constructor(
    private readonly db: Database,
    private readonly files: FilesService,
    private readonly clock: Clock,
  ) {}

  async read(principal: Principal, language: TLanguage): Promise<TBrandProfile> {
    await profilesPolicy.authorize(principal, 'readOwnProfile', null);
    const facilityId = authorizedFacilityOf(principal);
    const found = await findFacilityWithRole(this.db, facilityId);
    if (!found) throw new AppError('NOT_FOUND', { messageKey: 'profile.noOrganisation' });
    const { facility } = found;
    const [rows, logo] = await Promise.all([
      loadLocations(this.db, [facility], []),
      facility.logoFileId ? findFileById(this.db, facility.logoFileId) : undefined,
    ]);
    return {
      id: facility.id,
      name: facility.name,
      address: facility.address,
      ...describePlace(facility, rows, language),
      logo: logo ? { url: downloadUrlOf(logo.blobName), name: logo.originalName } : null,
      mayEdit: principal.userType === 'Admin',
    };
  }

  /**
   * Checks the fields before the logo is stored, so a refused save leaves no file behind; the logo
   * goes through the upload rules (logo types by their content, at most 10 MB).
   */
  async save(
    principal: Principal,
    fields: TBrandProfileFields,
    logo: IncomingFile | undefined,
    context: RequestContext,
  ): Promise<TBrandProfile> {
    await profilesPolicy.authorize(principal, 'saveBrandProfile', null);
    const facilityId = authorizedFacilityOf(principal);
    const location = { countryId: fields.countryId, provinceId: fields.provinceId, districtId: fields.districtId };
    const found = await locationProblems(this.db, location, { mode: 'organisation' });
    const problems: TFieldError[] = (Object.entries(found) as [TLocationLevel, NonNullable<(typeof found)[TLocationLevel]>][]).map(
      ([level, key]) => ({
        path: LOCATION_FIELDS[level],
        message: context.t(key),
      }),
    );
    if (problems.length > 0) throw AppError.validation(problems);

    const logoFileId = logo ? await this.storeLogo(principal, logo) : undefined;
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await updateFacility(tx, facilityId, {
        name: fields.name,
        address: fields.address,
        ...location,
        ...(logoFileId ? { logoFileId } : {}),
        updatedAt: now,
      });
      await stampProfileUpdated(tx, principal.userId, now);
    });
    await context.audit({ action: 'brands.profile-updated', targetType: 'facility', targetId: facilityId });
    return this.read(principal, context.language);
  }

  private async storeLogo(principal: Principal, logo: IncomingFile): Promise<string> {
    const [stored] = await this.files.upload(principal, 'logo', [logo]);
    const row = stored ? await findFileByBlobName(this.db, stored.blobName) : undefined;
    if (!row) throw new Error('The uploaded logo was not recorded');
    return row.id;
  }
}
