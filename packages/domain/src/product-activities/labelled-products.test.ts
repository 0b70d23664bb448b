import { describe, expect, it } from 'vitest';
import type { TRoleType } from '../roles/roles.ts';
import { readsEveryProduct, ZLabelCodeParams } from './labelled-products.ts';

const user = (type: TRoleType, ...actions: string[]) => ({
  role: { type },
  permissions: actions.map((action) => ({ action, subPermissions: [] })),
});

describe('readsEveryProduct', () => {
  it('holds for an administrator who traces, prints labels or tests products', () => {
    expect(readsEveryProduct(user('Administrator', 'TRACE_PRODUCT'))).toBe(true);
    expect(readsEveryProduct(user('Administrator', 'GENERATE_QR_CODES'))).toBe(true);
    expect(readsEveryProduct(user('Administrator', 'DNA'))).toBe(true);
  });

  it('does not hold for an administrator without those, nor for other role types with them', () => {
    expect(readsEveryProduct(user('Administrator', 'USER_MANAGEMENT'))).toBe(false);
    expect(readsEveryProduct(user('Brand', 'TRACE_PRODUCT'))).toBe(false);
    expect(readsEveryProduct(user('Producer', 'TRACE_PRODUCT', 'GENERATE_QR_CODES'))).toBe(false);
  });
});

describe('ZLabelCodeParams', () => {
  it('reads the nine digits, as printed or as the label’s link', () => {
    for (const text of ['123456789', '123 456 789', 'https://trace.example.org/pilot/q/123456789', '/q/123456789/']) {
      expect(ZLabelCodeParams.parse({ code: text })).toEqual({ code: '123456789' });
    }
  });

  it('refuses anything else as a QR code', () => {
    for (const text of ['12345678', 'BALE-1', 'https://trace.example.org/p/123456789', '']) {
      const result = ZLabelCodeParams.safeParse({ code: text });
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('activities.qrCodeFormat');
    }
  });
});
