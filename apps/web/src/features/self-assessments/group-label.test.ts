import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { groupLabel } from './group-label.ts';

const t = ((key: string) => `translated ${key}`) as unknown as TFunction;

describe('groupLabel', () => {
  it('translates the sheet names of DOMAIN.md §6.2 and shows any other group as imported', () => {
    expect(groupLabel('Labor', t)).toBe('translated selfAssessment.groups.labor');
    expect(groupLabel(' product ', t)).toBe('translated selfAssessment.groups.product');
    expect(groupLabel('Environment', t)).toBe('Environment');
  });
});
