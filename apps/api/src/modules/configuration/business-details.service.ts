import { unfinishedSteps, type TBusinessDetails, type TBusinessDetailsInput, type TMessageKey } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import { configurationPolicy } from './configuration.policy.ts';
import { type DownloadableFile, findFileByBlobName } from '../files/index.ts';
import {
  addCompletedStep,
  clearConfigurationCompleted,
  readBusinessDetails,
  stampConfigurationCompleted,
  unknownCommodities,
  updateBusinessDetails,
} from './business-details.repository.ts';

/** Anyone may fetch the logo (it shows on the sign-in page); this is its address. */
export const APP_LOGO_FILE_URL = '/api/app-logo/file';

/** The installation's profile, the wizard's progress, and the configure / switch-back switch. */
export class BusinessDetailsService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<TBusinessDetails> {
    const row = await readBusinessDetails(this.db);
    return {
      systemName: row.systemName,
      logoUrl: row.logoFileId ? APP_LOGO_FILE_URL : null,
      logoBlobName: row.logoBlobName,
      isGpsEnabled: row.isGpsEnabled,
      sector: row.sector,
      selectedCommodities: row.selectedCommodities,
      completedSteps: row.completedSteps,
      completedConfiguringSystemAt: row.completedConfiguringSystemAt?.toISOString() ?? null,
    };
  }

  /** Step 1: saving the profile also marks the step finished. */
  async update(principal: Principal, input: TBusinessDetailsInput, context: RequestContext): Promise<TBusinessDetails> {
    await configurationPolicy.authorize(principal, 'configure', null);
    const unknown = await unknownCommodities(this.db, input.selectedCommodities);
    if (unknown.length > 0) {
      throw AppError.validation(
        unknown.map((name) => ({
          path: `selectedCommodities.${input.selectedCommodities.indexOf(name)}`,
          message: context.t('configuration.unknownCommodity', { name }),
        })),
      );
    }
    let logoFileId: string | null = null;
    if (input.logoBlobName) {
      const file = await findFileByBlobName(this.db, input.logoBlobName);
      if (!file || file.deletedAt) throw AppError.validation([{ path: 'logoBlobName', message: context.t('configuration.logoNotFound') }]);
      if (file.purpose !== 'logo') throw AppError.validation([{ path: 'logoBlobName', message: context.t('configuration.logoWrongKind') }]);
      logoFileId = file.id;
    }
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await updateBusinessDetails(tx, {
        systemName: input.systemName,
        logoFileId,
        isGpsEnabled: input.isGpsEnabled,
        selectedCommodities: [...new Set(input.selectedCommodities)],
        updatedAt: now,
      });
      await addCompletedStep(tx, 1, now);
    });
    await context.audit({ action: 'configuration.profile-saved', targetType: 'business-details', targetId: '1' });
    return this.get();
  }

  async completeStep(principal: Principal, step: number): Promise<TBusinessDetails> {
    await configurationPolicy.authorize(principal, 'configure', null);
    await addCompletedStep(this.db, step, this.clock.now());
    return this.get();
  }

  /** The logo for everyone, or null when none is set or its bytes are gone. */
  async logo(): Promise<DownloadableFile | null> {
    const row = await readBusinessDetails(this.db);
    if (!row.logoBlobName) return null;
    const file = await findFileByBlobName(this.db, row.logoBlobName);
    const stream = file ? await this.storage.get(file.blobName) : null;
    if (!file || !stream) return null;
    return { name: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, stream };
  }

  async configure(principal: Principal, context: RequestContext): Promise<TBusinessDetails> {
    await configurationPolicy.authorize(principal, 'configure', null);
    const details = await readBusinessDetails(this.db);
    if (details.completedConfiguringSystemAt) throw new AppError('CONFLICT', { messageKey: 'configuration.alreadyCompleted' });
    const unfinished = unfinishedSteps(details.completedSteps);
    if (unfinished.length > 0) {
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'configuration.stepsUnfinished',
        params: { steps: unfinished.map((step) => context.t(`configuration.step.${step}` as TMessageKey)).join(', ') },
        details: { unfinishedSteps: unfinished },
      });
    }
    if (!details.systemName.trim()) throw new AppError('UNPROCESSABLE', { messageKey: 'configuration.systemNameMissing' });
    if (!(await stampConfigurationCompleted(this.db, this.clock.now()))) {
      throw new AppError('CONFLICT', { messageKey: 'configuration.alreadyCompleted' });
    }
    await context.audit({ action: 'configuration.completed', targetType: 'business-details', targetId: '1' });
    return this.get();
  }

  async switchToConfiguration(principal: Principal, context: RequestContext): Promise<TBusinessDetails> {
    await configurationPolicy.authorize(principal, 'configure', null);
    if (!(await clearConfigurationCompleted(this.db, this.clock.now()))) {
      throw new AppError('UNPROCESSABLE', { messageKey: 'configuration.notCompleted' });
    }
    await context.audit({ action: 'configuration.reopened', targetType: 'business-details', targetId: '1' });
    return this.get();
  }
}
