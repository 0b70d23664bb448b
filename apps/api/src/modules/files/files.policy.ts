import { AppError } from '../../core/app-error.ts';
import { definePolicy, isSignedIn } from '../../core/policy.ts';
import type { FileRow } from './files.repository.ts';

export const fileMissing = () => new AppError('NOT_FOUND', { messageKey: 'file.missing' });

export const filesPolicy = definePolicy<{ upload: null; download: FileRow }>({
  /** What may be uploaded for which purpose is the upload route's and the quota's concern. */
  upload: isSignedIn,
  /**
   * Deny by default: the uploader, colleagues of the same facility and administrators. Features
   * that share a file with partners (proofs of a sale, audit reports) widen this where they link it.
   * A file one may not read answers like a missing one, so names of others' files do not leak.
   */
  download: {
    rule: (principal, file) =>
      file.uploadedById === principal.userId ||
      (file.facilityId !== null && file.facilityId === principal.facilityId) ||
      principal.role.type === 'Administrator',
    refusal: fileMissing,
  },
});
