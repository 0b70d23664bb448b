import { ZPersonName, ZPhoneNumber } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { optionalRuleError, ruleError } from './field-rules.ts';

describe('ruleError', () => {
  it('passes a valid value', () => {
    expect(ruleError(ZPersonName, 'Amina', 'first name', 'en')).toBeUndefined();
  });

  it('words a failure with the shared catalogue, naming the field', () => {
    expect(ruleError(ZPersonName, '  ', 'first name', 'en')).toBe('This first name is required');
    expect(ruleError(ZPersonName, 'Amina2', 'first name', 'en')).toBe('First name may contain only letters and spaces');
    expect(ruleError(ZPersonName, 'x'.repeat(101), 'last name', 'en')).toBe('Last name must be at most 100 characters');
  });

  it('answers in the language asked for', () => {
    expect(ruleError(ZPhoneNumber, '0300 1234567', 'phone number', 'fr')).not.toBe(
      ruleError(ZPhoneNumber, '0300 1234567', 'phone number', 'en'),
    );
    expect(ruleError(ZPhoneNumber, '0300 1234567', 'phone number', 'en')).toBe(
      'Enter the phone number with its country code, for example +923001234567',
    );
  });

  it('falls back to "Invalid {field}" for a message that is not in the catalogue', () => {
    const rule = { safeParse: () => ({ success: false as const, error: { issues: [{ message: 'Invalid email address' }] } }) };
    expect(ruleError(rule, 'x', 'email address', 'en')).toBe('Invalid email address');
  });
});

describe('optionalRuleError', () => {
  it('accepts an empty optional field and checks a filled one', () => {
    expect(optionalRuleError(ZPhoneNumber, '  ', 'phone number', 'en')).toBeUndefined();
    expect(optionalRuleError(ZPhoneNumber, '+923001234567', 'phone number', 'en')).toBeUndefined();
    expect(optionalRuleError(ZPhoneNumber, '12', 'phone number', 'en')).toBeDefined();
  });
});
