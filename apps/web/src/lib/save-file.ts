/**
 * How long a saved blob's address stays valid. The browser starts the download after the click returns; revoking
 * the address at once can cancel it on a busy machine, so the file is silently never saved.
 */
const BLOB_URL_LIFETIME_MS = 60_000;

/** Saves data the browser way: a blob behind a temporary link that the browser downloads. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}

/** Saves a value as an indented JSON file, readable and editable by hand. */
export function saveJson(fileName: string, value: unknown): void {
  saveBlob(fileName, new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
}
