import { roleNameIn, type TNamedRole, type TTransactionPartner } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { choiceOf, partnerChoices, searchKeyFor, withChosen } from './partner-choices.ts';

const english = (role: TNamedRole) => roleNameIn(role, 'en');
const role = (name: string) => ({ id: '50000000-0000-4000-8000-000000000001', name, nameTranslations: {}, code: null });
const spinner: TTransactionPartner = {
  id: '60000000-0000-4000-8000-000000000001',
  name: 'Jhang Spinners',
  role: role('Spinner'),
  kind: 'processing_facility',
  farms: [],
};
const group: TTransactionPartner = {
  id: '60000000-0000-4000-8000-000000000002',
  name: 'Vehari Farm Group',
  role: role('Farm Group'),
  kind: 'processing_facility',
  farms: [
    { id: '70000000-0000-4000-8000-000000000001', code: 'VF-A', name: 'Farm A' },
    { id: '70000000-0000-4000-8000-000000000002', code: null, name: 'Farm B' },
  ],
};

describe('partnerChoices', () => {
  it('offers partners by name and role, and a farm group’s farms in its place for a purchase', () => {
    expect(partnerChoices([spinner, group], { farmsAsChoices: true, roleName: english })).toEqual([
      { value: spinner.id, label: 'Jhang Spinners (Spinner)' },
      {
        group: 'Vehari Farm Group',
        items: [
          { value: '70000000-0000-4000-8000-000000000001', label: 'Farm A (VF-A)' },
          { value: '70000000-0000-4000-8000-000000000002', label: 'Farm B' },
        ],
      },
    ]);
  });

  it('names the partner’s role in the reader’s language', () => {
    const translated = { ...spinner, role: { ...spinner.role, nameTranslations: { ur: 'اسپنر' } } };
    expect(partnerChoices([translated], { farmsAsChoices: false, roleName: (named) => roleNameIn(named, 'ur') })).toEqual([
      { value: spinner.id, label: 'Jhang Spinners (اسپنر)' },
    ]);
  });

  it('offers the group itself where farms are not chosen', () => {
    expect(partnerChoices([group], { farmsAsChoices: false, roleName: english })).toEqual([
      { value: group.id, label: 'Vehari Farm Group (Farm Group)' },
    ]);
  });
});

describe('chosen options', () => {
  const data = partnerChoices([spinner, group], { farmsAsChoices: true, roleName: english });

  it('finds the label of a value, inside groups too', () => {
    expect(choiceOf(data, '70000000-0000-4000-8000-000000000002')).toEqual({ id: '70000000-0000-4000-8000-000000000002', label: 'Farm B' });
    expect(choiceOf(data, 'missing')).toBeNull();
  });

  it('keeps the chosen option when a search no longer finds it', () => {
    const chosen = { id: 'gone', label: 'Old Partner (Ginner)' };
    expect(withChosen(data, chosen)[0]).toEqual({ value: 'gone', label: 'Old Partner (Ginner)' });
    expect(withChosen(data, { id: spinner.id, label: 'Jhang Spinners (Spinner)' })).toBe(data);
    expect(withChosen(data, null)).toBe(data);
  });

  it('does not search for the label the select shows for its choice', () => {
    const chosen = { id: spinner.id, label: 'Jhang Spinners (Spinner)' };
    expect(searchKeyFor('Jhang Spinners (Spinner)', chosen)).toBe('');
    expect(searchKeyFor(' jhang ', chosen)).toBe('jhang');
    expect(searchKeyFor('farm', null)).toBe('farm');
  });
});
