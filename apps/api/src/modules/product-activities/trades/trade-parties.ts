import { can, nodeInputs, nodeOutputs } from '@opentrace/domain';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../core/app-error.ts';
import type { ActivityFacility, ActivityRole } from '../shared/activity-facility.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import { ruleBroken } from './trade-checks.ts';
import { findTradingParty, type TradingParty } from './trades.repository.ts';

/*
 * Who may trade with whom (DOMAIN.md §4.2–4.4): the other side is a business partner, and either
 * the map has a line from the seller's role to the buyer's, or the other side is a broker and the
 * caller's role may trade through intermediaries.
 */

const BROKER = 'BROKER';
type Context = Pick<RequestContext, 't'>;

/** The facility named as the other side of `caller`'s trade; 404 when there is none. */
export async function loadTradingParty(
  db: Executor,
  facilityId: string,
  caller: { id: string },
  path: string,
  context: Context,
): Promise<TradingParty> {
  const party = await findTradingParty(db, facilityId, caller.id);
  if (!party) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'trade.partnerNotFound',
      details: [{ path, message: context.t('trade.partnerNotFound') }],
    });
  }
  return party;
}

const hasLine = (facility: ActivityFacility, buyerRoleId: string, sellerRoleId: string) =>
  facility.lines.some((line) => line.roleId === buyerRoleId && line.fromRoleId === sellerRoleId);

const isSellerOnMap = (principal: Principal, buyer: ActivityFacility, seller: TradingParty) =>
  hasLine(buyer, buyer.role.id, seller.roleId) || (seller.roleCode === BROKER && can(principal, 'ALLOW_PURCHASE_INTERMEDIARIES'));

/** A purchase's seller, seen from the buyer (the caller). */
export function assertSellerAllowed(principal: Principal, buyer: ActivityFacility, seller: TradingParty, context: Context): void {
  if (!seller.isPartner) throw ruleBroken('fromFacilityId', 'trade.sellerNotPartner', {}, context);
  if (!isSellerOnMap(principal, buyer, seller)) throw ruleBroken('fromFacilityId', 'trade.sellerNotOnMap', {}, context);
}

/** Whether the buyer (the caller) may name this facility as a purchase's seller. */
export const isAllowedSeller = (principal: Principal, buyer: ActivityFacility, seller: TradingParty): boolean =>
  seller.isPartner && isSellerOnMap(principal, buyer, seller);

/** A sale's buyer, seen from the seller (the caller). */
export function assertBuyerAllowed(principal: Principal, seller: ActivityFacility, buyer: TradingParty, context: Context): void {
  if (!buyer.isPartner) throw ruleBroken('toFacilityId', 'trade.buyerNotPartner', {}, context);
  const throughBroker = buyer.roleCode === BROKER && can(principal, 'ALLOW_SALE_INTERMEDIARIES');
  if (!hasLine(seller, buyer.roleId, seller.role.id) && !throughBroker)
    throw ruleBroken('toFacilityId', 'trade.buyerNotOnMap', {}, context);
}

/**
 * The extractor a purchase may leave unnamed ("Non-participating Farm"): only a mass-balance buyer
 * directly after an extractor may do so (GET /events/purchases/required-sellers).
 */
export function nonParticipatingExtractor(buyer: ActivityFacility): ActivityRole | null {
  return buyer.chainOfCustody === 'Mass balance' ? (buyer.extractorSuppliers[0] ?? null) : null;
}

/**
 * The role whose outputs a purchase from this seller may carry: the seller's own role, or the
 * non-participating extractor's; none for a broker, who deals in what others make.
 */
export function makerRoleId(seller: TradingParty | null, nonParticipating: ActivityRole | null): string | null {
  if (!seller) return nonParticipating?.id ?? null;
  return seller.roleCode === BROKER ? null : seller.roleId;
}

/** What the buyer may buy (the outputs of the roles it buys from), narrowed to what the maker's role makes. */
export function purchasableDefinitionIds(buyer: ActivityFacility, makerRole: string | null): string[] {
  const inputs = nodeInputs(buyer.lines, buyer.role.id);
  if (!makerRole) return inputs;
  const made = new Set(nodeOutputs(buyer.lines, makerRole));
  return inputs.filter((id) => made.has(id));
}
