import {
  can,
  type TPartnerDirection,
  type TPartnerSearchQuery,
  type TTransactionPartnerPage,
  type TTransactionPartnerQuery,
} from '@opentrace/domain';
import { and, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../core/principal.ts';
import { authorizedFacilityOf } from '../../core/policy.ts';
import { findAdjacentRoles, findRolesMaking } from './partner-roles.repository.ts';
import { toTransactionPartner } from './partner-view.ts';
import { findFarms, findPartnerships, hasPartnerInRoles, hasRoleCode, inRoles, keyMatches } from './partners.repository.ts';
import { partnersPolicy } from './partners.policy.ts';

const INTERMEDIARIES: Record<TPartnerDirection, string> = {
  supplier: 'ALLOW_PURCHASE_INTERMEDIARIES',
  buyer: 'ALLOW_SALE_INTERMEDIARIES',
};

/**
 * The partners a purchase, sale or transport may name (DOMAIN.md §10.2): sellers are partners of
 * the roles the caller buys from on the map, purchasers partners of the roles buying from it, and
 * (when the caller may trade through intermediaries) brokers dealing with such facilities;
 * transporters are transporter partners. A farm group comes with its farms, since a purchase
 * names the farm.
 */
export class TransactionPartnersService {
  constructor(private readonly db: Database) {}

  async sellers(principal: Principal, query: TTransactionPartnerQuery): Promise<TTransactionPartnerPage> {
    await partnersPolicy.authorize(principal, 'pickTransactionPartners', null);
    return this.trading(principal, query, 'supplier');
  }

  async purchasers(principal: Principal, query: TTransactionPartnerQuery): Promise<TTransactionPartnerPage> {
    await partnersPolicy.authorize(principal, 'pickTransactionPartners', null);
    return this.trading(principal, query, 'buyer');
  }

  async transporters(principal: Principal, query: TPartnerSearchQuery): Promise<TTransactionPartnerPage> {
    await partnersPolicy.authorize(principal, 'pickTransactionPartners', null);
    return this.page(principal, query, hasRoleCode('TRANSPORTER'));
  }

  private async trading(
    principal: Principal,
    query: TTransactionPartnerQuery,
    direction: TPartnerDirection,
  ): Promise<TTransactionPartnerPage> {
    const roleIds = await this.tradingRoles(principal, direction, query.productDefinitionId);
    const throughBrokers = can(principal, INTERMEDIARIES[direction])
      ? and(hasRoleCode('BROKER'), hasPartnerInRoles(this.db, roleIds))
      : undefined;
    return this.page(principal, query, or(inRoles(roleIds), throughBrokers) as SQL);
  }

  /**
   * The roles on the other side of the trade. With a product: sellers of roles that make it; a
   * sale of it only when the caller's role makes it.
   */
  private async tradingRoles(
    principal: Principal,
    direction: TPartnerDirection,
    productDefinitionId: string | undefined,
  ): Promise<string[]> {
    const roleIds = (await findAdjacentRoles(this.db, principal.role.id))
      .filter((role) => role.direction === direction)
      .map((role) => role.id);
    if (!productDefinitionId) return roleIds;
    const makers = await findRolesMaking(this.db, productDefinitionId);
    if (direction === 'supplier') return roleIds.filter((id) => makers.has(id));
    return makers.has(principal.role.id) ? roleIds : [];
  }

  private async page(principal: Principal, query: TPartnerSearchQuery, among: SQL): Promise<TTransactionPartnerPage> {
    const { rows, total } = await findPartnerships(this.db, {
      readerFacilityId: authorizedFacilityOf(principal),
      where: and(among, keyMatches(query.key)),
      order: { column: 'name', direction: 'asc' },
      paging: { page: query.page, perPage: query.perPage },
    });
    const farms = await findFarms(
      this.db,
      rows.filter((row) => row.farmCount > 0).map((row) => row.id),
    );
    return {
      items: rows.map((row) => toTransactionPartner(row, farms.get(row.id) ?? [])),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }
}
