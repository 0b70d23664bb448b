import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrorsOf, fieldOfPath, placeServerErrors, rowErrorsOf } from './server-errors.ts';
import { ATTRIBUTE_IDS as A } from './test-fixtures.ts';

const FIELDS = {
  purchaseOrderNumber: 'purchaseOrderNumber',
  uploadProofs: 'uploadProofs',
  'manualAddedData.productDefinitionId': 'productDefinitionId',
} as const;

describe('fieldErrorsOf', () => {
  it('reads field errors of a 400 and the details of a 422', () => {
    const invalid = new ApiError({ status: 400, fieldErrors: [{ path: 'purchaseOrderNumber', message: 'Required' }] });
    const rule = new ApiError({ status: 422, details: [{ path: 'totalWeight', message: 'Too heavy' }, { nonsense: true }] });
    expect(fieldErrorsOf(invalid)).toEqual([{ path: 'purchaseOrderNumber', message: 'Required' }]);
    expect(fieldErrorsOf(rule)).toEqual([{ path: 'totalWeight', message: 'Too heavy' }]);
    expect(fieldErrorsOf(new Error('network'))).toEqual([]);
  });
});

describe('fieldOfPath', () => {
  it('finds the field of a path or of its nearest listed parent', () => {
    expect(fieldOfPath('uploadProofs.0.blobName', FIELDS)).toBe('uploadProofs');
    expect(fieldOfPath('manualAddedData.productDefinitionId', FIELDS)).toBe('productDefinitionId');
    expect(fieldOfPath('price', FIELDS)).toBeUndefined();
  });
});

describe('rowErrorsOf', () => {
  const sent = { prefix: 'outputProduct.outputProducts', attributeIds: [[A.productId, A.weight], [A.weight]] };

  it('puts each row’s messages on its attributes and fields', () => {
    const { rows, rest } = rowErrorsOf(
      [
        { path: `outputProduct.outputProducts.0.attributes.${A.productId}`, message: 'Product ID is taken' },
        { path: 'outputProduct.outputProducts.1.qrCode', message: 'This QR code is already in use' },
        { path: 'outputProduct.outputProducts.1.attributes.0.value', message: 'Invalid value' },
        { path: 'outputProduct.productDefinitionId', message: 'Not yours' },
      ],
      sent,
    );
    expect(rows).toEqual([
      { attributes: { [A.productId]: 'Product ID is taken' }, fields: {} },
      { attributes: { [A.weight]: 'Invalid value' }, fields: { qrCode: 'This QR code is already in use' } },
    ]);
    expect(rest).toEqual([{ path: 'outputProduct.productDefinitionId', message: 'Not yours' }]);
  });

  it('keeps a message about a whole row on the row', () => {
    const { rows } = rowErrorsOf([{ path: 'outputProduct.outputProducts.0', message: 'Broken row' }], sent);
    expect(rows[0]).toEqual({ attributes: {}, fields: { row: 'Broken row' } });
  });
});

describe('placeServerErrors', () => {
  it('shows field errors beside their fields and keeps the rest as general messages', () => {
    const error = new ApiError({
      status: 400,
      fieldErrors: [
        { path: 'uploadProofs.1.blobName', message: 'Proof is not a file you uploaded' },
        { path: 'somethingElse', message: 'Unknown field somethingElse' },
      ],
    });
    expect(placeServerErrors(error, FIELDS, 'Something went wrong')).toEqual({
      byField: { uploadProofs: 'Proof is not a file you uploaded' },
      rows: [],
      other: ['Unknown field somethingElse'],
    });
  });

  it('shows a broken business rule as a general message', () => {
    const error = new ApiError({ status: 422, message: 'Invalid purchase for the current season' });
    expect(placeServerErrors(error, FIELDS, 'Something went wrong').other).toEqual(['Invalid purchase for the current season']);
    expect(placeServerErrors(new ApiError({ status: 0 }), FIELDS, 'Something went wrong').other).toEqual(['Something went wrong']);
  });

  it('says nothing more once the session has ended (the user is already signed out)', () => {
    expect(placeServerErrors(new ApiError({ status: 401, sessionEnded: true }), FIELDS, 'x')).toEqual({ byField: {}, rows: [], other: [] });
  });
});
