import { AppError } from '../../core/app-error.ts';
import type { Principal } from '../../core/principal.ts';

/** Partners belong to facilities: the caller's own is the one every partner query reads from. */
export function readerFacilityOf(principal: Principal): string {
  if (!principal.facilityId) throw new AppError('FORBIDDEN', { messageKey: 'partners.noFacility' });
  return principal.facilityId;
}
