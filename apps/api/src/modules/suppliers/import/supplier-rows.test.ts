import { describe, expect, it } from 'vitest';
import { checkSupplierRows, type ExistingRecords, type SupplierSheetRow, type TypeCatalogue } from './supplier-rows.ts';

const ROLES: Record<string, string> = { ginner: 'Ginner', spinner: 'Spinner', mill: 'Mill' };
const SELLS_TO = new Set(['ginner>spinner', 'spinner>mill']);
const TYPES: TypeCatalogue = {
  roleIdOf: (name) => Object.keys(ROLES).find((id) => ROLES[id]?.toLowerCase() === name.trim().toLowerCase()),
  nameOf: (id) => ROLES[id] ?? '',
  sellsTo: (seller, buyer) => SELLS_TO.has(`${seller}>${buyer}`),
};

const NOTHING: ExistingRecords = {
  usersByEmail: new Map(),
  facilitiesByOarId: new Map(),
  linkedFacilityIds: new Set(),
  brandSuppliers: [],
};

let next = 2;
function row(values: Partial<SupplierSheetRow> = {}): SupplierSheetRow {
  const index = values.index ?? next++;
  return {
    index,
    name: `Business ${index}`,
    businessRegisterNumber: '',
    oarId: '',
    firstName: 'Sana',
    lastName: 'Malik',
    email: `contact${index}@example.com`,
    type: 'Spinner',
    suppliesTo: '',
    ...values,
  };
}

const keys = (result: ReturnType<typeof checkSupplierRows>) =>
  Object.fromEntries(result.errors.map(({ index, errors }) => [index, errors.map((error) => error.messageKey)]));

describe('checking the rows of a supplier file', () => {
  it('keeps a valid row as a new facility with a lower-cased e-mail', () => {
    const result = checkSupplierRows([row({ index: 2, email: 'Sana@Example.COM', oarId: 'PK2024' })], TYPES, NOTHING);
    expect(result.errors).toEqual([]);
    expect(result.valid).toEqual([
      expect.objectContaining({ index: 2, facilityId: null, roleId: 'spinner', email: 'sana@example.com', oarId: 'PK2024' }),
    ]);
  });

  it('reports required fields, then the shape of names and e-mail, then the type, in that order', () => {
    const result = checkSupplierRows(
      [row({ index: 2, name: '', email: '', type: '' }), row({ index: 3, firstName: 'Sana 2', email: 'not-an-email', type: 'Weaver' })],
      TYPES,
      NOTHING,
    );
    expect(keys(result)).toEqual({
      2: ['suppliers.import.required', 'suppliers.import.required', 'suppliers.import.required'],
      3: ['suppliers.import.nameInvalid', 'suppliers.import.emailInvalid', 'suppliers.import.typeUnknown'],
    });
    expect(result.errors[0]?.errors.map((error) => error.params?.column)).toEqual(['Business Name', 'Email', 'Type']);
    expect(result.valid).toEqual([]);
  });

  it('finds an e-mail or OS ID repeated in the file, naming the first row', () => {
    const result = checkSupplierRows(
      [row({ index: 2, email: 'a@x.com', oarId: 'OS1' }), row({ index: 3, email: 'A@x.com' }), row({ index: 4, oarId: 'os1' })],
      TYPES,
      NOTHING,
    );
    expect(keys(result)).toEqual({ 3: ['suppliers.import.emailRepeated'], 4: ['suppliers.import.oarIdRepeated'] });
    expect(result.errors.map((error) => error.errors[0]?.params?.row)).toEqual([2, 2]);
  });

  it('links the facility an e-mail belongs to when the row names it, and refuses another business’s e-mail or OS ID', () => {
    const existing: ExistingRecords = {
      ...NOTHING,
      usersByEmail: new Map([
        ['owner@mill.com', { facilityId: 'f-mill', facilityName: 'Lahore Mill', facilityOarId: 'PK-MILL', facilityRoleId: 'mill' }],
        ['other@x.com', { facilityId: 'f-other', facilityName: 'Other', facilityOarId: null, facilityRoleId: 'ginner' }],
      ]),
      facilitiesByOarId: new Map([['pk-taken', { id: 'f-taken', name: 'Taken' }]]),
    };
    const result = checkSupplierRows(
      [
        row({ index: 2, name: 'lahore mill', email: 'OWNER@mill.com', type: 'Spinner' }),
        row({ index: 3, email: 'other@x.com' }),
        row({ index: 4, oarId: 'PK-TAKEN' }),
      ],
      TYPES,
      existing,
    );
    expect(keys(result)).toEqual({ 3: ['suppliers.import.emailUsed'], 4: ['suppliers.import.oarIdUsed'] });
    expect(result.valid).toEqual([expect.objectContaining({ index: 2, facilityId: 'f-mill', roleId: 'mill' })]);
  });

  it('skips a supplier the brand already has', () => {
    const existing: ExistingRecords = {
      ...NOTHING,
      usersByEmail: new Map([
        ['owner@mill.com', { facilityId: 'f-mill', facilityName: 'Lahore Mill', facilityOarId: null, facilityRoleId: 'mill' }],
      ]),
      linkedFacilityIds: new Set(['f-mill']),
    };
    const result = checkSupplierRows([row({ index: 2, name: 'Lahore Mill', email: 'owner@mill.com' })], TYPES, existing);
    expect(keys(result)).toEqual({ 2: ['suppliers.import.alreadySupplier'] });
  });

  it('resolves "Supplies To" against the file and the brand’s suppliers, along the map only', () => {
    const existing: ExistingRecords = {
      ...NOTHING,
      brandSuppliers: [{ id: 'f-mill', name: 'Lahore Mill', oarId: 'PK-MILL', roleId: 'mill' }],
    };
    const result = checkSupplierRows(
      [
        row({ index: 2, name: 'Ginning Co', type: 'Ginner', suppliesTo: 'spinning co' }),
        row({ index: 3, name: 'Spinning Co', type: 'Spinner', suppliesTo: 'pk-mill' }),
        row({ index: 4, name: 'Another Gin', type: 'Ginner', suppliesTo: 'Lahore Mill' }),
        row({ index: 5, name: 'Lonely', type: 'Spinner', suppliesTo: 'Nobody' }),
      ],
      TYPES,
      existing,
    );
    expect(keys(result)).toEqual({ 4: ['suppliers.import.partnerNotAdjacent'], 5: ['suppliers.import.partnerUnknown'] });
    expect(result.valid.map((stored) => [stored.index, stored.suppliesToIndex, stored.suppliesToFacilityId])).toEqual([
      [2, 3, null],
      [3, null, 'f-mill'],
    ]);
  });

  it('drops a row whose partner row dropped out, so no kept link points at a row that is not imported', () => {
    const result = checkSupplierRows(
      [
        row({ index: 2, name: 'Ginning Co', type: 'Ginner', suppliesTo: 'Spinning Co' }),
        row({ index: 3, name: 'Spinning Co', type: 'Spinner', suppliesTo: 'Nobody' }),
      ],
      TYPES,
      NOTHING,
    );
    expect(keys(result)).toEqual({ 2: ['suppliers.import.partnerUnknown'], 3: ['suppliers.import.partnerUnknown'] });
    expect(result.valid).toEqual([]);
  });
});
