import { randomUUID } from 'node:crypto';
import { SUPPLIER_TEMPLATE_FILE_NAME, type TSupplierImportCheck, type TSupplierImportResult } from '@opentrace/domain';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../../core/app-error.ts';
import type { Clock } from '../../../core/clock.ts';
import { sendDownload } from '../../../core/download.ts';
import type { IncomingFile } from '../../../core/multipart.ts';
import { authorizedFacilityOf } from '../../../core/policy.ts';
import type { Principal } from '../../../core/principal.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Database, Executor } from '../../../db/client.ts';
import type { TStoredSupplierRow } from '../../../db/schema/index.ts';
import { detectFileKind } from '../../../lib/file-kind.ts';
import { sanitiseFileName } from '../../../lib/file-name.ts';
import type { MailSettings } from '../../../lib/mail/mail-settings.ts';
import { insertFacilities } from '../../profiles/index.ts';
import { insertInvitedUsers, mailNewUserInvitations } from '../../users/index.ts';
import { SupplierRoles } from '../supplier-roles.ts';
import { suppliersPolicy } from '../suppliers.policy.ts';
import {
  analyzeSupplierTables,
  findSupplierIdentities,
  findFacilitiesByOarIds,
  findLinkedAmong,
  findUsersByEmails,
  insertPartnerLinks,
  insertSupplierLinks,
} from '../suppliers.repository.ts';
import { claimSupplierImport, insertSupplierImport } from './supplier-import.repository.ts';
import { readSupplierSheet } from './supplier-sheet-reader.ts';
import { checkSupplierRows, type TypeCatalogue } from './supplier-rows.ts';
import { supplierTemplate } from './supplier-template.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An import this large changes the tables' sizes enough for the planner to need fresh statistics (as autovacuum would). */
const ANALYZE_AFTER_ROWS = 500;

/** The Type column names the supplier types whose users sign in (DOMAIN.md §9), as the template's dropdown lists them. */
function typeCatalogue(roles: SupplierRoles): TypeCatalogue {
  return {
    roleIdOf: (name) => {
      const role = roles.byName(name);
      return role?.canSignIn ? role.id : undefined;
    },
    nameOf: (roleId) => roles.byId(roleId)?.name ?? '',
    sellsTo: (seller, buyer) => roles.sellsTo(seller, buyer),
  };
}

/**
 * Importing suppliers from import-suppliers-template.xlsx (DOMAIN.md §9): the template, a check that
 * keeps the valid rows, and the import of those rows in one transaction.
 */
export class SupplierImportService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mail: MailSettings,
  ) {}

  async template(principal: Principal, reply: FastifyReply, _context: RequestContext): Promise<FastifyReply> {
    await suppliersPolicy.authorize(principal, 'manageSuppliers', null);
    const roles = await SupplierRoles.read(this.db);
    const body = await supplierTemplate(roles.list.filter((role) => role.canSignIn).map((role) => role.name));
    return sendDownload(reply, { fileName: SUPPLIER_TEMPLATE_FILE_NAME, contentType: XLSX_MIME, body });
  }

  async validate(principal: Principal, file: IncomingFile | undefined, context: RequestContext): Promise<TSupplierImportCheck> {
    await suppliersPolicy.authorize(principal, 'manageSuppliers', null);
    const brandId = authorizedFacilityOf(principal);
    if (!file || file.data.length === 0) throw new AppError('EMPTY_UPLOAD');
    const fileName = sanitiseFileName(file.fileName);
    if (detectFileKind(file.data) !== 'xlsx') throw new AppError('UNSUPPORTED_FILE_TYPE', { params: { name: fileName, accepted: 'xlsx' } });

    const rows = await readSupplierSheet(file.data, fileName);
    if (rows.length === 0) throw new AppError('UNPROCESSABLE', { messageKey: 'suppliers.import.empty' });
    const roles = await SupplierRoles.read(this.db);
    const emails = [...new Set(rows.map((row) => row.email.toLowerCase()).filter(Boolean))];
    const oarIds = [...new Set(rows.map((row) => row.oarId.toLowerCase()).filter(Boolean))];
    const [usersByEmail, facilitiesByOarId, brandSuppliers] = await Promise.all([
      findUsersByEmails(this.db, emails),
      findFacilitiesByOarIds(this.db, oarIds),
      findSupplierIdentities(this.db, brandId),
    ]);
    const ownerFacilityIds = [...usersByEmail.values()].flatMap((owner) => (owner.facilityId ? [owner.facilityId] : []));
    const linkedFacilityIds = await findLinkedAmong(this.db, brandId, ownerFacilityIds);
    const checked = checkSupplierRows(rows, typeCatalogue(roles), {
      usersByEmail,
      facilitiesByOarId,
      linkedFacilityIds,
      brandSuppliers: brandSuppliers.map((row) => ({ id: row.id, name: row.name, oarId: row.oarId, roleId: row.roleId })),
    });
    const importId =
      checked.valid.length > 0
        ? await insertSupplierImport(this.db, { brandFacilityId: brandId, fileName, rows: checked.valid, uploadedById: principal.userId })
        : null;
    const errors = checked.errors.map(({ index, errors: rowErrors }) => ({
      index,
      errors: rowErrors.map((error) => context.t('suppliers.import.rowError', { index, error: context.t(error.messageKey, error.params) })),
    }));
    return {
      importId,
      totalItems: rows.length,
      validItems: checked.valid.length,
      failedItems: checked.errors.length,
      errorCount: errors.reduce((sum, row) => sum + row.errors.length, 0),
      existingItems: checked.valid.filter((row) => row.facilityId !== null).length,
      errors,
    };
  }

  /**
   * One transaction: the rows still valid are created or linked with their partner links; a row that someone
   * else made invalid since the check (took its e-mail or OS ID, linked it) is skipped. Any failure leaves the
   * file importable again.
   */
  async import(principal: Principal, importId: string, context: RequestContext): Promise<TSupplierImportResult> {
    await suppliersPolicy.authorize(principal, 'manageSuppliers', null);
    const brandId = authorizedFacilityOf(principal);
    const roles = await SupplierRoles.read(this.db);
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      const rows = await claimSupplierImport(tx, importId, brandId, now);
      if (!rows) throw new AppError('NOT_FOUND', { messageKey: 'suppliers.import.notFound' });
      const { kept, skipped } = await this.stillValid(tx, brandId, rows);
      const facilityOfRow = new Map<number, string>();
      const created = kept.filter((row) => row.facilityId === null).map((row) => ({ row, facilityId: randomUUID(), userId: randomUUID() }));
      for (const { row, facilityId } of created) facilityOfRow.set(row.index, facilityId);
      for (const row of kept) if (row.facilityId) facilityOfRow.set(row.index, row.facilityId);

      await insertFacilities(
        tx,
        created.map(({ row, facilityId }) => ({
          id: facilityId,
          name: row.name,
          roleId: row.roleId,
          businessRegisterNumber: row.businessRegisterNumber,
          oarId: row.oarId,
        })),
      );
      const contacts = created.map(({ row, facilityId, userId }) => ({
        id: userId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        roleId: row.roleId,
        facilityId,
        userType: 'Admin' as const,
        language: context.language,
        createdById: principal.userId,
      }));
      await insertInvitedUsers(tx, contacts);
      await mailNewUserInvitations(
        tx,
        created.flatMap(({ row }, index) => {
          const role = roles.byId(row.roleId);
          return role?.canSignIn
            ? [{ user: contacts[index] as (typeof contacts)[number], roleName: role.name, organisationName: row.name }]
            : [];
        }),
        principal,
        now,
        this.mail,
      );
      const linked = await insertSupplierLinks(
        tx,
        kept.map((row) => ({
          brandFacilityId: brandId,
          supplierFacilityId: facilityOfRow.get(row.index) as string,
          createdByBrand: row.facilityId === null,
          createdById: principal.userId,
          createdAt: now,
        })),
      );
      const pairs = kept.flatMap((row): (readonly [string, string])[] => {
        const target = row.suppliesToIndex !== null ? facilityOfRow.get(row.suppliesToIndex) : row.suppliesToFacilityId;
        return target ? [[facilityOfRow.get(row.index) as string, target]] : [];
      });
      const partnerLinks = await insertPartnerLinks(tx, brandId, pairs, now);
      return {
        created: created.length,
        linked: linked.length - created.length,
        skipped: skipped + kept.length - linked.length,
        partnerLinks,
      };
    });
    if (result.created + result.linked >= ANALYZE_AFTER_ROWS) await analyzeSupplierTables(this.db);
    await context.audit({ action: 'suppliers.imported', targetType: 'supplier_import', targetId: importId, details: { ...result } });
    return result;
  }

  /** The checked rows that nobody made invalid since: e-mails and OS IDs still free, existing facilities not yet linked. */
  private async stillValid(tx: Executor, brandId: string, rows: readonly TStoredSupplierRow[]) {
    const fresh = rows.filter((row) => row.facilityId === null);
    const [usersByEmail, facilitiesByOarId, linked] = await Promise.all([
      findUsersByEmails(
        tx,
        fresh.map((row) => row.email),
      ),
      findFacilitiesByOarIds(
        tx,
        fresh.flatMap((row) => (row.oarId ? [row.oarId.toLowerCase()] : [])),
      ),
      findLinkedAmong(
        tx,
        brandId,
        rows.flatMap((row) => (row.facilityId ? [row.facilityId] : [])),
      ),
    ]);
    const isStillValid = (row: TStoredSupplierRow) =>
      row.facilityId
        ? !linked.has(row.facilityId)
        : !usersByEmail.has(row.email) && !(row.oarId && facilitiesByOarId.has(row.oarId.toLowerCase()));
    const kept = rows.filter(isStillValid);
    const keptIndexes = new Set(kept.map((row) => row.index));
    // A row that named a skipped row as its partner keeps its own place, without that link.
    for (const row of kept) if (row.suppliesToIndex !== null && !keptIndexes.has(row.suppliesToIndex)) row.suppliesToIndex = null;
    return { kept, skipped: rows.length - kept.length };
  }
}
