import type { Readable } from 'node:stream';
import {
  roleNameIn,
  type THistoryPage,
  type THistoryQuery,
  type TOverviewRanges,
  overviewRanges,
  windowContaining,
} from '@opentrace/domain';
import type { Database } from '../../../db/client.ts';
import type { ActivityReferences } from '../shared/activity-references.ts';
import { AppError } from '../../../core/app-error.ts';
import type { Clock } from '../../../core/clock.ts';
import type { FileStorage } from '../../../lib/storage/storage.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import { productActivitiesPolicy } from '../product-activities.policy.ts';
import { planDocumentsZip } from './documents-plan.ts';
import { streamDocumentsZip } from './documents-zip.ts';
import { findDefinitionNames, findEventDetails, findEventPage, findFacilityEvent, findFacilityNames } from './histories.repository.ts';
import { counterpartIdOf, definitionIdOf, documentGroupsOf, presentHistoryEvent } from './history-view.ts';
import { READ_SNAPSHOT, readRange } from './overview-range.ts';

const ONE_MILLISECOND = 1;

export interface DocumentsDownload {
  fileName: string;
  stream: Readable;
}

/** The caller facility's activity history, its documents and the periods the Overview offers (DOMAIN.md §5.6). */
export class HistoriesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
    private readonly references: ActivityReferences,
  ) {}

  async list(principal: Principal, query: THistoryQuery, context: RequestContext): Promise<THistoryPage> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const range = readRange(query.from, query.to, context);
    return this.db.transaction(async (tx) => {
      const facility = await this.references.facility(tx, principal);
      const [extractor] = facility.extractorSuppliers;
      const { rows, total } = await findEventPage(tx, facility.id, { type: query.type, ...range }, query);
      const details = await findEventDetails(tx, rows);
      const facilityNames = await findFacilityNames(
        tx,
        rows.flatMap((row) => counterpartIdOf(row, details) ?? []),
      );
      const definitions = await findDefinitionNames(
        tx,
        rows.flatMap((row) => definitionIdOf(row, details) ?? []),
      );
      const names = {
        facilities: facilityNames,
        definitions: new Map(
          [...definitions].map(([id, definition]) => [id, definition.translations[context.language]?.trim() || definition.name]),
        ),
        nonParticipatingRoleName: extractor ? roleNameIn(extractor, context.language) : null,
      };
      return { items: rows.map((row) => presentHistoryEvent(row, details, names)), total, page: query.page, perPage: query.perPage };
    }, READ_SNAPSHOT);
  }

  /** The event's documents as a zip; another facility's event answers like an unknown one. */
  async documents(principal: Principal, eventId: string): Promise<DocumentsDownload> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const entries = await this.db.transaction(async (tx) => {
      const facility = await this.references.facility(tx, principal);
      const event = await findFacilityEvent(tx, facility.id, eventId);
      if (!event) throw new AppError('NOT_FOUND', { messageKey: 'overview.eventNotFound' });
      return planDocumentsZip(documentGroupsOf(event, await findEventDetails(tx, [event])));
    }, READ_SNAPSHOT);
    if (entries.length === 0) throw new AppError('NOT_FOUND', { messageKey: 'overview.noDocuments' });
    const now = this.clock.now();
    return { fileName: `documents-${now.toISOString().slice(0, 10)}.zip`, stream: streamDocumentsZip(this.storage, entries, now) };
  }

  /**
   * Mass balance: one range, reconciliation start → now. Seasons (product segregation, extractors):
   * one range per season, newest first, each ending the millisecond before the next begins.
   */
  async dateRanges(principal: Principal): Promise<TOverviewRanges> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const facility = await this.references.facility(this.db, principal);
    const rule = facility.window;
    const ranges = overviewRanges(rule, this.clock.now()).map((range) => ({
      from: range.start.toISOString(),
      to: (rule.kind === 'season' ? new Date(range.end.getTime() - ONE_MILLISECOND) : range.end).toISOString(),
    }));
    return { rule: rule.kind, ranges };
  }

  /** The start of the current season of the nearest extractor upstream, or of the caller's own. */
  async seasonStartTime(principal: Principal): Promise<{ seasonStartAt: string }> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const facility = await this.references.facility(this.db, principal);
    const extractor = facility.role.isRawMaterialExtractor ? facility.role : facility.upstreamExtractor;
    if (!extractor) throw new AppError('UNPROCESSABLE', { messageKey: 'overview.noUpstreamExtractor' });
    const season = extractor.season.kind === 'unbounded' ? null : windowContaining(extractor.season, this.clock.now());
    if (!season) throw new AppError('UNPROCESSABLE', { messageKey: 'overview.noCurrentSeason', params: { role: extractor.name } });
    return { seasonStartAt: season.start.toISOString() };
  }
}
