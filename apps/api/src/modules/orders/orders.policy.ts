import { can, type TRoleType } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy, type Guard } from '../../core/policy.ts';
import type { Principal } from '../../core/principal.ts';

/** Who traces products (spec §2: trace product in the administrator, producer and brand menus). */
const TRACING_ROLE_TYPES: readonly TRoleType[] = ['Brand', 'Producer', 'Administrator'];

/**
 * The organisation an order belongs to: a brand's or producer's facility, or null for the platform
 * administration, whose administrators share their orders.
 */
export function organisationOf(principal: Principal): string | null {
  return principal.role.type === 'Administrator' ? null : principal.facilityId;
}

const tracers: readonly Guard<unknown>[] = [
  {
    rule: (principal) => TRACING_ROLE_TYPES.includes(principal.role.type) && can(principal, 'TRACE_PRODUCT'),
    refusal: () => new AppError('FORBIDDEN'),
  },
  {
    // A brand or producer account not yet linked to its facility has no organisation to order for.
    rule: (principal) => principal.role.type === 'Administrator' || principal.facilityId !== null,
    refusal: () => new AppError('FORBIDDEN', { messageKey: 'orders.noFacility' }),
  },
];

/** Whose order it is. */
export interface OrderObject {
  ownerFacilityId: string | null;
}

/**
 * Orders are the placing organisation's own: another organisation's order answers 404, as an unknown
 * id would, so that its existence does not leak.
 */
export const ordersPolicy = definePolicy<{ traceOrders: null; useOrder: OrderObject }>({
  traceOrders: tracers,
  useOrder: [
    ...tracers,
    {
      rule: (principal, order) => order.ownerFacilityId === organisationOf(principal),
      refusal: () => new AppError('NOT_FOUND', { messageKey: 'orders.notFound' }),
    },
  ],
});
