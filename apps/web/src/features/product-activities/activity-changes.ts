import type { TQueryTag } from '../../lib/query-tags.ts';

export type TActivityKind = 'purchase' | 'sale' | 'transport' | 'transformation' | 'byProduct';

/**
 * What each logged activity changes on other screens: every activity moves stock and adds to the
 * history and the overview's totals; a transformation also puts QR codes on its outputs and uses up
 * its inputs' codes, which the batch lists count.
 */
export const ACTIVITY_CHANGES: Readonly<Record<TActivityKind, readonly TQueryTag[]>> = {
  purchase: ['stock', 'histories', 'overview'],
  sale: ['stock', 'histories', 'overview'],
  transport: ['stock', 'histories', 'overview'],
  transformation: ['stock', 'histories', 'overview', 'qr-codes'],
  byProduct: ['stock', 'histories', 'overview'],
};
