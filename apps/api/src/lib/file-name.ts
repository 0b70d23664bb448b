import type { TFileKind } from '@opentrace/domain';
import { extensionsOf, FILE_KIND_EXTENSION } from './file-kind.ts';

/**
 * The name a user gave a file, reduced to something safe to show and to offer back on download:
 * no directories (`../../etc/passwd` becomes `passwd`), no control characters, bounded length.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_AND_QUOTES = /[\u0000-\u001f\u007f"]/g;

export function sanitiseFileName(name: string): string {
  const base = name.replaceAll('\\', '/').split('/').pop() ?? '';
  const clean = base.replace(CONTROL_AND_QUOTES, '').trim().replace(/^\.+/, '');
  return clean.slice(0, 255) || 'file';
}

/**
 * The name a stored file downloads under: the uploader's name with the extension of what the file
 * really is, since the operating system opens a download by its extension. A PNG named report.pdf
 * becomes report.png rather than report.pdf.png: a double extension still shows ".pdf" where names
 * are cut short, which is how disguised files fool people. A name without an extension gains one;
 * an extension that already fits the kind (photo.jpeg) is kept.
 */
export function downloadFileName(name: string, kind: TFileKind): string {
  const match = /^(.+)\.([A-Za-z0-9]{1,5})$/.exec(name);
  const extension = match?.[2];
  if (match && extension && /\D/.test(extension)) {
    if (extensionsOf(kind).includes(extension.toLowerCase())) return name;
    return `${match[1]}.${FILE_KIND_EXTENSION[kind]}`;
  }
  return `${name}.${FILE_KIND_EXTENSION[kind]}`;
}
