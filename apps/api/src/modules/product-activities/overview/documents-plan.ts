import type { TStoredFileReference } from '../../../db/schema/index.ts';
import { sanitiseFileName } from '../../../lib/file-name.ts';
import { STORAGE_KEY_PATTERN } from '../../../lib/storage/storage.ts';

/** The zip's folders (DOMAIN.md §5.3), in the order a blob is claimed when it appears in several. */
export const DOCUMENT_FOLDERS = ['purchaseProofs', 'invoices', 'packing-lists'] as const;
export type TDocumentFolder = (typeof DOCUMENT_FOLDERS)[number];
export type TDocumentGroups = Record<TDocumentFolder, readonly TStoredFileReference[]>;

export interface ZipEntry {
  /** `folder/name`, unique within the zip. */
  path: string;
  blobName: string;
}

function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/** "a.pdf", then "a (2).pdf", "a (3).pdf"…; compared case-blind, as Windows and macOS unzip them. */
function uniqueName(name: string, taken: Set<string>): string {
  const [stem, extension] = splitExtension(name);
  let candidate = name;
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${stem} (${copy})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * What goes into an activity's documents zip: every stored blob once (the first folder that names it
 * keeps it), under the uploader's file name made safe (a name like `../../x` must not climb out of
 * the folder when unzipped) and renamed when two files of a folder share a name. References that are
 * not our storage keys name nothing we could serve and are left out.
 */
export function planDocumentsZip(groups: TDocumentGroups): ZipEntry[] {
  const seenBlobs = new Set<string>();
  const entries: ZipEntry[] = [];
  for (const folder of DOCUMENT_FOLDERS) {
    const taken = new Set<string>();
    for (const reference of groups[folder]) {
      if (seenBlobs.has(reference.blobName) || !STORAGE_KEY_PATTERN.test(reference.blobName)) continue;
      seenBlobs.add(reference.blobName);
      entries.push({ path: `${folder}/${uniqueName(sanitiseFileName(reference.fileName), taken)}`, blobName: reference.blobName });
    }
  }
  return entries;
}
