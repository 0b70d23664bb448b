import { can } from '@opentrace/domain';
import { AppError } from '../../core/app-error.ts';
import { definePolicy } from '../../core/policy.ts';

/** The answer to anyone who is not a registered producer. */
export const notAProducer = () => new AppError('FORBIDDEN', { messageKey: 'activities.notAProducer' });

/**
 * Product activities are a facility's own: every row is read and written through the caller's
 * facility, so an event of another organisation is simply not found. Which activities a role logs is
 * the routes' permission; the services hold the rules that do not depend on the route that calls them.
 */
export const productActivitiesPolicy = definePolicy<{ takePart: null; assignQrCodes: null; assignDnaIdentifiers: null }>({
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
});
