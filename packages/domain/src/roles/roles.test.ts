import { describe, expect, it } from 'vitest';
import { roleNameIn, roleNamesAGroup, roleNameTranslationsOf } from './roles.ts';

describe('role names in the reader’s language', () => {
  const farm = { name: 'Farm', nameTranslations: { fr: 'Exploitation agricole', ur: 'فارم' } };

  it('reads the translation of the reader’s language, and the role’s own name in English', () => {
    expect(roleNameIn(farm, 'ur')).toBe('فارم');
    expect(roleNameIn(farm, 'fr')).toBe('Exploitation agricole');
    expect(roleNameIn(farm, 'en')).toBe('Farm');
  });

  it('falls back to the role’s own name where a translation is missing or blank', () => {
    expect(roleNameIn({ name: 'Depot' }, 'ur')).toBe('Depot');
    expect(roleNameIn({ name: 'Depot', nameTranslations: { fr: 'Dépôt', ur: '  ' } }, 'ur')).toBe('Depot');
  });

  it('keeps only filled French and Urdu names, trimmed', () => {
    expect(roleNameTranslationsOf({ en: 'Farm', fr: ' Ferme ', ur: '' })).toEqual({ fr: 'Ferme' });
    expect(roleNameTranslationsOf({})).toEqual({});
  });

  it('knows a role already named a group, from its own name', () => {
    expect(roleNamesAGroup('Farm Group')).toBe(true);
    expect(roleNamesAGroup('Farm groups ')).toBe(true);
    expect(roleNamesAGroup('Farm')).toBe(false);
    expect(roleNamesAGroup('Groupware')).toBe(false);
  });
});
