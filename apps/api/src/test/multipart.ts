/** Builds a multipart/form-data body for `app.inject`, the way a browser form would send it. */
export function multipartBody(parts: { field: string; fileName?: string; contentType?: string; data: Buffer | string }[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----opentrace${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName ? `form-data; name="${part.field}"; filename="${part.fileName}"` : `form-data; name="${part.field}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.fileName ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Smallest valid-looking files of each kind, by their signatures. */
export const SAMPLE_FILES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  json: Buffer.from('{"en": {"hello": "Hello"}}'),
  /** An HTML page renamed to .png: the name lies, the content does not. */
  fakePng: Buffer.from('<html><script>alert(1)</script></html>'),
};
