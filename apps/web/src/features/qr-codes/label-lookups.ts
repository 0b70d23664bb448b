import { can, readsEveryProduct, type TActivityProduct } from '@opentrace/domain';
import { isRegisteredProducer } from '../../lib/onboarding.ts';
import type { TSignedInUser } from '../../lib/session.ts';

/**
 * Opening a label's link (`/q/{code}`) as a producer: the product is found through the look-ups the
 * activity screens make, each only for a producer whose role logs that activity (the same rules as
 * its screen), and each answering only for products that producer may see, so the page can offer
 * the activities the product is ready for.
 */
export type TLabelActivity = 'transformation' | 'sale' | 'transport' | 'purchase';

export type TLabelLookup = { activity: TLabelActivity; path: string; screen: string };

const LOOKUPS: readonly (TLabelLookup & { permission: string; reading: readonly string[] })[] = [
  {
    activity: 'transformation',
    path: '/api/events/assign-products/products',
    screen: '/homepage/assign-product-id',
    permission: 'LOG_TRANSFORMATIONS',
    reading: [],
  },
  {
    activity: 'sale',
    path: '/api/events/sells/products',
    screen: '/homepage/sell',
    permission: 'LOG_SALE',
    reading: ['SCAN_QR_CODE_IN_SALE', 'INPUT_PRODUCT_ID_IN_SALE'],
  },
  {
    activity: 'transport',
    path: '/api/events/transports/products',
    screen: '/homepage/transport',
    permission: 'LOG_TRANSPORT',
    reading: ['SCAN_QR_CODE_IN_TRANSPORT', 'INPUT_PRODUCT_ID_IN_TRANSPORT'],
  },
  {
    activity: 'purchase',
    path: '/api/events/purchases/products',
    screen: '/homepage/purchase',
    permission: 'LOG_PURCHASE',
    reading: ['SCAN_QR_CODE_IN_PURCHASE', 'INPUT_PRODUCT_ID_IN_PURCHASE'],
  },
];

/** The look-ups this user may make, most telling first: what they hold, then what they may pass on or buy. */
export function labelLookups(user: TSignedInUser | null): TLabelLookup[] {
  if (!user || user.role.type !== 'Producer' || !isRegisteredProducer(user)) return [];
  return LOOKUPS.filter(
    (lookup) => can(user, lookup.permission) && (lookup.reading.length === 0 || lookup.reading.some((action) => can(user, action))),
  ).map(({ activity, path, screen }) => ({ activity, path, screen }));
}

/**
 * Where the page finds the product: an administrator who may read every product asks for it by its
 * label (the same rule the server applies); a producer through its activity look-ups, which also say
 * what it can do with the product; anyone else has nothing to look up.
 */
export type TLabelSource = { kind: 'labelledProduct' } | { kind: 'lookups'; lookups: TLabelLookup[] } | { kind: 'none' };

export function labelSource(user: TSignedInUser | null): TLabelSource {
  if (user && readsEveryProduct(user)) return { kind: 'labelledProduct' };
  const lookups = labelLookups(user);
  return lookups.length > 0 ? { kind: 'lookups', lookups } : { kind: 'none' };
}

/** How one look-up went: the product, a refusal that names the product the user may see (422), or nothing (404 and the rest). */
export type TLookupOutcome =
  | { activity: TLabelActivity; screen: string; found: TActivityProduct }
  | { activity: TLabelActivity; screen: string; refused: string }
  | { activity: TLabelActivity; screen: string; missing: true };

export type TLabelProduct =
  | { kind: 'found'; product: TActivityProduct; activities: { activity: TLabelActivity; screen: string }[] }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'notFound' };

/** What the page shows: the product and the activities it is ready for; else why it is not; else that the user has none with this label. */
export function labelProduct(outcomes: readonly TLookupOutcome[]): TLabelProduct {
  const found = outcomes.flatMap((outcome) => ('found' in outcome ? [outcome] : []));
  if (found.length > 0) {
    return { kind: 'found', product: found[0]!.found, activities: found.map(({ activity, screen }) => ({ activity, screen })) };
  }
  const refused = outcomes.find((outcome) => 'refused' in outcome);
  return refused && 'refused' in refused ? { kind: 'unavailable', reason: refused.refused } : { kind: 'notFound' };
}
