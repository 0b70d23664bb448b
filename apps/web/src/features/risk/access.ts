import type { TAccessRule } from '../../lib/guards.ts';

export const RISK_ACCESS = {
  /** The administrators' overview: their supplier-risk view, the permission that opens any facility's risk. */
  overview: { roleTypes: ['Administrator'], permissions: ['VIEW_SUPPLIER_RISK_ASSESSMENT_IN_USER_MANAGEMENT'] },
} as const satisfies Record<string, TAccessRule>;
