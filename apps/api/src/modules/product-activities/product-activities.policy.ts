import { can, readsEveryProduct } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy } from '../../core/policy.ts';
import type { Principal } from '../../core/principal.ts';

/** The answer to anyone who is not a registered producer. */
export const notAProducer = () => new AppError('FORBIDDEN', { messageKey: 'activities.notAProducer' });

/** The facilities that hold or held a product (a seller's row stays after the sale). */
export interface ProductHolders {
  holderIds: readonly string[];
}

/**
 * Whose holding of a product the caller may see: an administrator who reaches every product sees
 * all of them; anyone else only their own facility's, since who else held it, or what became of it
 * after, is not theirs to know.
 */
export const seesHoldingOf = (principal: Principal, facilityId: string): boolean =>
  readsEveryProduct(principal) || facilityId === principal.facilityId;

/**
 * Product activities are a facility's own: every row is read and written through the caller's
 * facility, so an event of another organisation is simply not found. Which activities a role logs is
 * the routes' permission; the services hold the rules that do not depend on the route that calls them.
 */
export const productActivitiesPolicy = definePolicy<{
  takePart: null;
  assignQrCodes: null;
  assignDnaIdentifiers: null;
  readProducts: null;
  readProduct: ProductHolders;
}>({
  /** Only a Producer with a facility takes part in product activities (spec §6). */
  takePart: { rule: (principal) => principal.facilityId !== null && principal.role.type === 'Producer', refusal: notAProducer },
  assignQrCodes: {
    rule: (principal) => can(principal, 'ASSIGN_QR_CODE'),
    refusal: () => new AppError('FORBIDDEN', { messageKey: 'transformations.qrCodeNotAllowed' }),
  },
  assignDnaIdentifiers: {
    rule: (principal) => can(principal, 'ASSIGN_DNA'),
    refusal: () => new AppError('FORBIDDEN', { messageKey: 'transformations.dnaNotAllowed' }),
  },
  /** Reading a product outside an activity (a label's link): administrators who reach every product, and producers. */
  readProducts: (principal) => readsEveryProduct(principal) || (principal.role.type === 'Producer' && principal.facilityId !== null),
  /** Another organisation's product answers as an unknown label would, so that its existence does not leak. */
  readProduct: {
    rule: (principal, product) => product.holderIds.some((facilityId) => seesHoldingOf(principal, facilityId)),
    refusal: () => new AppError('NOT_FOUND', { messageKey: 'activities.labelledProductNotFound' }),
  },
});
