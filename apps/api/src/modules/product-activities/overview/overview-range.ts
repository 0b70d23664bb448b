import { AppError } from '../../../core/app-error.ts';
import type { RequestContext } from '../../../core/request-context.ts';

/** Reads touch several tables; one snapshot keeps a page, its total and the sums beside them consistent. */
export const READ_SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export interface MomentRange<T extends Date | undefined = Date | undefined> {
  from: T;
  to: T;
}

/** The period of a query, both ends included; a start after the end is the client's mistake (400). */
export function readRange(from: string, to: string, context: Pick<RequestContext, 't'>): MomentRange<Date>;
export function readRange(from: string | undefined, to: string | undefined, context: Pick<RequestContext, 't'>): MomentRange;
export function readRange(from: string | undefined, to: string | undefined, context: Pick<RequestContext, 't'>): MomentRange {
  const range = { from: from === undefined ? undefined : new Date(from), to: to === undefined ? undefined : new Date(to) };
  if (range.from && range.to && range.from > range.to) {
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'overview.rangeReversed',
      details: [{ path: 'from', message: context.t('overview.rangeReversed') }],
    });
  }
  return range;
}
