import { describe, expect, it } from 'vitest';
import { homeFor, menuFor, type TMenuEntry } from './menu.ts';
import { userWith } from './test-users.ts';

const isOnboarded = (user: { firstName: string }) => user.firstName !== '';

const ENTRIES: TMenuEntry[] = [
  {
    id: 'onboard',
    path: '/brand-onboard',
    labelKey: 'app.name',
    access: { roleTypes: ['Brand'], when: (user) => !isOnboarded(user) },
  },
  {
    id: 'suppliers',
    path: '/brand-suppliers',
    labelKey: 'app.name',
    access: { roleTypes: ['Brand'], permissions: ['VIEW_SUPPLIER_RISK_ASSESSMENT'], when: isOnboarded },
  },
  {
    id: 'trace',
    path: '/brand-product-order',
    labelKey: 'app.name',
    access: { roleTypes: ['Brand', 'Administrator'], permissions: ['TRACE_PRODUCT'], when: isOnboarded },
  },
  {
    id: 'settings',
    path: '/settings',
    labelKey: 'app.name',
    access: { roleTypes: ['Administrator'] },
  },
];

const ids = (entries: TMenuEntry[]) => entries.map((entry) => entry.id);

describe('menuFor', () => {
  it('is empty when nobody is signed in', () => {
    expect(menuFor(null, ENTRIES)).toEqual([]);
  });

  it('keeps the registered order and shows only entries whose role type and permissions match', () => {
    const brand = userWith('Brand', ['TRACE_PRODUCT', 'VIEW_SUPPLIER_RISK_ASSESSMENT']);
    expect(ids(menuFor(brand, ENTRIES))).toEqual(['suppliers', 'trace']);

    const brandWithoutRiskView = userWith('Brand', ['TRACE_PRODUCT']);
    expect(ids(menuFor(brandWithoutRiskView, ENTRIES))).toEqual(['trace']);

    const admin = userWith('Administrator', [], ['TRACE_PRODUCT']);
    expect(ids(menuFor(admin, ENTRIES))).toEqual(['trace', 'settings']);
  });

  it('shows only the onboarding entry until onboarding is done', () => {
    const newBrand = { ...userWith('Brand', ['TRACE_PRODUCT', 'VIEW_SUPPLIER_RISK_ASSESSMENT']), firstName: '' };
    expect(ids(menuFor(newBrand, ENTRIES))).toEqual(['onboard']);
  });

  it('gives an API user no menu', () => {
    expect(menuFor(userWith('API user', ['TRACE_PRODUCT']), ENTRIES)).toEqual([]);
  });
});

describe('homeFor', () => {
  it('is the first visible menu entry', () => {
    expect(homeFor(userWith('Brand', ['TRACE_PRODUCT']), ENTRIES)).toBe('/brand-product-order');
    expect(homeFor(userWith('Administrator'), ENTRIES)).toBe('/settings');
  });

  it('is sign-in when the menu is empty or nobody is signed in', () => {
    expect(homeFor(null, ENTRIES)).toBe('/sign-in');
    expect(homeFor(userWith('API user'), ENTRIES)).toBe('/sign-in');
    expect(homeFor(userWith('Producer'), ENTRIES)).toBe('/sign-in');
  });
});
