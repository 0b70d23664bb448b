/**
 * The name a user gave a file, reduced to something safe to show and to offer back on download:
 * no directories (`../../etc/passwd` becomes `passwd`), no control characters, bounded length.
 */
export function sanitiseFileName(name: string): string {
  const base = name.replaceAll('\\', '/').split('/').pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().replace(/^\.+/, '');
  return clean.slice(0, 255) || 'file';
}

/** RFC 6266 attachment header with an ASCII fallback and the exact UTF-8 name. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
