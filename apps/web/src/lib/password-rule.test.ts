import { describe, expect, it } from 'vitest';
import { checkPassword, isValidPassword } from './password-rule.ts';

const unmet = (password: string) =>
  checkPassword(password)
    .filter((result) => !result.met)
    .map((result) => result.requirement);

describe('password rule', () => {
  it('accepts a password that meets every requirement', () => {
    expect(isValidPassword('Cotton#2024')).toBe(true);
    expect(unmet('Cotton#2024')).toEqual([]);
  });

  it('names each requirement a password misses', () => {
    expect(unmet('')).toEqual(['minLength', 'digit', 'special', 'lowercase', 'uppercase']);
    expect(unmet('Cotton 2024!')).toEqual(['noSpaces']);
    expect(unmet('Cot#24a')).toEqual(['minLength']);
    expect(unmet('Cotton#Bale')).toEqual(['digit']);
    expect(unmet('Cotton2024')).toEqual(['special']);
    expect(unmet('COTTON#2024')).toEqual(['lowercase']);
    expect(unmet('cotton#2024')).toEqual(['uppercase']);
  });

  it('accepts each of the special characters !@#$%^&* and no others as the special one', () => {
    for (const special of '!@#$%^&*') expect(isValidPassword(`Cotton2024${special}`)).toBe(true);
    expect(isValidPassword('Cotton2024-')).toBe(false);
    expect(isValidPassword('Cotton2024?')).toBe(false);
  });

  it('refuses tabs and other whitespace, not only spaces', () => {
    expect(isValidPassword('Cotton#2024\t')).toBe(false);
  });

  it('accepts letters of any script for the case requirements, as the API does', () => {
    expect(unmet('Élan#2024')).toEqual([]);
    expect(unmet('ÉLAN#2024')).toEqual(['lowercase']);
  });

  it('refuses a password longer than the API stores, even though every listed requirement is met', () => {
    const long = `Aa1!${'x'.repeat(252)}`;
    expect(unmet(long)).toEqual([]);
    expect(isValidPassword(long)).toBe(false);
  });

  it('counts exactly eight characters as long enough', () => {
    expect(isValidPassword('Ab1!efgh')).toBe(true);
    expect(isValidPassword('Ab1!efg')).toBe(false);
  });
});
