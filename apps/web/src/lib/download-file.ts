import { toApiError } from './api-client.ts';
import { currentLanguage } from './i18n.ts';
import { saveBlob } from './save-file.ts';
import { getSession } from './session.ts';

/**
 * Downloads a file the API generates (a workbook, an archive) with the session's token and saves it
 * as `fileName`. The JSON client cannot: it would read the body as text.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = getSession()?.token;
  const response = await fetch(path, { headers: { Language: currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  saveBlob(fileName, await response.blob());
}
