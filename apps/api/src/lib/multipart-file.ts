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

/** The first file sent in `field` and the form's text fields beside it; other files are drained. */
export async function readFileWithFields(
  request: FastifyRequest,
  field = 'file',
): Promise<{ file: IncomingFile | undefined; fields: Record<string, string> }> {
  let file: IncomingFile | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === field && !file) file = { fileName: part.filename, data: await part.toBuffer() };
      else part.file.resume();
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return { file, fields };
}
