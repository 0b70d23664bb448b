import { describe, expect, it } from 'vitest';
import { isRightToLeft, parseLanguage } from './languages.ts';
import { translateMessage } from './messages/index.ts';

describe('languages', () => {
  it('reads a Language header and falls back to English', () => {
    expect(parseLanguage('fr')).toBe('fr');
    expect(parseLanguage('UR')).toBe('ur');
    expect(parseLanguage('fr-CA')).toBe('fr');
    expect(parseLanguage('de')).toBe('en');
    expect(parseLanguage(undefined)).toBe('en');
  });

  it('lays Urdu out right to left only', () => {
    expect(isRightToLeft('ur')).toBe(true);
    expect(isRightToLeft('fr')).toBe(false);
  });

  it('fills placeholders in every language', () => {
    expect(translateMessage('en', 'validation.required', { field: 'email' })).toBe('This email is required');
    expect(translateMessage('fr', 'error.TOO_MANY_FILES', { max: 5 })).toContain('5');
    expect(translateMessage('ur', 'error.TOO_MANY_FILES', { max: 5 })).toContain('5');
  });
});
