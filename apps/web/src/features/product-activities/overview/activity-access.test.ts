import { toGrantedPermissions } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { availableActivities, canViewMarginOfError, canViewOverview } from './activity-access.ts';

const userWith = (...keys: string[]) => ({ permissions: toGrantedPermissions(keys) });
const shown = (...keys: string[]) => availableActivities(userWith(...keys)).map((activity) => activity.id);

describe('the product activity buttons', () => {
  it('offers every activity, in working order, to a role that may log them all', () => {
    expect(shown('LOG_PURCHASE', 'LOG_TRANSFORMATIONS', 'LOG_BY_PRODUCT', 'LOG_SALE', 'LOG_TRANSPORT')).toEqual([
      'purchase',
      'assignProductId',
      'recordByProduct',
      'sell',
      'transport',
    ]);
  });

  it('shows only what the permissions allow, each leading to its own screen', () => {
    expect(shown('LOG_TRANSPORT', 'VIEW_HISTORY')).toEqual(['transport']);
    expect(availableActivities(userWith('LOG_SALE', 'LOG_TRANSFORMATIONS')).map((activity) => activity.path)).toEqual([
      '/homepage/assign-product-id',
      '/homepage/sell',
    ]);
  });

  it('offers purchase to a role that may only buy by product ID (a sub-permission)', () => {
    expect(shown('LOG_PURCHASE', 'INPUT_PRODUCT_ID_IN_PURCHASE')).toEqual(['purchase']);
  });

  it('offers nothing without a logging permission or without a user', () => {
    expect(shown('VIEW_HISTORY', 'INVITE_PARTNERS')).toEqual([]);
    expect(availableActivities(null)).toEqual([]);
  });
});

describe('the overview sections', () => {
  it('needs VIEW_HISTORY for mass balance and history, VIEW_MARGIN_OF_ERROR for the margin', () => {
    expect(canViewOverview(userWith('VIEW_HISTORY'))).toBe(true);
    expect(canViewOverview(userWith('LOG_PURCHASE'))).toBe(false);
    expect(canViewMarginOfError(userWith('VIEW_HISTORY'))).toBe(false);
    expect(canViewMarginOfError(userWith('VIEW_HISTORY', 'VIEW_MARGIN_OF_ERROR'))).toBe(true);
  });
});
