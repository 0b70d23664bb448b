import {
  roleNameTranslationsOf,
  type TChainOfCustody,
  type TMapLine,
  type TRoleNameTranslations,
  type TWindowRule,
} from '@opentrace/domain';
import type { Executor } from '../../../db/client.ts';
import type { facilities, roles } from '../../../db/schema/index.ts';
import { findFacilityWithRole } from '../../profiles/index.ts';
import { findRoleRowsByIds } from '../../roles/index.ts';
import { findLines } from '../../supply-chain/index.ts';
import { hasUserWithSavedProfile } from '../../users/index.ts';

export interface ActivityRole {
  id: string;
  name: string;
  nameTranslations: TRoleNameTranslations;
  code: string | null;
  isRawMaterialExtractor: boolean;
  /** The extractor's harvest season; unbounded when the role has none. */
  season: TWindowRule;
}

/** The caller's facility as every product activity sees it (DOMAIN.md §4.1). */
export interface ActivityFacility {
  id: string;
  name: string;
  role: ActivityRole;
  chainOfCustody: TChainOfCustody | null;
  /** The period sales, transports, by-products and transformation inputs must fall in. */
  window: TWindowRule;
  /** Extractor roles this role buys from directly on the map (seed cotton from farms). */
  extractorSuppliers: ActivityRole[];
  /** The nearest extractor upstream, whose season bounds a product-segregation facility. */
  upstreamExtractor: ActivityRole | null;
  lines: TMapLine[];
}

type RoleRow = typeof roles.$inferSelect;

function seasonOf(role: Pick<RoleRow, 'seasonStartDate' | 'seasonDurationMonths'>): TWindowRule {
  if (!role.seasonStartDate || !role.seasonDurationMonths) return { kind: 'unbounded' };
  return { kind: 'season', start: new Date(`${role.seasonStartDate}T00:00:00Z`), months: role.seasonDurationMonths };
}

const activityRole = (role: RoleRow): ActivityRole => ({
  id: role.id,
  name: role.name,
  nameTranslations: roleNameTranslationsOf(role.nameTranslations),
  code: role.code,
  isRawMaterialExtractor: role.isRawMaterialExtractor,
  season: seasonOf(role),
});

/** Breadth first up the map from the role, so the nearest extractor wins. */
function nearestUpstream(lines: readonly TMapLine[], roleId: string, isExtractor: (id: string) => boolean): string | null {
  const seen = new Set([roleId]);
  let frontier = [roleId];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const line of lines) {
      if (!frontier.includes(line.roleId) || !line.fromRoleId || seen.has(line.fromRoleId)) continue;
      if (isExtractor(line.fromRoleId)) return line.fromRoleId;
      seen.add(line.fromRoleId);
      next.push(line.fromRoleId);
    }
    frontier = next;
  }
  return null;
}

/**
 * The window rule of DOMAIN.md §4.1: an extractor's own season, a mass-balance facility's
 * reconciliation window, or the season of the nearest extractor upstream.
 */
function windowOf(
  facility: typeof facilities.$inferSelect,
  role: ActivityRole,
  chainOfCustody: TChainOfCustody | null,
  upstream: ActivityRole | null,
): TWindowRule {
  if (role.isRawMaterialExtractor) return role.season;
  if (chainOfCustody === 'Mass balance') {
    return facility.reconciliationStartAt && facility.reconciliationDurationMonths
      ? { kind: 'reconciliation', start: facility.reconciliationStartAt, months: facility.reconciliationDurationMonths }
      : { kind: 'unbounded' };
  }
  return upstream?.season ?? { kind: 'unbounded' };
}

/** Loads any facility's activity view (for the other party of a trade). */
export async function loadFacilityForActivities(db: Executor, facilityId: string): Promise<ActivityFacility | null> {
  const row = await findFacilityWithRole(db, facilityId);
  if (!row) return null;
  const lines = await findLines(db);
  const upstreamIds = [...new Set(lines.filter((line) => line.fromRoleId).map((line) => line.fromRoleId as string))];
  const upstreamRoles = upstreamIds.length ? await findRoleRowsByIds(db, upstreamIds) : [];
  const byId = new Map(upstreamRoles.map((role) => [role.id, activityRole(role)]));
  const role = activityRole(row.role);
  const chainOfCustody = row.facility.chainOfCustody ?? row.role.chainOfCustody;
  const upstreamId = nearestUpstream(lines, role.id, (id) => byId.get(id)?.isRawMaterialExtractor === true);
  const upstreamExtractor = upstreamId ? (byId.get(upstreamId) ?? null) : null;
  const extractorSuppliers = lines
    .filter((line) => line.roleId === role.id && line.fromRoleId && byId.get(line.fromRoleId)?.isRawMaterialExtractor)
    .map((line) => byId.get(line.fromRoleId as string) as ActivityRole);
  return {
    id: row.facility.id,
    name: row.facility.name,
    role,
    chainOfCustody,
    window: windowOf(row.facility, role, chainOfCustody, upstreamExtractor),
    extractorSuppliers,
    upstreamExtractor,
    lines,
  };
}

/** The facility's activity view, or null unless it is live and registered (a saved profile). */
export async function loadRegisteredFacility(db: Executor, facilityId: string): Promise<ActivityFacility | null> {
  const facility = await loadFacilityForActivities(db, facilityId);
  return facility && (await hasUserWithSavedProfile(db, facility.id)) ? facility : null;
}
