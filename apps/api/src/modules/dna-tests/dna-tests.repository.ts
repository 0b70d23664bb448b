import { codeFromScan, productCodeKey, type TDnaTestListQuery } from '@opentrace/domain';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { containing } from '../../db/like-patterns.ts';
import {
  countries,
  dnaTestFiles,
  dnaTests,
  facilities,
  files,
  productCodeKeySql,
  productDefinitions,
  products,
  qrCodes,
  roles,
  users,
} from '../../db/schema/index.ts';
import { findFacilityChoicePage } from '../profiles/index.ts';

export type DnaTestRow = typeof dnaTests.$inferSelect;
export type NewDnaTestRow = typeof dnaTests.$inferInsert;

const supplier = alias(facilities, 'supplier');
const requester = alias(facilities, 'requester');

/** A test with what it is shown with: its product, the two organisations, who logged it. */
const testColumns = {
  test: dnaTests,
  productCode: products.code,
  qrCode: qrCodes.code,
  productName: productDefinitions.name,
  productNameTranslations: productDefinitions.nameTranslations,
  supplierName: supplier.name,
  requesterName: requester.name,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};
export type DnaTestListRow = Awaited<ReturnType<typeof testsWithNames>>[number];

function testsWithNames(db: Executor) {
  return db
    .select(testColumns)
    .from(dnaTests)
    .innerJoin(products, eq(products.id, dnaTests.productId))
    .leftJoin(qrCodes, eq(qrCodes.id, products.qrCodeId))
    .innerJoin(productDefinitions, eq(productDefinitions.id, products.productDefinitionId))
    .innerJoin(supplier, eq(supplier.id, dnaTests.productSupplierId))
    .leftJoin(requester, eq(requester.id, dnaTests.requestFacilityId))
    .leftJoin(users, eq(users.id, dnaTests.createdById));
}

export async function findDnaTest(db: Executor, id: string): Promise<DnaTestListRow | undefined> {
  const [row] = await testsWithNames(db).where(and(eq(dnaTests.id, id), isNull(dnaTests.deletedAt)));
  return row;
}

export async function insertDnaTest(tx: Executor, row: NewDnaTestRow): Promise<DnaTestRow> {
  const [inserted] = await tx.insert(dnaTests).values(row).returning();
  if (!inserted) throw new Error('insertDnaTest: no row returned');
  return inserted;
}

export async function insertDnaTestFiles(tx: Executor, rows: (typeof dnaTestFiles.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(dnaTestFiles).values(rows);
}

/** Marks the test deleted; false when it was already gone (two deletes at once). */
export async function markDnaTestDeleted(tx: Executor, id: string, deletedById: string, now: Date): Promise<boolean> {
  const removed = await tx
    .update(dnaTests)
    .set({ deletedAt: now, deletedById })
    .where(and(eq(dnaTests.id, id), isNull(dnaTests.deletedAt)))
    .returning({ id: dnaTests.id });
  return removed.length > 0;
}

export function findDnaTestFiles(db: Executor, testId: string) {
  return db
    .select({ name: dnaTestFiles.name, blobName: files.blobName, kind: files.kind })
    .from(dnaTestFiles)
    .innerJoin(files, eq(files.id, dnaTestFiles.fileId))
    .where(and(eq(dnaTestFiles.testId, testId), isNull(files.deletedAt)))
    .orderBy(asc(dnaTestFiles.sequence));
}

const SORTS: Record<string, SQL> = {
  testedOn: sql`${dnaTests.testedOn}`,
  createdAt: sql`${dnaTests.createdAt}`,
  result: sql`${dnaTests.result}`,
};

/**
 * What the search box matches. Codes compare by their key, as every product look-up does, so the code a label
 * prints ("421 007 356"), a screen's hyphenated form or a pasted label link finds the product; names and the
 * test's reference match the text as typed.
 */
function searchCondition(text: string): SQL | undefined {
  const scanned = codeFromScan(text);
  const typed = containing(scanned);
  const codeKey = productCodeKey(scanned);
  const keyed = codeKey === '' ? undefined : containing(codeKey);
  return or(
    keyed ? like(productCodeKeySql(products.code), keyed) : undefined,
    keyed ? like(qrCodes.code, keyed) : undefined,
    ilike(supplier.name, typed),
    ilike(requester.name, typed),
    sql`'DNA-' || ${dnaTests.number} ilike ${typed}`,
  );
}

/** A page of live tests; `createdById` limits it to one person's tests (callers who may not see all). */
export async function findDnaTestPage(db: Executor, query: TDnaTestListQuery, createdById: string | null) {
  const where = and(
    isNull(dnaTests.deletedAt),
    createdById ? eq(dnaTests.createdById, createdById) : undefined,
    query.kind ? eq(dnaTests.kind, query.kind) : undefined,
    query.result ? eq(dnaTests.result, query.result) : undefined,
    query.productSupplierId ? eq(dnaTests.productSupplierId, query.productSupplierId) : undefined,
    query.testedFrom ? gte(dnaTests.testedOn, query.testedFrom) : undefined,
    query.testedTo ? lte(dnaTests.testedOn, query.testedTo) : undefined,
    query.key ? searchCondition(query.key) : undefined,
  );
  const column = SORTS[query.sort?.field ?? 'testedOn'] ?? SORTS.testedOn!;
  const direction = query.sort?.direction === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    testsWithNames(db)
      .where(where)
      .orderBy(direction(column), desc(dnaTests.number))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(dnaTests)
      .innerJoin(products, eq(products.id, dnaTests.productId))
      .leftJoin(qrCodes, eq(qrCodes.id, products.qrCodeId))
      .innerJoin(supplier, eq(supplier.id, dnaTests.productSupplierId))
      .leftJoin(requester, eq(requester.id, dnaTests.requestFacilityId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Live producer facilities of the given roles, by name. */
export async function findFacilityPageOfRoles(
  db: Executor,
  roleIds: readonly string[],
  options: { key?: string; facilityId?: string; page: number; perPage: number },
) {
  if (roleIds.length === 0) return { rows: [], total: 0 };
  return findFacilityChoicePage(db, inArray(facilities.roleId, [...roleIds]), options);
}

/** The live producer roles, for the permission rules of who may request a test or have one. */
export function findLiveProducerRoles(db: Executor) {
  return db
    .select({ id: roles.id, code: roles.code, type: roles.type })
    .from(roles)
    .where(and(eq(roles.type, 'Producer'), isNull(roles.deletedAt)));
}

export async function findFacilityName(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, id));
  return row?.name;
}

export function findProductNames(db: Executor, definitionIds: readonly string[]) {
  return db
    .select({ name: productDefinitions.name, nameTranslations: productDefinitions.nameTranslations })
    .from(productDefinitions)
    .where(inArray(productDefinitions.id, [...definitionIds]));
}

export function findCountryNames(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: countries.id, name: countries.name, translations: countries.translations })
    .from(countries)
    .where(inArray(countries.id, [...new Set(ids)]));
}

/**
 * The countries a product comes from (DOMAIN.md §8.2): following transformations from the product back to
 * everything that went into it, the countries of the upstream raw-material extractors (those that made one of
 * those products, or sold one, as a farm sells the seed cotton its buyer defines), and the countries manual
 * products (defined by their buyer) name in their place attributes.
 */
export async function findOriginCountryIds(db: Executor, productId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive lineage(product_id) as (
      select ${productId}::uuid
      union
      select input.product_id
        from lineage
        join transformation_items output on output.product_id = lineage.product_id and output.role = 'output'
        join transformation_items input on input.transformation_id = output.transformation_id and input.role = 'input'
    )
    select facility.country_id::text as country_id
      from lineage
      join products product on product.id = lineage.product_id and not product.is_manual_added
      join facilities facility on facility.id = product.created_facility_id
      join roles role on role.id = facility.role_id and role.is_raw_material_extractor
     where facility.country_id is not null
    union
    select seller.country_id::text
      from lineage
      join transaction_items item on item.product_id = lineage.product_id
      join transactions purchase on purchase.id = item.transaction_id and purchase.type = 1 and purchase.deleted_at is null
      join facilities seller on seller.id = purchase.from_facility_id
      join roles role on role.id = seller.role_id and role.is_raw_material_extractor
     where seller.country_id is not null
    union
    select country.id::text
      from lineage
      join products product on product.id = lineage.product_id and product.is_manual_added
      cross join lateral jsonb_array_elements(product.additional_attributes) as answer(item)
      join attributes attribute on attribute.id::text = answer.item ->> 'attributeId' and attribute.category = 'COUNTRY_PROVINCE_DISTRICT'
      join countries country on country.id::text = answer.item -> 'value' ->> 'countryId'`);
  return (result as unknown as { rows: { country_id: string }[] }).rows.map((row) => row.country_id).sort();
}

/** What the risk engine needs of the live tests of the facilities. */
export function findDnaRiskSources(db: Executor, facilityIds: readonly string[]) {
  if (facilityIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: dnaTests.id,
      number: dnaTests.number,
      result: dnaTests.result,
      testedOn: dnaTests.testedOn,
      facilityId: dnaTests.productSupplierId,
      productCode: products.code,
    })
    .from(dnaTests)
    .innerJoin(products, eq(products.id, dnaTests.productId))
    .where(and(inArray(dnaTests.productSupplierId, [...facilityIds]), isNull(dnaTests.deletedAt)));
}
export type DnaRiskSourceRow = Awaited<ReturnType<typeof findDnaRiskSources>>[number];

/** Per facility, how many of its live tests passed and failed, and its latest one. */
export async function findDnaTestTallies(db: Executor, facilityIds: readonly string[]) {
  if (facilityIds.length === 0) return [];
  return db
    .select({
      facilityId: dnaTests.productSupplierId,
      passed: sql<number>`count(*) filter (where ${dnaTests.result} = 'PASSED')::int`,
      failed: sql<number>`count(*) filter (where ${dnaTests.result} = 'FAILED')::int`,
      last: sql<string>`(array_agg(${dnaTests.testedOn}::text || ' ' || ${dnaTests.result} order by ${dnaTests.testedOn} desc, ${dnaTests.number} desc))[1]`,
    })
    .from(dnaTests)
    .where(and(inArray(dnaTests.productSupplierId, [...facilityIds]), isNull(dnaTests.deletedAt)))
    .groupBy(dnaTests.productSupplierId);
}
