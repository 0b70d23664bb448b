import type { TMapLine, TMapRole } from '@opentrace/domain';
import { and, arrayContains, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  attributes,
  calculatedFields,
  productDefinitionAttributes,
  productDefinitions,
  rolePermissions,
  roles,
  supplyChainLines,
  supplyChainNodeMetadata,
} from '../../db/schema/index.ts';

export type NodeMetadataRow = typeof supplyChainNodeMetadata.$inferSelect;
export type CalculatedFieldRow = typeof calculatedFields.$inferSelect;
export type NewCalculatedFieldRow = typeof calculatedFields.$inferInsert;

export interface MapRoleRow extends TMapRole {
  name: string;
  icon: string;
}

/** Attribute categories a formula can read or cap (DOMAIN.md §3.4). */
const NUMERIC_CATEGORIES = ['NUMBER', 'NUMBER_UNIT_PAIR', 'PERCENTAGE'] as const;

export async function findLines(db: Executor): Promise<TMapLine[]> {
  return db
    .select({
      id: supplyChainLines.id,
      roleId: supplyChainLines.roleId,
      fromRoleId: supplyChainLines.fromRoleId,
      chainId: supplyChainLines.chainId,
      outputProductDefinitionIds: supplyChainLines.outputProductDefinitionIds,
    })
    .from(supplyChainLines);
}

export async function findNodeMetadata(db: Executor): Promise<NodeMetadataRow[]> {
  return db.select().from(supplyChainNodeMetadata).orderBy(asc(supplyChainNodeMetadata.createdAt), asc(supplyChainNodeMetadata.id));
}

export async function findNodeMetadataOfRole(db: Executor, roleId: string): Promise<NodeMetadataRow | undefined> {
  const [row] = await db.select().from(supplyChainNodeMetadata).where(eq(supplyChainNodeMetadata.roleId, roleId));
  return row;
}

/** Live roles with their permission keys; deleted roles are left out, so they vanish from the map. */
export async function findMapRoles(db: Executor, ids: string[]): Promise<Map<string, MapRoleRow>> {
  if (ids.length === 0) return new Map();
  const [rows, grants] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name, icon: roles.icon, type: roles.type, isRawMaterialExtractor: roles.isRawMaterialExtractor })
      .from(roles)
      .where(and(inArray(roles.id, ids), isNull(roles.deletedAt))),
    db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, ids)),
  ]);
  return new Map(
    rows.map((row) => [row.id, { ...row, permissions: grants.filter((g) => g.roleId === row.id).map((g) => g.permissionKey) }]),
  );
}

/** The ids among `ids` that are live product definitions. */
export async function findLiveProductDefinitionIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: productDefinitions.id })
    .from(productDefinitions)
    .where(and(inArray(productDefinitions.id, ids), isNull(productDefinitions.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

/** Numeric attribute ids of each product definition, for formula variables and outputs. */
export async function findNumericAttributes(db: Executor, definitionIds: string[]): Promise<Map<string, string[]>> {
  const byDefinition = new Map<string, string[]>();
  if (definitionIds.length === 0) return byDefinition;
  const rows = await db
    .select({ definitionId: productDefinitionAttributes.productDefinitionId, attributeId: attributes.id })
    .from(productDefinitionAttributes)
    .innerJoin(attributes, eq(attributes.id, productDefinitionAttributes.attributeId))
    .where(
      and(
        inArray(productDefinitionAttributes.productDefinitionId, definitionIds),
        inArray(attributes.category, [...NUMERIC_CATEGORIES]),
        isNull(attributes.deletedAt),
      ),
    );
  for (const row of rows) byDefinition.set(row.definitionId, [...(byDefinition.get(row.definitionId) ?? []), row.attributeId]);
  return byDefinition;
}

export async function insertLine(db: Executor, line: Omit<TMapLine, 'id'>): Promise<void> {
  await db.insert(supplyChainLines).values({ ...line, outputProductDefinitionIds: [...line.outputProductDefinitionIds] });
}

export async function insertNodeMetadata(
  db: Executor,
  values: { roleId: string; chainId: string; positionTop: number; positionLeft: number },
): Promise<void> {
  await db.insert(supplyChainNodeMetadata).values(values);
}

/** Moves every line and node of the merged chains into `chainId`. */
export async function mergeChains(db: Executor, chainId: string, mergedChainIds: string[]): Promise<void> {
  if (mergedChainIds.length === 0) return;
  await db.update(supplyChainLines).set({ chainId }).where(inArray(supplyChainLines.chainId, mergedChainIds));
  await db.update(supplyChainNodeMetadata).set({ chainId }).where(inArray(supplyChainNodeMetadata.chainId, mergedChainIds));
}

export async function setRoleOutputs(db: Executor, roleId: string, outputs: string[]): Promise<void> {
  await db.update(supplyChainLines).set({ outputProductDefinitionIds: outputs }).where(eq(supplyChainLines.roleId, roleId));
}

/** Applies edit impacts: lines and nodes go, impacted nodes lose their calculated fields. */
export async function applyImpacts(
  db: Executor,
  impacts: { deletedLineIds: string[]; deletedNodeIds: string[]; impactNodeIds: string[] },
): Promise<void> {
  if (impacts.deletedLineIds.length > 0) await db.delete(supplyChainLines).where(inArray(supplyChainLines.id, impacts.deletedLineIds));
  // Deleting the metadata also deletes its calculated fields (foreign key cascade).
  if (impacts.deletedNodeIds.length > 0) {
    await db.delete(supplyChainNodeMetadata).where(inArray(supplyChainNodeMetadata.roleId, impacts.deletedNodeIds));
  }
  if (impacts.impactNodeIds.length > 0) {
    const impacted = db
      .select({ id: supplyChainNodeMetadata.id })
      .from(supplyChainNodeMetadata)
      .where(inArray(supplyChainNodeMetadata.roleId, impacts.impactNodeIds));
    await db.delete(calculatedFields).where(inArray(calculatedFields.nodeMetadataId, impacted));
  }
}

export async function updatePosition(db: Executor, roleId: string, top: number, left: number, now: Date): Promise<number> {
  const rows = await db
    .update(supplyChainNodeMetadata)
    .set({ positionTop: top, positionLeft: left, updatedAt: now })
    .where(eq(supplyChainNodeMetadata.roleId, roleId))
    .returning({ id: supplyChainNodeMetadata.id });
  return rows.length;
}

export async function findCalculatedFields(db: Executor): Promise<(CalculatedFieldRow & { roleId: string })[]> {
  const rows = await db
    .select({ field: calculatedFields, roleId: supplyChainNodeMetadata.roleId })
    .from(calculatedFields)
    .innerJoin(supplyChainNodeMetadata, eq(supplyChainNodeMetadata.id, calculatedFields.nodeMetadataId));
  return rows.map((row) => ({ ...row.field, roleId: row.roleId }));
}

export async function findCalculatedField(db: Executor, id: string): Promise<CalculatedFieldRow | undefined> {
  const [row] = await db.select().from(calculatedFields).where(eq(calculatedFields.id, id));
  return row;
}

export async function insertCalculatedField(db: Executor, values: NewCalculatedFieldRow): Promise<string> {
  const [row] = await db.insert(calculatedFields).values(values).returning({ id: calculatedFields.id });
  if (!row) throw new Error('Calculated field was not created');
  return row.id;
}

export async function updateCalculatedField(db: Executor, id: string, values: Partial<NewCalculatedFieldRow>): Promise<void> {
  await db.update(calculatedFields).set(values).where(eq(calculatedFields.id, id));
}

export async function deleteCalculatedField(db: Executor, id: string): Promise<void> {
  await db.delete(calculatedFields).where(eq(calculatedFields.id, id));
}

/** Whether a node of the map makes or a calculated field reads this product definition (it then cannot be deleted). */
export async function isProductDefinitionUsedOnMap(db: Executor, productDefinitionId: string): Promise<boolean> {
  const [line] = await db
    .select({ id: supplyChainLines.id })
    .from(supplyChainLines)
    .where(arrayContains(supplyChainLines.outputProductDefinitionIds, [productDefinitionId]))
    .limit(1);
  if (line) return true;
  const [field] = await db
    .select({ id: calculatedFields.id })
    .from(calculatedFields)
    .where(arrayContains(calculatedFields.inputProductDefinitionIds, [productDefinitionId]))
    .limit(1);
  return field !== undefined;
}

/** Empties the map (lines, node positions, calculated fields) before a configuration bundle replaces it. */
export async function clearSupplyChainMap(db: Executor): Promise<void> {
  await db.delete(calculatedFields);
  await db.delete(supplyChainLines);
  await db.delete(supplyChainNodeMetadata);
}
