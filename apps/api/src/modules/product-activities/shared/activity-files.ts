import { type TFieldError, type TFileReference, UPLOAD_PURPOSES, type TUploadPurpose } from '@opentrace/domain';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../core/app-error.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import { findFileOwnership } from '../../files/index.ts';

/**
 * Documents named on an activity must be files the caller's facility uploaded, of a kind the field
 * accepts (proofs, invoices and packing lists: png, jpeg, pdf). Otherwise anyone could attach, and
 * later download through the activity, a file they never saw.
 */
export async function checkActivityDocuments(
  db: Executor,
  principal: Principal,
  fields: Record<string, { references: readonly TFileReference[]; purpose: TUploadPurpose }>,
  context: Pick<RequestContext, 't'>,
): Promise<void> {
  const blobNames = [...new Set(Object.values(fields).flatMap((field) => field.references.map((reference) => reference.blobName)))];
  if (blobNames.length === 0) return;
  const rows = await findFileOwnership(db, blobNames);
  const byBlob = new Map(rows.map((row) => [row.blobName, row]));
  const problems: TFieldError[] = [];
  for (const [path, field] of Object.entries(fields)) {
    const accepted: readonly string[] = UPLOAD_PURPOSES[field.purpose];
    field.references.forEach((reference, index) => {
      const file = byBlob.get(reference.blobName);
      const ours =
        file && (file.uploadedById === principal.userId || (principal.facilityId !== null && file.facilityId === principal.facilityId));
      if (!ours || !accepted.includes(file.kind)) {
        problems.push({ path: `${path}.${index}`, message: context.t('activities.fileNotYours', { name: reference.fileName }) });
      }
    });
  }
  if (problems.length > 0) throw AppError.validation(problems);
}
