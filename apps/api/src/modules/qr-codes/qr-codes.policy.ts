import { can } from '@opentrace/domain';
import { definePolicy } from '../../core/policy.ts';

/** QR code batches are the installation's, generated and managed by its administrators (GENERATE_QR_CODES). */
export const qrCodesPolicy = definePolicy<{ manageQrCodes: null }>({
  manageQrCodes: (principal) => principal.role.type === 'Administrator' && can(principal, 'GENERATE_QR_CODES'),
});
