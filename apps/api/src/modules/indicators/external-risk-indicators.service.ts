import { randomUUID } from 'node:crypto';
import type {
  TExternalRiskIndexInput,
  TExternalRiskIndexPage,
  TExternalRiskIndicator,
  TExternalRiskIndicatorInput,
  TPageQuery,
} from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { INDICATOR_TYPE } from '../../db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { nameKey } from './import-plan.ts';
import {
  countExternalIndicatorsCreatedBy,
  findExternalIndicators,
  findLiveIndicator,
  type IndicatorRow,
  insertIndicators,
  updateIndicator,
} from './indicators.repository.ts';
import { indicatorsPolicy, type RiskIndexAllowance } from './indicators.policy.ts';
import type { Principal } from '../../core/principal.ts';

/**
 * The limits an administrator set for an API user (DOMAIN.md §11); undefined when none were set.
 * The users module owns them and already depends on this module (through configuration), so the
 * app hands the reader in when it wires the modules rather than this module importing users.
 */
export type ApiUserLimitReader = (
  userId: string,
) => Promise<{ maximumCreateExternalRiskIndex: number; editableExternalRiskIndexIds: string[] } | undefined>;

const toExternal = (row: IndicatorRow): TExternalRiskIndicator => ({
  id: row.id,
  name: row.name,
  urls: row.urls ?? [],
  description: row.description ?? '',
  icon: row.icon,
  translations: row.translations,
  isDefault: row.isDefaultExternalRiskIndex,
});

/**
 * Risk sources from outside the system (country indices, the ILAB list, others the administrator
 * adds). The four defaults feed country and product risk, so they can be edited but not deleted.
 * API users call them risk indices and add or edit them within their limits (DOMAIN.md §11).
 */
export class ExternalRiskIndicatorsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly findApiUserLimit: ApiUserLimitReader,
  ) {}

  async list(principal: Principal): Promise<TExternalRiskIndicator[]> {
    await indicatorsPolicy.authorize(principal, 'readIndicators', null);
    return this.all();
  }

  private async all(): Promise<TExternalRiskIndicator[]> {
    return (await findExternalIndicators(this.db)).map(toExternal);
  }

  async page(principal: Principal, query: Pick<TPageQuery, 'page' | 'perPage'>): Promise<TExternalRiskIndexPage> {
    await indicatorsPolicy.authorize(principal, 'readIndicators', null);
    const all = await this.all();
    const start = (query.page - 1) * query.perPage;
    return { items: all.slice(start, start + query.perPage), total: all.length, page: query.page, perPage: query.perPage };
  }

  async create(principal: Principal, input: TExternalRiskIndicatorInput, context: RequestContext): Promise<TExternalRiskIndicator> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    return this.insert(principal, input, context);
  }

  /** An API user's new index, while it has created fewer than its maximum. */
  async createIndex(principal: Principal, input: TExternalRiskIndexInput, context: RequestContext): Promise<TExternalRiskIndicator> {
    await indicatorsPolicy.authorize(principal, 'createRiskIndex', await this.allowanceOf(principal));
    return this.insert(principal, input, context);
  }

  /** An API user edits the indices it created and those its administrator listed for it. */
  async updateIndex(
    principal: Principal,
    id: string,
    input: TExternalRiskIndexInput,
    context: RequestContext,
  ): Promise<TExternalRiskIndicator> {
    const index = await findLiveIndicator(this.db, id);
    if (index?.type !== INDICATOR_TYPE.EXTERNAL_RISK_INDICATOR)
      throw new AppError('NOT_FOUND', { messageKey: 'indicators.externalMissing' });
    await indicatorsPolicy.authorize(principal, 'editRiskIndex', { allowance: await this.allowanceOf(principal), index });
    return this.change(id, input, context);
  }

  private async allowanceOf(principal: Principal): Promise<RiskIndexAllowance> {
    const [limit, created] = await Promise.all([
      this.findApiUserLimit(principal.userId),
      countExternalIndicatorsCreatedBy(this.db, principal.userId),
    ]);
    return {
      created,
      maximum: limit?.maximumCreateExternalRiskIndex ?? 0,
      editableIds: limit?.editableExternalRiskIndexIds ?? [],
    };
  }

  private async insert(
    principal: Principal,
    input: TExternalRiskIndicatorInput | TExternalRiskIndexInput,
    context: RequestContext,
  ): Promise<TExternalRiskIndicator> {
    await this.checkNameFree(input.name, null);
    const id = randomUUID();
    await insertIndicators(this.db, [
      { id, type: INDICATOR_TYPE.EXTERNAL_RISK_INDICATOR, ...input, translations: {}, creatorId: principal.userId },
    ]);
    await context.audit({ action: 'externalRiskIndicators.created', targetType: 'indicator', targetId: id });
    return this.get(id);
  }

  async update(
    principal: Principal,
    id: string,
    input: TExternalRiskIndicatorInput,
    context: RequestContext,
  ): Promise<TExternalRiskIndicator> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    await this.get(id);
    return this.change(id, input, context);
  }

  /** An icon left out (the API's PUT) keeps the current one. */
  private async change(
    id: string,
    input: TExternalRiskIndicatorInput | TExternalRiskIndexInput,
    context: RequestContext,
  ): Promise<TExternalRiskIndicator> {
    await this.checkNameFree(input.name, id);
    await updateIndicator(this.db, id, { ...input, updatedAt: this.clock.now() });
    await context.audit({ action: 'externalRiskIndicators.updated', targetType: 'indicator', targetId: id });
    return this.get(id);
  }

  async remove(principal: Principal, id: string, context: RequestContext): Promise<void> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
    const existing = await this.get(id);
    if (existing.isDefault) throw new AppError('CONFLICT', { messageKey: 'indicators.externalDefault' });
    const now = this.clock.now();
    await updateIndicator(this.db, id, { deletedAt: now, updatedAt: now });
    await context.audit({ action: 'externalRiskIndicators.deleted', targetType: 'indicator', targetId: id });
  }

  private async get(id: string): Promise<TExternalRiskIndicator> {
    const found = (await this.all()).find((indicator) => indicator.id === id);
    if (!found) throw new AppError('NOT_FOUND', { messageKey: 'indicators.externalMissing' });
    return found;
  }

  private async checkNameFree(name: string, ownId: string | null): Promise<void> {
    const clash = (await this.all()).some((other) => other.id !== ownId && nameKey(other.name) === nameKey(name));
    if (clash) throw new AppError('CONFLICT', { messageKey: 'indicators.externalNameTaken', params: { name } });
  }
}
