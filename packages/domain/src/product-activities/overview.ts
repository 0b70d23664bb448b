import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination.ts';
import { ZActivityType, ZMoment } from './activities.ts';

export const ZHistoryQuery = ZPageQuery.omit({ sort: true }).extend({
  type: z.coerce.number().int().min(1).max(5).optional(),
  from: ZMoment.optional(),
  to: ZMoment.optional(),
});
export type THistoryQuery = z.infer<typeof ZHistoryQuery>;

export const ZHistoryEvent = z.object({
  id: z.uuid(),
  type: ZActivityType,
  recordedAt: z.iso.datetime(),
  /** The other party: seller, buyer or transporter; null for transformations and by-products. */
  counterpart: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** "Non-participating {role}" sellers carry the role's name instead. */
  nonParticipatingRoleName: z.string().nullable(),
  productDefinitionName: z.string().nullable(),
  productCount: z.number().int(),
  /** Input products of a transformation; products of any other event. */
  products: z.array(z.object({ id: z.uuid(), code: z.string() })),
  outputProducts: z.array(z.object({ id: z.uuid(), code: z.string() })),
  totalWeight: z.number(),
  weightUnit: z.string(),
  purchaseOrderNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  packingListNumber: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  documentCount: z.number().int(),
});
export type THistoryEvent = z.infer<typeof ZHistoryEvent>;
export const ZHistoryPage = pageOf(ZHistoryEvent).meta({ id: 'HistoryPage' });
export type THistoryPage = z.infer<typeof ZHistoryPage>;

export const ZHistoryDocumentsQuery = z.object({ eventId: z.uuid() });

export const ZOverviewRanges = z
  .object({
    rule: z.enum(['season', 'reconciliation', 'unbounded']),
    ranges: z.array(z.object({ from: z.iso.datetime(), to: z.iso.datetime() })),
  })
  .meta({ id: 'OverviewRanges' });
export type TOverviewRanges = z.infer<typeof ZOverviewRanges>;

export const ZSeasonStartTime = z.object({ seasonStartAt: z.iso.datetime() }).meta({ id: 'SeasonStartTime' });

export const ZCalculationQuery = z.object({ from: ZMoment, to: ZMoment });
export type TCalculationQuery = z.infer<typeof ZCalculationQuery>;

export const ZMassBalance = z
  .object({
    canCalculate: z.boolean(),
    unit: z.string().nullable(),
    verified: z.number().nullable(),
    notVerified: z.number().nullable(),
    lastUpdatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'MassBalance' });
export type TMassBalance = z.infer<typeof ZMassBalance>;

/** Kilograms in, out and set aside over a range (DOMAIN.md §5.6). */
export const ZCalculationTotals = z
  .object({ canCalculate: z.boolean(), inputs: z.number().nullable(), byProducts: z.number().nullable(), outputs: z.number().nullable() })
  .meta({ id: 'CalculationTotals' });
export type TCalculationTotals = z.infer<typeof ZCalculationTotals>;

export const ZMarginOfError = ZCalculationTotals.extend({ marginOfError: z.number().nullable() }).meta({ id: 'MarginOfError' });
export type TMarginOfError = z.infer<typeof ZMarginOfError>;

/** Where the kilograms of a period went, as the margin of error counts them (DOMAIN.md §5.6). */
export interface TAccountedKilograms {
  sold: number;
  byProducts: number;
  /** Bought in the period and neither transformed nor sold by its end. */
  purchasedInStock: number;
  /** Made in the period and still held at its end: finished goods waiting in stock are not a loss. */
  madeInStock: number;
}

/** The Outputs of the margin of error: everything the facility can account for. */
export function accountedOutputs(parts: TAccountedKilograms): number {
  return parts.sold + parts.byProducts + parts.purchasedInStock + parts.madeInStock;
}

/** (Inputs − Outputs) / Inputs × 100, or 0 when nothing came in (DOMAIN.md §5.6). */
export function marginOfError(inputs: number, outputs: number): number {
  return inputs === 0 ? 0 : ((inputs - outputs) / inputs) * 100;
}
