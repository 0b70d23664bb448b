import { roleNameTranslationsOf, roleTiers, rolesAdjacent, toGrantedPermissions, type TSupplierRole } from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import { maySignIn } from '../auth/index.ts';
import { findLines } from '../supply-chain/index.ts';
import { findPermissionKeysOfRoles } from '../users/index.ts';
import { findLiveRolesAmong, findRolesAmong } from './suppliers.repository.ts';

/**
 * The roles a supplier may have: the live roles on the supply-chain map, each with its tier and whether
 * its users sign in. Read once per request; the map is small.
 */
export class SupplierRoles {
  /** Roles suppliers hold that are no longer on the map: named, with no tier. */
  private readonly offMap = new Map<string, TSupplierRole>();

  private constructor(
    readonly list: readonly TSupplierRole[],
    private readonly lines: readonly { roleId: string; fromRoleId: string | null }[],
  ) {}

  static async read(db: Executor): Promise<SupplierRoles> {
    const lines = await findLines(db);
    const tiers = roleTiers(lines);
    const rows = await findLiveRolesAmong(db, [...tiers.keys()]);
    const keysOf = await findPermissionKeysOfRoles(
      db,
      rows.map((row) => row.id),
    );
    const list = rows.map((row): TSupplierRole => {
      const permissions = toGrantedPermissions(keysOf.get(row.id) ?? []);
      return {
        id: row.id,
        name: row.name,
        nameTranslations: roleNameTranslationsOf(row.nameTranslations),
        code: row.code,
        tier: tiers.get(row.id) ?? null,
        canSignIn: maySignIn(row, { permissions }),
      };
    });
    list.sort((a, b) => (a.tier ?? 0) - (b.tier ?? 0) || a.name.localeCompare(b.name));
    return new SupplierRoles(list, lines);
  }

  byId(roleId: string): TSupplierRole | undefined {
    return this.list.find((role) => role.id === roleId);
  }

  /** Reads the roles among `roleIds` that are not on the map, so `of` can name every supplier's role. */
  async include(db: Executor, roleIds: Iterable<string>): Promise<this> {
    const missing = [...new Set(roleIds)].filter((id) => !this.byId(id) && !this.offMap.has(id));
    for (const row of await findRolesAmong(db, missing)) {
      this.offMap.set(row.id, {
        id: row.id,
        name: row.name,
        nameTranslations: roleNameTranslationsOf(row.nameTranslations),
        code: row.code,
        tier: null,
        canSignIn: false,
      });
    }
    return this;
  }

  /** The role of a supplier; `include` must have read it when it is off the map. */
  of(roleId: string): TSupplierRole {
    const role = this.byId(roleId) ?? this.offMap.get(roleId);
    if (!role) throw new Error(`Role ${roleId} was not read`);
    return role;
  }

  /** The role called `name` (the template's Type column), ignoring case and surrounding spaces. */
  byName(name: string): TSupplierRole | undefined {
    const wanted = name.trim().toLowerCase();
    return this.list.find((role) => role.name.trim().toLowerCase() === wanted);
  }

  ids(): string[] {
    return this.list.map((role) => role.id);
  }

  idsInTier(tier: number): string[] {
    return this.list.filter((role) => role.tier === tier).map((role) => role.id);
  }

  tierOfRole(): Map<string, number> {
    return new Map(this.list.flatMap((role) => (role.tier === null ? [] : [[role.id, role.tier] as const])));
  }

  adjacent(a: string, b: string): boolean {
    return rolesAdjacent(this.lines, a, b);
  }

  /** Whether `sellerRoleId` sells to `buyerRoleId` on the map (the buyer buys from it). */
  sellsTo(sellerRoleId: string, buyerRoleId: string): boolean {
    return this.lines.some((line) => line.roleId === buyerRoleId && line.fromRoleId === sellerRoleId);
  }
}
