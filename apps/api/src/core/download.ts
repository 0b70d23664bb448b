import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file the browser should save rather than show. */
export interface Download {
  fileName: string;
  contentType: string;
  body: Buffer | Readable | string;
  /** Sent as content-length when known ahead (a stream from storage). */
  sizeBytes?: number;
}

/** RFC 6266 attachment header with an ASCII fallback and the exact UTF-8 name. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a download: its type, its length when known, and the name to save it under. */
export function sendDownload(reply: FastifyReply, { fileName, contentType, body, sizeBytes }: Download): FastifyReply {
  reply.header('content-type', contentType).header('content-disposition', attachmentDisposition(fileName));
  if (sizeBytes !== undefined) reply.header('content-length', String(sizeBytes));
  return reply.send(body);
}

/**
 * Offers a JSON answer (validated by the route's response schema) as a file to save under one of our own
 * ASCII names, such as the translation files that people edit and upload again.
 */
export function offerJsonAsFile(reply: FastifyReply, fileName: `${string}.json`): void {
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
}
