import { toGrantedPermissions } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { tradeLookupModes } from './lookup-access.ts';

const holding = (...keys: string[]) => ({ permissions: toGrantedPermissions(keys) });

describe('tradeLookupModes', () => {
  it('lets a role type IDs and scan labels as its sub-permissions of the activity say', () => {
    const buyer = holding('LOG_PURCHASE', 'LOG_PURCHASE.INPUT_PRODUCT_ID_IN_PURCHASE', 'LOG_SALE', 'LOG_SALE.SCAN_QR_CODE_IN_SALE');
    expect(tradeLookupModes(buyer, 'PURCHASE')).toEqual({ canType: true, canScan: false });
    expect(tradeLookupModes(buyer, 'SALE')).toEqual({ canType: false, canScan: true });
    expect(tradeLookupModes(buyer, 'TRANSPORT')).toEqual({ canType: false, canScan: false });
  });

  it('allows nothing without a session', () => {
    expect(tradeLookupModes(null, 'PURCHASE')).toEqual({ canType: false, canScan: false });
  });
});
