import { describe, expect, it } from 'vitest';
import { issueGroupsOf } from './plan-issues.ts';

const issue = (subIndicatorId: string, name: string, indicatorName: string, categoryName: string) => ({
  subIndicatorId,
  name,
  indicatorName,
  categoryName,
});

describe('the issue choices', () => {
  it('groups sub-indicators under their category and indicator, in the list’s order', () => {
    expect(
      issueGroupsOf([
        issue('a', 'Wages withheld', 'Wages', 'Forced labour'),
        issue('b', 'Under 14 at work', 'Age', 'Child labour'),
        issue('c', 'Debts to the employer', 'Wages', 'Forced labour'),
      ]),
    ).toEqual([
      {
        group: 'Forced labour › Wages',
        items: [
          { value: 'a', label: 'Wages withheld' },
          { value: 'c', label: 'Debts to the employer' },
        ],
      },
      { group: 'Child labour › Age', items: [{ value: 'b', label: 'Under 14 at work' }] },
    ]);
  });
});
