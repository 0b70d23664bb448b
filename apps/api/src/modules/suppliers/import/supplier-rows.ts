import { MAX_OAR_ID_LENGTH, type TMessageKey, type TMessageParams, ZEmail, ZPersonName } from '@opentrace/domain';
import type { TStoredSupplierRow } from '../../../db/schema/index.ts';

/** One data row of Sheet1 as text, trimmed; `index` is its row number in the sheet. */
export interface SupplierSheetRow {
  index: number;
  name: string;
  businessRegisterNumber: string;
  oarId: string;
  firstName: string;
  lastName: string;
  email: string;
  type: string;
  suppliesTo: string;
}

export interface RowError {
  messageKey: TMessageKey;
  params?: TMessageParams;
}

/** What the database says about the file's e-mails, OS IDs and the brand's suppliers. */
export interface ExistingRecords {
  /** Live users by lower-cased e-mail, with the facility they belong to. */
  usersByEmail: ReadonlyMap<
    string,
    { facilityId: string | null; facilityName: string | null; facilityOarId: string | null; facilityRoleId: string | null }
  >;
  /** Live facilities by lower-cased OS ID. */
  facilitiesByOarId: ReadonlyMap<string, { id: string; name: string }>;
  /** Facilities already linked to the brand. */
  linkedFacilityIds: ReadonlySet<string>;
  /** The brand's suppliers, to resolve "Supplies To" against: by lower-cased name and by lower-cased OS ID. */
  brandSuppliers: readonly { id: string; name: string; oarId: string | null; roleId: string }[];
}

/** The roles the Type column may name, and which roles sell to which on the map. */
export interface TypeCatalogue {
  roleIdOf(typeName: string): string | undefined;
  nameOf(roleId: string): string;
  sellsTo(sellerRoleId: string, buyerRoleId: string): boolean;
}

export interface CheckedRows {
  valid: TStoredSupplierRow[];
  errors: { index: number; errors: RowError[] }[];
}

const LIMITS = { name: 255, businessRegisterNumber: 100, oarId: MAX_OAR_ID_LENGTH } as const;

const lower = (value: string) => value.trim().toLowerCase();

/** Required fields and the shape of each, in the template's column order. */
function fieldErrors(row: SupplierSheetRow, types: TypeCatalogue): RowError[] {
  const errors: RowError[] = [];
  const required = [
    ['Business Name', row.name],
    ['First Name', row.firstName],
    ['Last name', row.lastName],
    ['Email', row.email],
    ['Type', row.type],
  ] as const;
  for (const [column, value] of required) if (!value) errors.push({ messageKey: 'suppliers.import.required', params: { column } });
  const lengths = [
    ['Business Name', row.name, LIMITS.name],
    ['Business Reg. No', row.businessRegisterNumber, LIMITS.businessRegisterNumber],
    ['OS ID', row.oarId, LIMITS.oarId],
  ] as const;
  for (const [column, value, max] of lengths)
    if (value.length > max) errors.push({ messageKey: 'suppliers.import.tooLong', params: { column, max } });
  for (const [column, value] of [
    ['First Name', row.firstName],
    ['Last name', row.lastName],
  ] as const) {
    if (value && !ZPersonName.safeParse(value).success) errors.push({ messageKey: 'suppliers.import.nameInvalid', params: { column } });
  }
  if (row.email && !ZEmail.safeParse(row.email).success)
    errors.push({ messageKey: 'suppliers.import.emailInvalid', params: { value: row.email } });
  if (row.type && !types.roleIdOf(row.type)) errors.push({ messageKey: 'suppliers.import.typeUnknown', params: { value: row.type } });
  return errors;
}

interface Candidate {
  row: SupplierSheetRow;
  stored: TStoredSupplierRow;
}

/**
 * Checks every row of the file in the order: required fields and shapes, the e-mail shape, the type,
 * an e-mail repeated in the file, an e-mail or OS ID of another business, a supplier already linked; then
 * each "Supplies To" against the rows that passed and the brand's suppliers. A row whose e-mail belongs to a
 * user of the facility it names (same name or OS ID) links that facility instead of creating one.
 */
export function checkSupplierRows(rows: readonly SupplierSheetRow[], types: TypeCatalogue, existing: ExistingRecords): CheckedRows {
  const errors = new Map<number, RowError[]>();
  const fail = (index: number, error: RowError) => errors.set(index, [...(errors.get(index) ?? []), error]);
  const firstRowOfEmail = new Map<string, number>();
  const firstRowOfOarId = new Map<string, number>();
  const facilitiesInFile = new Set<string>();
  const candidates: Candidate[] = [];

  for (const row of rows) {
    for (const error of fieldErrors(row, types)) fail(row.index, error);
    if (errors.has(row.index)) continue;
    const email = lower(row.email);
    const oarId = row.oarId ? lower(row.oarId) : null;

    const firstWithEmail = firstRowOfEmail.get(email);
    if (firstWithEmail === undefined) firstRowOfEmail.set(email, row.index);
    else fail(row.index, { messageKey: 'suppliers.import.emailRepeated', params: { value: row.email, row: firstWithEmail } });
    if (oarId) {
      const firstWithOarId = firstRowOfOarId.get(oarId);
      if (firstWithOarId === undefined) firstRowOfOarId.set(oarId, row.index);
      else fail(row.index, { messageKey: 'suppliers.import.oarIdRepeated', params: { value: row.oarId, row: firstWithOarId } });
    }

    let facilityId: string | null = null;
    let roleId = types.roleIdOf(row.type) as string;
    const owner = existing.usersByEmail.get(email);
    if (owner) {
      const sameBusiness =
        owner.facilityId !== null &&
        ((oarId !== null && owner.facilityOarId !== null && lower(owner.facilityOarId) === oarId) ||
          (owner.facilityName !== null && lower(owner.facilityName) === lower(row.name)));
      if (sameBusiness) {
        facilityId = owner.facilityId;
        roleId = owner.facilityRoleId ?? roleId;
      } else fail(row.index, { messageKey: 'suppliers.import.emailUsed', params: { value: row.email } });
    }
    const holder = oarId ? existing.facilitiesByOarId.get(oarId) : undefined;
    if (holder && holder.id !== facilityId) fail(row.index, { messageKey: 'suppliers.import.oarIdUsed', params: { value: row.oarId } });
    if (facilityId && (existing.linkedFacilityIds.has(facilityId) || facilitiesInFile.has(facilityId))) {
      fail(row.index, { messageKey: 'suppliers.import.alreadySupplier' });
    }
    if (errors.has(row.index)) continue;
    if (facilityId) facilitiesInFile.add(facilityId);
    candidates.push({
      row,
      stored: {
        index: row.index,
        facilityId,
        name: row.name,
        roleId,
        businessRegisterNumber: row.businessRegisterNumber || null,
        oarId: row.oarId || null,
        firstName: row.firstName,
        lastName: row.lastName,
        email,
        suppliesToIndex: null,
        suppliesToFacilityId: null,
      },
    });
  }

  const valid = resolveSuppliesTo(candidates, types, existing, fail);
  return {
    valid,
    errors: [...errors].sort(([a], [b]) => a - b).map(([index, rowErrors]) => ({ index, errors: rowErrors })),
  };
}

/**
 * "Supplies To" names a row of the file (by Business Name or OS ID) or one of the brand's suppliers, whose role
 * must buy from this row's role on the map. A row that fails drops out, and so may the rows that named it:
 * the check repeats until no row drops out, so every kept link joins two kept rows.
 */
function resolveSuppliesTo(
  candidates: Candidate[],
  types: TypeCatalogue,
  existing: ExistingRecords,
  fail: (index: number, error: RowError) => void,
): TStoredSupplierRow[] {
  const brandByKey = new Map<string, { id: string; roleId: string }>();
  for (const supplier of existing.brandSuppliers) {
    brandByKey.set(lower(supplier.name), supplier);
    if (supplier.oarId) brandByKey.set(lower(supplier.oarId), supplier);
  }
  let kept = candidates;
  for (;;) {
    const fileByKey = new Map<string, Candidate>();
    for (const candidate of kept) {
      fileByKey.set(lower(candidate.row.name), candidate);
      if (candidate.row.oarId) fileByKey.set(lower(candidate.row.oarId), candidate);
    }
    const dropped = new Set<number>();
    for (const candidate of kept) {
      const value = candidate.row.suppliesTo;
      if (!value) continue;
      const inFile = fileByKey.get(lower(value));
      const target =
        inFile && inFile !== candidate ? { roleId: inFile.stored.roleId, index: inFile.row.index } : brandByKey.get(lower(value));
      if (!target) {
        fail(candidate.row.index, { messageKey: 'suppliers.import.partnerUnknown', params: { value } });
        dropped.add(candidate.row.index);
      } else if (!types.sellsTo(candidate.stored.roleId, target.roleId)) {
        fail(candidate.row.index, {
          messageKey: 'suppliers.import.partnerNotAdjacent',
          params: { value, type: types.nameOf(candidate.stored.roleId), role: types.nameOf(target.roleId) },
        });
        dropped.add(candidate.row.index);
      } else if ('index' in target) {
        candidate.stored.suppliesToIndex = target.index;
        candidate.stored.suppliesToFacilityId = null;
      } else {
        candidate.stored.suppliesToFacilityId = target.id;
        candidate.stored.suppliesToIndex = null;
      }
    }
    if (dropped.size === 0) return kept.map((candidate) => candidate.stored);
    kept = kept.filter((candidate) => !dropped.has(candidate.row.index));
  }
}
