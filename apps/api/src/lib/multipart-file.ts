import type { FastifyRequest } from 'fastify';
import type { IncomingFile } from '../modules/files/files.service.ts';

/** The first file of a multipart form sent in `field`; every other part is drained and ignored. */
export async function readSingleFile(request: FastifyRequest, field = 'file'): Promise<IncomingFile | undefined> {
  let file: IncomingFile | undefined;
  for await (const part of request.files()) {
    if (part.fieldname === field && !file) file = { fileName: part.filename, data: await part.toBuffer() };
    else part.file.resume();
  }
  return file;
}
