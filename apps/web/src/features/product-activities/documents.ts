import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, type TFileReference } from '@opentrace/domain';

/**
 * Documents attached to an activity (proofs, invoices, packing lists) and ATTACHMENTS answers: the
 * files are uploaded first (POST /api/upload/files) and the form then names them by blob.
 */

/** The upload purposes an activity form uses: proofs are documents, attachments also spreadsheets. */
export type TDocumentPurpose = 'proof' | 'attachment';

/** A file uploaded from this form; its size is known only for files chosen here. */
export type TUploadedDocument = { name: string; blobName: string; size: number | null };

/** File endings each purpose takes (spec §5: proofs png, jpeg, jpg, pdf). */
const EXTENSIONS: Record<TDocumentPurpose, readonly string[]> = {
  proof: ['png', 'jpeg', 'jpg', 'pdf'],
  attachment: ['png', 'jpeg', 'jpg', 'gif', 'bmp', 'webp', 'tif', 'tiff', 'heic', 'pdf', 'xlsx', 'xls'],
};

/** The file chooser's `accept`: by ending, which every browser understands. */
export function acceptFor(purpose: TDocumentPurpose): string {
  return EXTENSIONS[purpose].map((extension) => `.${extension}`).join(',');
}

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

export type TFileProblem = 'tooLarge' | 'wrongType' | 'noRoom';
export type TScreenedFiles<TFile> = { accepted: TFile[]; refused: { file: TFile; problem: TFileProblem }[] };

/**
 * Which chosen files may be uploaded: those of the purpose's kinds, at most 10 MB each, as many as
 * the field still has room for. The server checks the content again; this spares a doomed upload.
 */
export function screenFiles<TFile extends { name: string; size: number }>(
  files: readonly TFile[],
  purpose: TDocumentPurpose,
  room: number,
): TScreenedFiles<TFile> {
  const accepted: TFile[] = [];
  const refused: TScreenedFiles<TFile>['refused'] = [];
  for (const file of files) {
    if (file.size > MAX_UPLOAD_BYTES) refused.push({ file, problem: 'tooLarge' });
    else if (!EXTENSIONS[purpose].includes(extensionOf(file.name))) refused.push({ file, problem: 'wrongType' });
    else if (accepted.length >= room) refused.push({ file, problem: 'noRoom' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** One upload call takes at most five files, so more are sent in turns. */
export function uploadBatches<TFile>(files: readonly TFile[]): TFile[][] {
  const batches: TFile[][] = [];
  for (let start = 0; start < files.length; start += MAX_FILES_PER_UPLOAD) batches.push(files.slice(start, start + MAX_FILES_PER_UPLOAD));
  return batches;
}

/** How the API names files on an activity: `{fileName, blobName}`. */
export function toFileReferences(documents: readonly TUploadedDocument[]): TFileReference[] {
  return documents.map((document) => ({ fileName: document.name, blobName: document.blobName }));
}
