import { can } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy, isSignedIn, isSuperAdmin } from '../../core/policy.ts';
import type { Principal } from '../../core/principal.ts';

/** What an API user has done and may do with external risk indices (DOMAIN.md §11). */
export interface RiskIndexAllowance {
  created: number;
  maximum: number;
  editableIds: readonly string[];
}

/** The super administrator always may; others when they hold the permission. */
const holds = (permission: string) => (principal: Principal) => principal.role.code === 'SUPER_ADMIN' || can(principal, permission);

/**
 * The indicator list and the risk sources are the installation's: every signed-in user reads them, the
 * super administrator sets them. Integrations holding the indicator-list permissions write the list's
 * rows through the API too; API users add and edit risk indices within the limits an administrator set.
 */
export const indicatorsPolicy = definePolicy<{
  readIndicators: null;
  changeIndicators: null;
  createIndicatorItems: null;
  editIndicatorItems: null;
  createRiskIndex: RiskIndexAllowance;
  editRiskIndex: { allowance: RiskIndexAllowance; index: { id: string; creatorId: string | null } };
  searchFacilities: null;
}>({
  readIndicators: isSignedIn,
  changeIndicators: isSuperAdmin,
  createIndicatorItems: holds('CREATE_NEW_INDICATOR_LIST'),
  editIndicatorItems: holds('EDIT_EXISTING_INDICATOR_LIST'),
  createRiskIndex: [
    { rule: (principal) => can(principal, 'CREATE_NEW_RISK_INDEX'), refusal: () => new AppError('FORBIDDEN') },
    {
      rule: (_principal, allowance) => allowance.created < allowance.maximum,
      refusal: (_principal, allowance) =>
        new AppError('FORBIDDEN', {
          messageKey: 'indicators.riskIndexLimitReached',
          params: { max: allowance.maximum, count: allowance.created },
        }),
    },
  ],
  searchFacilities: (principal) => principal.role.type === 'API user' || principal.role.type === 'Administrator',
  editRiskIndex: [
    { rule: (principal) => can(principal, 'EDIT_EXISTING_RISK_INDEX'), refusal: () => new AppError('FORBIDDEN') },
    {
      rule: (principal, { allowance, index }) => index.creatorId === principal.userId || allowance.editableIds.includes(index.id),
      refusal: () => new AppError('FORBIDDEN', { messageKey: 'indicators.riskIndexNotEditable' }),
    },
  ],
});
