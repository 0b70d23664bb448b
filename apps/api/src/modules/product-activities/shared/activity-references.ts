import type { TLanguage } from '@opentrace/domain';
import type { Database, Executor } from '../../../db/client.ts';
import type { Clock } from '../../../core/clock.ts';
import type { FileStorage } from '../../../lib/storage/index.ts';
import type { AccessCache } from '../../../lib/access-cache.ts';
import type { Principal } from '../../../core/principal.ts';
import { type LoadedDefinition, loadActivityDefinitions } from './activity-definitions.ts';
import { authorizedFacilityOf } from '../../../core/policy.ts';
import { notAProducer } from '../product-activities.policy.ts';
import { type ActivityFacility, loadRegisteredFacility } from './activity-facility.ts';

/**
 * What every product activity reads before it starts: the caller's facility with its place on the
 * map, and the product definitions it handles. They change only when an administrator reconfigures
 * the system or a profile, so they are kept in the access cache, which PostgreSQL's change
 * announcements empty (their tables are in ACCESS_SOURCE_TABLES). Where nothing announces changes
 * (a script without a listening connection), the cache stores nothing and every read goes to the
 * database.
 */
export class ActivityReferences {
  constructor(private readonly cache: AccessCache) {}

  /** The caller's facility once the policy let it take part; refused unless the facility is registered. */
  async facility(db: Executor, principal: Principal): Promise<ActivityFacility> {
    const facilityId = authorizedFacilityOf(principal);
    const facility = await this.cache.get(`activity-facility:${facilityId}`, () => loadRegisteredFacility(db, facilityId));
    if (!facility) throw notAProducer();
    return facility;
  }

  /** Live definitions among `ids`, translated into `language`. */
  async definitions(db: Executor, ids: readonly string[], language: TLanguage): Promise<Map<string, LoadedDefinition>> {
    const key = `activity-definitions:${language}:${[...new Set(ids)].sort().join(',')}`;
    return this.cache.get(key, () => loadActivityDefinitions(db, ids, language));
  }
}

/** What the product-activity modules are built from. */
export interface ActivityModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  references: ActivityReferences;
}
