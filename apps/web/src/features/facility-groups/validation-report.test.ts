import { describe, expect, it } from 'vitest';
import { errorsBySheet } from './validation-report.ts';

describe('errorsBySheet', () => {
  it('groups row errors per sheet, counting each row once and listing rows in file order', () => {
    const grouped = errorsBySheet([
      { sheet: 'Site definition', index: 5, errors: ['Index 5: There is no district named "Atlantis".'] },
      {
        sheet: 'Facility Level Risk Assessment',
        index: 4,
        errors: ['Index 4: ID 001 is also on row 2.', 'Index 4: Facility Name is required'],
      },
      { sheet: 'Facility Level Risk Assessment', index: 3, errors: ['Index 3: Contact first name is required'] },
    ]);
    expect(grouped).toEqual([
      { sheet: 'Site definition', rows: 1, messages: ['Index 5: There is no district named "Atlantis".'] },
      {
        sheet: 'Facility Level Risk Assessment',
        rows: 2,
        messages: ['Index 3: Contact first name is required', 'Index 4: ID 001 is also on row 2.', 'Index 4: Facility Name is required'],
      },
    ]);
  });

  it('has nothing to show for a valid file', () => {
    expect(errorsBySheet([])).toEqual([]);
  });
});
