import { OTHER_COUNTRY_ID, OTHER_DISTRICT_ID, OTHER_PROVINCE_ID } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import {
  checkAttributeDraft,
  EMPTY_FIELD,
  effectiveUnit,
  fieldOf,
  formAttributes,
  isRequiredAttribute,
  toAttributeValues,
  withField,
  type TAttributeDraft,
} from './attribute-form.ts';
import { ATTRIBUTE_IDS as A, COTTON_BALES } from './test-fixtures.ts';

const PLACE = {
  countryId: '40000000-0000-4000-8000-000000000001',
  provinceId: '40000000-0000-4000-8000-000000000002',
  districtId: null,
  address: '',
};

function draftOf(fields: Record<string, Partial<typeof EMPTY_FIELD>>): TAttributeDraft {
  return Object.fromEntries(Object.entries(fields).map(([id, field]) => [id, { ...EMPTY_FIELD, ...field }]));
}

const tracked = draftOf({
  [A.productId]: { text: ' BALE-001 ' },
  [A.trash]: { text: 'High' },
  [A.moisture]: { text: '7.5' },
  [A.weight]: { text: '170', unit: 'Kilograms' },
});

describe('formAttributes', () => {
  it('lists the attributes in order, the manual-only ones only for manual products', () => {
    const names = (manual: boolean) => formAttributes(COTTON_BALES, { manual }).map((attribute) => attribute.name);
    expect(names(false)).toEqual([
      'Product ID',
      'Trash Content',
      'Moisture Level',
      'Total Weight',
      'Attachments',
      'Ginned On',
      'Bale Count',
    ]);
    expect(names(true)).toEqual([
      'Product ID',
      'Trash Content',
      'Moisture Level',
      'Total Weight',
      'Price',
      'Product Origin',
      'Attachments',
      'Ginned On',
      'Bale Count',
    ]);
  });
});

describe('isRequiredAttribute', () => {
  const attribute = (id: string) => COTTON_BALES.attributes.find((candidate) => candidate.attributeId === id)!;

  it('requires product IDs, quantities and attributes not marked optional', () => {
    expect(isRequiredAttribute(attribute(A.productId), { manual: false })).toBe(true);
    expect(isRequiredAttribute(attribute(A.weight), { manual: false })).toBe(true);
    expect(isRequiredAttribute(attribute(A.trash), { manual: false })).toBe(true);
    expect(isRequiredAttribute(attribute(A.attachments), { manual: false })).toBe(false);
  });

  it('needs no product ID when a QR code identifies the product', () => {
    expect(isRequiredAttribute(attribute(A.productId), { manual: false, identifiedByQrCode: true })).toBe(false);
  });
});

describe('toAttributeValues', () => {
  it('sends typed numbers as numbers, units with pairs, and leaves blanks out', () => {
    expect(toAttributeValues(COTTON_BALES, tracked, { manual: false })).toEqual([
      { id: A.productId, value: 'BALE-001' },
      { id: A.trash, value: 'High' },
      { id: A.moisture, value: 7.5 },
      { id: A.weight, value: 170, quantityUnit: 'Kilograms' },
    ]);
  });

  it('sends dates as ISO dates, places by id and files by blob', () => {
    const draft = draftOf({
      [A.ginnedOn]: { text: '02/05/2026' },
      [A.origin]: { place: PLACE },
      [A.attachments]: { files: [{ name: 'grs.pdf', blobName: 'attachment/1', size: 5 }] },
    });
    expect(toAttributeValues(COTTON_BALES, draft, { manual: true })).toEqual([
      { id: A.origin, value: { countryId: PLACE.countryId, provinceId: PLACE.provinceId, districtId: null } },
      { id: A.attachments, value: [{ fileName: 'grs.pdf', blobName: 'attachment/1' }] },
      { id: A.ginnedOn, value: '2026-05-02' },
    ]);
  });

  it('never sends a manual-only answer for a tracked product', () => {
    const draft = withField(tracked, A.price, { ...EMPTY_FIELD, text: '500', unit: 'PKR' });
    expect(toAttributeValues(COTTON_BALES, draft, { manual: false }).map((value) => value.id)).not.toContain(A.price);
    expect(toAttributeValues(COTTON_BALES, draft, { manual: true })).toContainEqual({ id: A.price, value: 500, quantityUnit: 'PKR' });
  });

  it('sends a place whose country is Other with the Other province and district', () => {
    const other = { countryId: OTHER_COUNTRY_ID, provinceId: OTHER_PROVINCE_ID, districtId: OTHER_DISTRICT_ID, address: '' };
    const values = toAttributeValues(COTTON_BALES, draftOf({ [A.origin]: { place: other } }), { manual: true });
    expect(values).toEqual([
      { id: A.origin, value: { countryId: OTHER_COUNTRY_ID, provinceId: OTHER_PROVINCE_ID, districtId: OTHER_DISTRICT_ID } },
    ]);
  });
});

describe('effectiveUnit', () => {
  const weight = COTTON_BALES.attributes.find((attribute) => attribute.attributeId === A.weight)!;

  it('takes the only unit an attribute offers, and otherwise the one chosen', () => {
    expect(effectiveUnit({ ...weight, options: [{ value: 'Kilograms', label: 'Kilograms' }] }, EMPTY_FIELD)).toBe('Kilograms');
    expect(effectiveUnit(weight, EMPTY_FIELD)).toBeNull();
    expect(effectiveUnit(weight, { ...EMPTY_FIELD, unit: 'Pounds' })).toBe('Pounds');
  });
});

describe('checkAttributeDraft', () => {
  it('finds nothing wrong with a complete product', () => {
    expect(checkAttributeDraft(COTTON_BALES, tracked, { manual: false }, 'en')).toEqual({});
  });

  it('words each problem as the server does, naming the attribute', () => {
    const draft = draftOf({
      [A.trash]: { text: 'High' },
      [A.moisture]: { text: '120' },
      [A.weight]: { text: '170' },
      [A.ginnedOn]: { text: '31/02/2026' },
      [A.bales]: { text: '1234567890123' },
    });
    expect(checkAttributeDraft(COTTON_BALES, draft, { manual: false }, 'en')).toEqual({
      [A.productId]: 'Product ID is required',
      [A.moisture]: 'Moisture Level must be between 0 and 100',
      [A.weight]: "Total Weight's unit must be in (Kilograms, Pounds)",
      [A.ginnedOn]: 'Ginned On must be a real date',
      [A.bales]: 'Bale Count may have at most 12 digits before the decimal point and 2 after it',
    });
  });

  it('asks manual products for the manual-only attributes, in the reader’s language', () => {
    const messages = checkAttributeDraft(COTTON_BALES, tracked, { manual: true }, 'fr');
    expect(messages).toEqual({ [A.origin]: 'Product Origin est obligatoire' });
  });

  it('does not ask for a product ID when a QR code identifies the product', () => {
    const withoutId = withField(tracked, A.productId, EMPTY_FIELD);
    expect(checkAttributeDraft(COTTON_BALES, withoutId, { manual: false, identifiedByQrCode: true }, 'en')).toEqual({});
    expect(fieldOf(withoutId, A.productId)).toEqual(EMPTY_FIELD);
  });

  it('calls text typed into a number field not a number', () => {
    const draft = withField(tracked, A.moisture, { ...EMPTY_FIELD, text: '7.' });
    expect(checkAttributeDraft(COTTON_BALES, draft, { manual: false }, 'en')).toEqual({ [A.moisture]: 'Moisture Level must be a number' });
  });
});
