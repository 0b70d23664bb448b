import { describe, expect, it } from 'vitest';
import { isoDateOf } from './template-check.ts';
import { farmFieldOf, headerKey } from './template-format.ts';

describe('template headers', () => {
  it('compare without spaces, punctuation or capitals', () => {
    expect(headerKey(' Province / State ')).toBe(headerKey('province/state'));
  });

  it("name the farm fields, in the pilots' words and the usual variants", () => {
    expect(farmFieldOf('ID')).toBe('code');
    expect(farmFieldOf('Farm/Facility Name')).toBe('name');
    expect(farmFieldOf('Address/Tehsil ')).toBe('address');
    expect(farmFieldOf('Certification')).toBe('certification');
    expect(farmFieldOf('Certification expiry date(Enter in dd/mm/yyyy)')).toBe('certificationExpiresOn');
    expect(farmFieldOf('If so, which documents?')).toBeNull();
    expect(farmFieldOf('')).toBeNull();
  });
});

describe('isoDateOf', () => {
  it('reads dd/mm/yyyy and refuses dates that do not exist', () => {
    expect(isoDateOf('31/03/2027')).toBe('2027-03-31');
    expect(isoDateOf('1/2/2027')).toBe('2027-02-01');
    expect(isoDateOf('31/02/2027')).toBeNull();
    expect(isoDateOf('2027-03-31')).toBeNull();
  });
});
