import { applicableWeights, missingWeights, riskRecalculateAllJob, type TRiskMethod, type TRiskMethodInput } from '@opentrace/domain';
import { enqueueJob } from '../jobs/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import { configurationPolicy } from './configuration.policy.ts';
import { findRoles } from '../roles/index.ts';
import { addCompletedStep, readBusinessDetails, updateBusinessDetails } from './business-details.repository.ts';

const RISK_METHOD_STEP = 7;

/** Step 7: how risk items combine (DOMAIN.md §6.6), with the weights that apply to this set-up. */
export class RiskMethodService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async get(principal: Principal): Promise<TRiskMethod> {
    await configurationPolicy.authorize(principal, 'readRiskMethod', null);
    return this.read();
  }

  private async read(): Promise<TRiskMethod> {
    const [details, roles] = await Promise.all([readBusinessDetails(this.db), findRoles(this.db)]);
    return { methodology: details.riskMethodology, weights: details.riskWeights, applicableWeights: applicableWeights(roles) };
  }

  async update(principal: Principal, input: TRiskMethodInput, context: RequestContext): Promise<TRiskMethod> {
    await configurationPolicy.authorize(principal, 'configure', null);
    const applicable = applicableWeights(await findRoles(this.db));
    const missing = missingWeights(input, applicable);
    if (missing.length > 0) {
      throw AppError.validation(missing.map((path) => ({ path, message: context.t('riskMethod.weightRequired') })));
    }
    // Only the weights that apply are kept, so a role removed later leaves no stray weight.
    const roleIds = new Set(applicable.flatMap((weight) => (weight.roleId ? [weight.roleId] : [])));
    const keys = new Set(applicable.map((weight) => weight.key));
    const weights = Object.fromEntries(Object.entries(input.weights).filter(([key]) => key !== 'roleWeights' && keys.has(key as never)));
    const roleWeights = Object.fromEntries(Object.entries(input.weights.roleWeights ?? {}).filter(([roleId]) => roleIds.has(roleId)));
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await updateBusinessDetails(tx, {
        riskMethodology: input.methodology,
        riskWeights: { ...weights, ...(Object.keys(roleWeights).length > 0 ? { roleWeights } : {}) },
        updatedAt: now,
      });
      await addCompletedStep(tx, RISK_METHOD_STEP, now);
      await enqueueJob(tx, riskRecalculateAllJob('risk method changed'), now);
    });
    await context.audit({ action: 'configuration.risk-method-saved', targetType: 'business-details', targetId: '1' });
    return this.read();
  }
}
