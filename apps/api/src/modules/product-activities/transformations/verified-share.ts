import { roundToCents, weightedVerifiedPercentage } from '@opentrace/domain';
import type { Executor } from '../../../db/client.ts';
import { type ActivityFacility, loadFacilityForActivities } from '../shared/activity-facility.ts';
import { purchasesBySellerKg } from './stock.repository.ts';
import {
  findTransformationProducts,
  findTransformationsBetween,
  findTransformationsUsing,
  setVerifiedShares,
  type TransformationRef,
} from './transformations.repository.ts';

/**
 * The verified share of a transformation's outputs (DOMAIN.md §4.5, §5.5). A role that buys straight
 * from an extractor vouches for its own raw material: all of it under product segregation, or under
 * mass balance the weight share of the last seven days' purchases whose seller was named. Every other
 * role passes on the weight-weighted share of its inputs.
 */

const SHARE_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

export interface TShares {
  verifiedPercentage: number | null;
  notVerifiedPercentage: number | null;
}

export const sharesOf = (verified: number | null): TShares => ({
  verifiedPercentage: verified,
  notVerifiedPercentage: verified === null ? null : roundToCents(100 - verified),
});

type ShareFacility = Pick<ActivityFacility, 'id' | 'chainOfCustody' | 'extractorSuppliers'>;

const buysFromExtractor = (facility: ShareFacility) => facility.extractorSuppliers.length > 0;
const isMassBalanceBuyerOfExtractor = (facility: ShareFacility) =>
  buysFromExtractor(facility) && facility.chainOfCustody !== 'Product Segregation';

/**
 * Named sellers' share of the kilograms bought in the seven days up to `at`. Nothing bought means
 * nothing vouched for (0); a quantity without a mass conversion makes the share unknown (null).
 */
async function namedSellerShare(db: Executor, facilityId: string, at: Date): Promise<number | null> {
  const { namedKg, totalKg, unconvertible } = await purchasesBySellerKg(db, facilityId, new Date(at.getTime() - SHARE_LOOKBACK_MS), at);
  if (unconvertible > 0) return null;
  return totalKg > 0 ? roundToCents((namedKg / totalKg) * 100) : 0;
}

export async function outputVerifiedShare(
  db: Executor,
  facility: ShareFacility,
  inputs: readonly { quantityKg: number | null; verifiedPercentage: number | null }[],
  at: Date,
): Promise<number | null> {
  if (!buysFromExtractor(facility))
    return weightedVerifiedPercentage(inputs.map((input) => ({ kg: input.quantityKg, verifiedPercentage: input.verifiedPercentage })));
  return isMassBalanceBuyerOfExtractor(facility) ? namedSellerShare(db, facility.id, at) : 100;
}

/** Writes a transformation's outputs' shares; returns the outputs whose share changed. */
async function applyShare(db: Executor, transformationId: string, verified: number | null, at: Date): Promise<string[]> {
  const outputs = await findTransformationProducts(db, transformationId, 'output');
  const changed = outputs.filter((output) => output.verifiedPercentage !== verified).map((output) => output.id);
  await setVerifiedShares(db, changed, sharesOf(verified), at);
  return changed;
}

/**
 * Re-derives shares after a purchase changed what a mass-balance buyer of an extractor bought
 * around `since` (DOMAIN.md §5.5): its transformations in the seven days from `since` (up to
 * `clockNow`) take the new named-seller share, and every later transformation, at any facility, that
 * used their outputs (or outputs made from them) takes the new weighted share of its inputs.
 * Runs inside the caller's transaction.
 */
export async function recomputeVerifiedShares(tx: Executor, facilityId: string, since: Date, clockNow: Date): Promise<void> {
  const facility = await loadFacilityForActivities(tx, facilityId);
  if (!facility || !isMassBalanceBuyerOfExtractor(facility)) return;
  const until = new Date(Math.min(since.getTime() + SHARE_LOOKBACK_MS, clockNow.getTime()));
  const changed: string[] = [];
  for (const transformation of await findTransformationsBetween(tx, facilityId, since, until)) {
    changed.push(
      ...(await applyShare(tx, transformation.id, await namedSellerShare(tx, facilityId, transformation.transformedAt), clockNow)),
    );
  }
  await cascadeShares(tx, changed, clockNow);
}

/**
 * Carries changed shares downstream, oldest transformation first so a mix is recomputed after the
 * mixes feeding it. A transformation is revisited only when one of its inputs changed again, so the
 * walk ends: outputs always come after their inputs.
 */
async function cascadeShares(tx: Executor, changedProductIds: string[], at: Date): Promise<void> {
  const facilities = new Map<string, ShareFacility | null>();
  const facilityOf = async (id: string) => {
    if (!facilities.has(id)) facilities.set(id, await loadFacilityForActivities(tx, id));
    return facilities.get(id) ?? null;
  };
  const pending = new Map<string, TransformationRef>();
  const enqueue = async (productIds: string[]) => {
    for (const transformation of await findTransformationsUsing(tx, productIds)) pending.set(transformation.id, transformation);
  };
  await enqueue(changedProductIds);
  while (pending.size > 0) {
    const next = [...pending.values()].reduce((earliest, candidate) =>
      candidate.transformedAt < earliest.transformedAt ? candidate : earliest,
    );
    pending.delete(next.id);
    const facility = await facilityOf(next.facilityId);
    // A buyer of an extractor vouches for its own purchases; its inputs do not set its share.
    if (!facility || buysFromExtractor(facility)) continue;
    const inputs = await findTransformationProducts(tx, next.id, 'input');
    const verified = weightedVerifiedPercentage(
      inputs.map((input) => ({ kg: input.quantityKg, verifiedPercentage: input.verifiedPercentage })),
    );
    await enqueue(await applyShare(tx, next.id, verified, at));
  }
}
