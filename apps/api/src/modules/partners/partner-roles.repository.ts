import { can, roleNameTranslationsOf, toGrantedPermissions, type TPartnerDirection, type TRoleNameTranslations } from '@opentrace/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles, supplyChainLines } from '../../db/schema/index.ts';
import { findRolePermissionKeys } from '../users/index.ts';

export type RoleRow = typeof roles.$inferSelect;

export interface AdjacentRole {
  id: string;
  name: string;
  nameTranslations: TRoleNameTranslations;
  code: string | null;
  icon: string;
  direction: TPartnerDirection;
}

const roleColumns = { id: roles.id, name: roles.name, nameTranslations: roles.nameTranslations, code: roles.code, icon: roles.icon };

/**
 * The roles next to `roleId` on the supply-chain map (DOMAIN.md §3.3): the roles it buys from
 * (suppliers) and the roles that buy from it (buyers). The map has no cycles, so a role is never
 * both.
 */
export async function findAdjacentRoles(db: Executor, roleId: string): Promise<AdjacentRole[]> {
  const [suppliers, buyers] = await Promise.all([
    db
      .selectDistinct(roleColumns)
      .from(supplyChainLines)
      .innerJoin(roles, eq(roles.id, supplyChainLines.fromRoleId))
      .where(and(eq(supplyChainLines.roleId, roleId), isNull(roles.deletedAt))),
    db
      .selectDistinct(roleColumns)
      .from(supplyChainLines)
      .innerJoin(roles, eq(roles.id, supplyChainLines.roleId))
      .where(and(eq(supplyChainLines.fromRoleId, roleId), isNull(roles.deletedAt))),
  ]);
  return [
    ...suppliers.map((role) => ({
      ...role,
      nameTranslations: roleNameTranslationsOf(role.nameTranslations),
      direction: 'supplier' as const,
    })),
    ...buyers.map((role) => ({ ...role, nameTranslations: roleNameTranslationsOf(role.nameTranslations), direction: 'buyer' as const })),
  ].sort((a, b) => a.name.localeCompare(b.name));
}

/** Roles on the map that make `productDefinitionId` (it is among the outputs of one of their lines). */
export async function findRolesMaking(db: Executor, productDefinitionId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ roleId: supplyChainLines.roleId })
    .from(supplyChainLines)
    .where(sql`${productDefinitionId} = any(${supplyChainLines.outputProductDefinitionIds})`);
  return new Set(rows.map((row) => row.roleId));
}

export async function findLiveRole(db: Executor, roleId: string): Promise<RoleRow | undefined> {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), isNull(roles.deletedAt)));
  return role;
}

/** A system role by its code (TRANSPORTER, BROKER); none when it was deleted. */
export async function findRoleByCode(db: Executor, code: string): Promise<RoleRow | undefined> {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.code, code), isNull(roles.deletedAt)));
  return role;
}

/** Users of such a role never sign in (DOMAIN.md §1.3): its facilities can be added, never invited. */
export async function profileCompletedByAdministrator(db: Executor, roleId: string): Promise<boolean> {
  return can({ permissions: toGrantedPermissions(await findRolePermissionKeys(db, roleId)) }, 'ADMINISTRATOR_COMPLETES_PROFILE');
}
