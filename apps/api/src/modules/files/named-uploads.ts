import { type TFileReference, type TUploadPurpose, UPLOAD_PURPOSES } from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import type { Principal } from '../../core/principal.ts';
import { findFileOwnership } from './files.repository.ts';

/** A file a form names, found among the caller's uploads. */
interface NamedUpload {
  id: string;
  blobName: string;
  name: string;
}

/**
 * Sorts the files a form names (uploaded first through POST /api/upload/files) into those the caller or a
 * colleague of their organisation uploaded, of a kind the purpose accepts, and the indexes of the others.
 * Without this anyone could attach, and later download through the form's object, a file they never saw.
 */
export async function sortNamedUploads(
  db: Executor,
  principal: Principal,
  references: readonly TFileReference[],
  purpose: TUploadPurpose,
): Promise<{ accepted: NamedUpload[]; refused: number[] }> {
  if (references.length === 0) return { accepted: [], refused: [] };
  const rows = await findFileOwnership(
    db,
    references.map((reference) => reference.blobName),
  );
  const byBlob = new Map(rows.map((row) => [row.blobName, row]));
  const kinds: readonly string[] = UPLOAD_PURPOSES[purpose];
  const accepted: NamedUpload[] = [];
  const refused: number[] = [];
  references.forEach((reference, index) => {
    const file = byBlob.get(reference.blobName);
    const ours =
      file && (file.uploadedById === principal.userId || (principal.facilityId !== null && file.facilityId === principal.facilityId));
    if (!file || !ours || !kinds.includes(file.kind)) refused.push(index);
    else if (!accepted.some((upload) => upload.blobName === file.blobName)) {
      accepted.push({ id: file.id, blobName: file.blobName, name: reference.fileName });
    }
  });
  return { accepted, refused };
}
