import { randomUUID } from 'node:crypto';
import type { TExternalRiskIndicator, TExternalRiskIndicatorInput } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { INDICATOR_TYPE } from '../../db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { nameKey } from './import-plan.ts';
import { findExternalIndicators, type IndicatorRow, insertIndicators, updateIndicator } from './indicators.repository.ts';
import { indicatorsPolicy } from './indicators.policy.ts';
import type { Principal } from '../../core/principal.ts';

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
 */
export class ExternalRiskIndicatorsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(principal: Principal): Promise<TExternalRiskIndicator[]> {
    await indicatorsPolicy.authorize(principal, 'readIndicators', null);
    return this.all();
  }

  private async all(): Promise<TExternalRiskIndicator[]> {
    return (await findExternalIndicators(this.db)).map(toExternal);
  }

  async create(principal: Principal, input: TExternalRiskIndicatorInput, context: RequestContext): Promise<TExternalRiskIndicator> {
    await indicatorsPolicy.authorize(principal, 'changeIndicators', null);
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
