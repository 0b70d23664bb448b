import type { TCommodity, TProductAttribute, TProductDefinition } from '@opentrace/domain';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { attributes, commodities, productDefinitionAttributes, productDefinitions } from '../../db/schema/index.ts';

export type NewAttributeRow = typeof attributes.$inferInsert;
export type NewDefinitionRow = typeof productDefinitions.$inferInsert;
export interface DefinitionAttributeEntry {
  attributeId: string;
  isOptional: boolean;
  isAddManuallyOnly: boolean;
}

export function findCommodities(db: Executor): Promise<TCommodity[]> {
  return db.select({ id: commodities.id, name: commodities.name }).from(commodities).orderBy(asc(commodities.name));
}

const sameName = (column: typeof attributes.name | typeof productDefinitions.name, name: string) =>
  sql`lower(${column}) = lower(${name.trim()})`;

export async function isAttributeNameTaken(db: Executor, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: attributes.id })
    .from(attributes)
    .where(and(sameName(attributes.name, name), isNull(attributes.deletedAt), exceptId ? ne(attributes.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function isDefinitionNameTaken(db: Executor, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productDefinitions.id })
    .from(productDefinitions)
    .where(
      and(
        sameName(productDefinitions.name, name),
        isNull(productDefinitions.deletedAt),
        exceptId ? ne(productDefinitions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Live attributes (all, or the given ids), each with how many live definitions use it. */
export async function findAttributes(db: Executor, ids?: string[]): Promise<TProductAttribute[]> {
  const usage = db
    .select({ attributeId: productDefinitionAttributes.attributeId, n: sql<number>`count(*)::int`.as('n') })
    .from(productDefinitionAttributes)
    .innerJoin(productDefinitions, eq(productDefinitions.id, productDefinitionAttributes.productDefinitionId))
    .where(isNull(productDefinitions.deletedAt))
    .groupBy(productDefinitionAttributes.attributeId)
    .as('usage');
  const rows = await db
    .select({ attribute: attributes, usageCount: sql<number>`coalesce(${usage.n}, 0)::int` })
    .from(attributes)
    .leftJoin(usage, eq(usage.attributeId, attributes.id))
    .where(and(isNull(attributes.deletedAt), ids ? inArray(attributes.id, ids) : undefined))
    .orderBy(asc(sql`lower(${attributes.name})`));
  return rows.map(({ attribute, usageCount }) => ({
    id: attribute.id,
    name: attribute.name,
    nameTranslations: attribute.nameTranslations,
    type: attribute.type,
    category: attribute.category,
    options: attribute.options,
    usageCount,
  }));
}

/** Names of the live definitions that use an attribute. */
export async function definitionNamesUsingAttribute(db: Executor, attributeId: string): Promise<string[]> {
  const rows = await db
    .select({ name: productDefinitions.name })
    .from(productDefinitionAttributes)
    .innerJoin(productDefinitions, eq(productDefinitions.id, productDefinitionAttributes.productDefinitionId))
    .where(and(eq(productDefinitionAttributes.attributeId, attributeId), isNull(productDefinitions.deletedAt)))
    .orderBy(asc(productDefinitions.name));
  return rows.map((row) => row.name);
}

export async function insertAttribute(db: Executor, values: NewAttributeRow): Promise<string> {
  const [row] = await db.insert(attributes).values(values).returning({ id: attributes.id });
  if (!row) throw new Error('Attribute was not created');
  return row.id;
}

export async function updateAttribute(db: Executor, id: string, values: Partial<NewAttributeRow>): Promise<void> {
  await db.update(attributes).set(values).where(eq(attributes.id, id));
}

export async function softDeleteAttribute(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(attributes).set({ deletedAt: now }).where(eq(attributes.id, id));
}

/** Live definitions (all, or the given ids) with their attributes in form order. */
export async function findDefinitions(db: Executor, ids?: string[]): Promise<TProductDefinition[]> {
  const rows = await db
    .select()
    .from(productDefinitions)
    .where(and(isNull(productDefinitions.deletedAt), ids ? inArray(productDefinitions.id, ids) : undefined))
    .orderBy(asc(sql`lower(${productDefinitions.name})`));
  if (rows.length === 0) return [];
  const entries = await db
    .select({
      productDefinitionId: productDefinitionAttributes.productDefinitionId,
      attributeId: productDefinitionAttributes.attributeId,
      order: productDefinitionAttributes.order,
      isOptional: productDefinitionAttributes.isOptional,
      isAddManuallyOnly: productDefinitionAttributes.isAddManuallyOnly,
      name: attributes.name,
      type: attributes.type,
      category: attributes.category,
    })
    .from(productDefinitionAttributes)
    .innerJoin(attributes, eq(attributes.id, productDefinitionAttributes.attributeId))
    .where(
      inArray(
        productDefinitionAttributes.productDefinitionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productDefinitionAttributes.order));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameTranslations: row.nameTranslations,
    goods: row.goods,
    attributes: entries
      .filter((entry) => entry.productDefinitionId === row.id)
      .map(({ productDefinitionId: _definition, ...entry }) => entry),
  }));
}

export async function insertDefinition(db: Executor, values: NewDefinitionRow, entries: DefinitionAttributeEntry[]): Promise<string> {
  const [row] = await db.insert(productDefinitions).values(values).returning({ id: productDefinitions.id });
  if (!row) throw new Error('Product definition was not created');
  await replaceDefinitionAttributes(db, row.id, entries);
  return row.id;
}

export async function updateDefinition(
  db: Executor,
  id: string,
  values: Partial<NewDefinitionRow>,
  entries: DefinitionAttributeEntry[],
): Promise<void> {
  await db.update(productDefinitions).set(values).where(eq(productDefinitions.id, id));
  await replaceDefinitionAttributes(db, id, entries);
}

/** The list order is the form order, stored as 1, 2, 3 … */
async function replaceDefinitionAttributes(db: Executor, definitionId: string, entries: DefinitionAttributeEntry[]): Promise<void> {
  await db.delete(productDefinitionAttributes).where(eq(productDefinitionAttributes.productDefinitionId, definitionId));
  if (entries.length === 0) return;
  await db
    .insert(productDefinitionAttributes)
    .values(entries.map((entry, index) => ({ productDefinitionId: definitionId, order: index + 1, ...entry })));
}

export async function softDeleteDefinition(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(productDefinitions).set({ deletedAt: now }).where(eq(productDefinitions.id, id));
}

export async function setDefinitionTranslations(
  db: Executor,
  id: string,
  nameTranslations: NewDefinitionRow['nameTranslations'],
  now: Date,
) {
  await db.update(productDefinitions).set({ nameTranslations, updatedAt: now }).where(eq(productDefinitions.id, id));
}

/** Retires every live definition and attribute (kept for the products that name them) before a bundle replaces them. */
export async function retireAllDefinitions(db: Executor, now: Date): Promise<void> {
  await db.update(productDefinitions).set({ deletedAt: now }).where(isNull(productDefinitions.deletedAt));
  await db.update(attributes).set({ deletedAt: now }).where(isNull(attributes.deletedAt));
}
