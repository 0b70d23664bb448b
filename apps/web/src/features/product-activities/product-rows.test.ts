import { describe, expect, it } from 'vitest';
import { newRowKey, removeRow, replaceRow, withoutRowMessage } from './product-rows.ts';
import type { TRowErrors } from './server-errors.ts';

const rows = [
  { key: 'a', draft: {} },
  { key: 'b', draft: {} },
];

describe('product rows', () => {
  it('get keys of their own', () => {
    expect(newRowKey()).not.toBe(newRowKey());
  });

  it('change and go by key', () => {
    expect(
      replaceRow(rows, 'b', (row) => ({
        ...row,
        draft: { x: { text: '1', unit: null, place: { countryId: null, provinceId: null, districtId: null, address: '' }, files: [] } },
      }))[1]?.draft,
    ).toHaveProperty('x');
    expect(removeRow(rows, 'a')).toEqual([{ key: 'b', draft: {} }]);
  });

  it('lose the message of the input just changed, and only that one', () => {
    const errors: TRowErrors[] = [
      { attributes: { weight: 'Required', trash: 'Required' }, fields: {} },
      { attributes: { weight: 'Required' }, fields: { qrCode: 'In use' } },
    ];
    expect(withoutRowMessage(errors, 0, 'weight')).toEqual([{ attributes: { trash: 'Required' }, fields: {} }, errors[1]]);
    expect(withoutRowMessage(errors, 1, 'qrCode')).toEqual([errors[0], { attributes: { weight: 'Required' }, fields: {} }]);
  });
});
