import {
  mayAddBrokers,
  mayAddTransporters,
  PARTNER_SORT_FIELDS,
  type TBusinessPartner,
  type TBusinessPartnerDetail,
  type TBusinessPartnerPage,
  type TFacilityPartnerSearchQuery,
  type TLanguage,
  type TPartnerCandidatePage,
  type TPartnerListQuery,
  type TPartnerRoles,
  type TPartnerSearchQuery,
  type TPartnerSortField,
} from '@opentrace/domain';
import { and, not, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import { authorizedFacilityOf } from '../../core/policy.ts';
import { findAdjacentRoles, profileCompletedByAdministrator } from './partner-roles.repository.ts';
import { toBusinessPartner, toBusinessPartnerDetail, toPartnerFacility } from './partner-view.ts';
import {
  endPartnership,
  findFarms,
  findFirstAdmins,
  findOwnPartnership,
  findPartnerships,
  findPartnershipWith,
  hasRoleCode,
  inRoles,
  isPartnerOf,
  keyMatches,
  kindIs,
  searchFacilities,
  type PartnerOrder,
  type Paging,
} from './partners.repository.ts';
import { partnersPolicy } from './partners.policy.ts';

const DEFAULT_ORDER: PartnerOrder = { column: 'name', direction: 'asc' };

function orderOf(sort: TPartnerListQuery['sort']): PartnerOrder {
  if (!sort || !(PARTNER_SORT_FIELDS as readonly string[]).includes(sort.field)) return DEFAULT_ORDER;
  return { column: sort.field as TPartnerSortField, direction: sort.direction };
}

const pagingOf = (query: Paging): Paging => ({ page: query.page, perPage: query.perPage });

/**
 * A facility's business partners (DOMAIN.md §10.2): who it may add, searching for them, its list
 * of partners, one partner's details and ending a partnership. Every read is the caller's own
 * facility's; a partnership the caller is no side of does not exist for it (404).
 */
export class PartnersService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async roles(principal: Principal): Promise<TPartnerRoles> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    const adjacent = await findAdjacentRoles(this.db, principal.role.id);
    const invitable = await Promise.all(adjacent.map(async (role) => !(await profileCompletedByAdministrator(this.db, role.id))));
    return {
      processingRoles: adjacent.map(({ id, name, nameTranslations, code, icon, direction }, index) => ({
        id,
        name,
        nameTranslations,
        code,
        icon,
        direction,
        invitable: invitable[index] ?? false,
      })),
      canAddTransporters: mayAddTransporters(principal),
      canAddBrokers: mayAddBrokers(principal),
    };
  }

  /** Facilities whose role is next to the caller's on the map, optionally of one of those roles. */
  async searchFacilities(
    principal: Principal,
    query: TFacilityPartnerSearchQuery,
    context: RequestContext,
  ): Promise<TPartnerCandidatePage> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    const adjacentIds = (await findAdjacentRoles(this.db, principal.role.id)).map((role) => role.id);
    const roleIds = query.roleId ? adjacentIds.filter((id) => id === query.roleId) : adjacentIds;
    return this.search(principal, query, inRoles(roleIds), context.language);
  }

  async searchTransporters(principal: Principal, query: TPartnerSearchQuery, context: RequestContext): Promise<TPartnerCandidatePage> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    return this.search(principal, query, hasRoleCode('TRANSPORTER'), context.language);
  }

  async searchBrokers(principal: Principal, query: TPartnerSearchQuery, context: RequestContext): Promise<TPartnerCandidatePage> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    return this.search(principal, query, hasRoleCode('BROKER'), context.language);
  }

  /**
   * The facilities a broker the caller invites may take as its own partners: the caller's
   * processing partners whose role is still next to the caller's on the map.
   */
  async brokerPartnerCandidates(principal: Principal, query: TPartnerSearchQuery, context: RequestContext): Promise<TPartnerCandidatePage> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    const readerFacilityId = authorizedFacilityOf(principal);
    const adjacentIds = (await findAdjacentRoles(this.db, principal.role.id)).map((role) => role.id);
    const { rows, total } = await findPartnerships(this.db, {
      readerFacilityId,
      where: and(kindIs(readerFacilityId, 'processing_facility'), inRoles(adjacentIds), keyMatches(query.key)),
      order: DEFAULT_ORDER,
      paging: pagingOf(query),
    });
    return { items: rows.map((row) => toPartnerFacility(row, context.language)), total, page: query.page, perPage: query.perPage };
  }

  async list(principal: Principal, query: TPartnerListQuery, context: RequestContext): Promise<TBusinessPartnerPage> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    const readerFacilityId = authorizedFacilityOf(principal);
    const { rows, total } = await findPartnerships(this.db, {
      readerFacilityId,
      where: and(query.kind ? kindIs(readerFacilityId, query.kind) : undefined, keyMatches(query.key)),
      order: orderOf(query.sort),
      paging: pagingOf(query),
    });
    const admins = await findFirstAdmins(
      this.db,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((row) => toBusinessPartner(row, admins.get(row.id), context.language)),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  /** One partnership as the caller's partner list shows it. */
  async partnership(principal: Principal, partnershipId: string, language: TLanguage): Promise<TBusinessPartner> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    const row = await findOwnPartnership(this.db, authorizedFacilityOf(principal), partnershipId);
    if (!row) throw new AppError('NOT_FOUND');
    const admins = await findFirstAdmins(this.db, [row.id]);
    return toBusinessPartner(row, admins.get(row.id), language);
  }

  /** A partner's details, for its partners only. */
  async businessPartner(principal: Principal, facilityId: string, context: RequestContext): Promise<TBusinessPartnerDetail> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    const row = await findPartnershipWith(this.db, authorizedFacilityOf(principal), facilityId);
    if (!row) throw new AppError('NOT_FOUND');
    const [admins, farms] = await Promise.all([findFirstAdmins(this.db, [row.id]), findFarms(this.db, row.farmCount > 0 ? [row.id] : [])]);
    return toBusinessPartnerDetail(row, admins.get(row.id), farms.get(row.id) ?? [], context.language);
  }

  /** Ends a partnership for both sides; either side may end it. */
  async remove(principal: Principal, partnershipId: string, context: RequestContext): Promise<void> {
    await partnersPolicy.authorize(principal, 'managePartners', null);
    const row = await findOwnPartnership(this.db, authorizedFacilityOf(principal), partnershipId);
    if (!row) throw new AppError('NOT_FOUND');
    await endPartnership(this.db, partnershipId, this.clock.now());
    await context.audit({
      action: 'partners.removed',
      targetType: 'facility_partner',
      targetId: partnershipId,
      details: { partnerFacilityId: row.id },
    });
  }

  private async search(principal: Principal, query: TPartnerSearchQuery, among: SQL, language: TLanguage): Promise<TPartnerCandidatePage> {
    const readerFacilityId = authorizedFacilityOf(principal);
    const { rows, total } = await searchFacilities(this.db, {
      readerFacilityId,
      where: and(among, not(isPartnerOf(this.db, readerFacilityId)), keyMatches(query.key)),
      paging: pagingOf(query),
    });
    return { items: rows.map((row) => toPartnerFacility(row, language)), total, page: query.page, perPage: query.perPage };
  }
}
