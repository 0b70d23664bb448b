import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_RMI_LIST_ROWS, translateMessage, type TRmiFacility, type TRmiListImportResult } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import { sanitiseFileName } from '../../lib/file-name.ts';
import { SEED_DATA_DIR } from '../../lib/paths.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import type { IncomingFile } from '../../core/multipart.ts';
import { countryResolver, findCountries } from '../indicators/index.ts';
import { countRmiFacilities, findRmiFacility, replaceRmiFacilities } from './identifiers.repository.ts';
import { identifiersPolicy } from './identifiers.policy.ts';
import { readRmiList, type RmiListEntry, validateRmiList } from './rmi-list.ts';

/**
 * A few illustrative rows in the RMI's format, so the RMI screens work before a super administrator
 * imports the real list; every name says it is not an RMI record.
 */
const RMI_SAMPLE_FILE = path.join(SEED_DATA_DIR, 'rmi-facilities-sample.csv');

/** The RMI facility list (DOMAIN.md §10.1): the imported one, else the bundled sample. */
export class RmiListService {
  private sample: Promise<RmiListEntry[]> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async lookUp(principal: Principal, facilityId: string): Promise<TRmiFacility> {
    await identifiersPolicy.authorize(principal, 'useIdentifierSystems', null);
    const entry = (await countRmiFacilities(this.db)) > 0 ? await findRmiFacility(this.db, facilityId) : await this.fromSample(facilityId);
    if (!entry) throw new AppError('NOT_FOUND', { messageKey: 'identifiers.rmiFacilityNotFound', params: { facilityId } });
    const country = countryResolver(await findCountries(this.db))(entry.countryLocation);
    return {
      metal: entry.metal,
      facilityId: entry.facilityId,
      facilityName: entry.facilityName,
      stateProvinceRegion: entry.stateProvinceRegion,
      countryLocation: entry.countryLocation,
      countryId: country?.id ?? null,
    };
  }

  /** All or nothing: a file with any bad row changes nothing and lists every row's errors. */
  async import(principal: Principal, file: IncomingFile | undefined, context: RequestContext): Promise<TRmiListImportResult> {
    await identifiersPolicy.authorize(principal, 'importRmiList', null);
    if (!file) throw AppError.validation([{ path: 'file', message: context.t('identifiers.rmiFileMissing') }]);
    if (file.data.length === 0) throw new AppError('UNPROCESSABLE', { messageKey: 'identifiers.rmiFileEmpty' });
    const rows = await readRmiList(file.data, sanitiseFileName(file.fileName));
    if (rows.length > MAX_RMI_LIST_ROWS) {
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'identifiers.rmiTooManyRows',
        params: { count: rows.length, max: MAX_RMI_LIST_ROWS },
      });
    }
    const { entries, errors } = validateRmiList(rows, context.t);
    if (errors.length === 0) {
      const importedAt = this.clock.now();
      await this.db.transaction(async (tx) =>
        replaceRmiFacilities(
          tx,
          entries.map((entry) => ({ ...entry, importedAt })),
        ),
      );
      await context.audit({ action: 'rmiList.imported', targetType: 'rmiList', details: { count: entries.length } });
    }
    return {
      totalItems: rows.length,
      validItems: rows.length - errors.length,
      failedItems: errors.length,
      errors,
      imported: errors.length === 0 ? entries.length : 0,
    };
  }

  private async fromSample(facilityId: string): Promise<RmiListEntry | undefined> {
    this.sample ??= readFile(RMI_SAMPLE_FILE).then(async (data) => {
      const { entries } = validateRmiList(await readRmiList(data, 'rmi-facilities-sample.csv'), (key, params) =>
        translateMessage('en', key, params),
      );
      return entries;
    });
    const wanted = facilityId.trim().toLowerCase();
    return (await this.sample).find((entry) => entry.facilityId.toLowerCase() === wanted);
  }
}
