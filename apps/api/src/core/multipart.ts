import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** One uploaded file as it came: the name the client gave it and its bytes. */
export interface IncomingFile {
  fileName: string;
  data: Buffer;
}

/** A multipart form as the routes take it: the files sent in one field and the text fields beside them. */
export interface MultipartForm {
  files: IncomingFile[];
  fields: Record<string, string>;
}

/**
 * Reads a multipart form, keeping at most `maxFiles` files of `fileField` (other files are drained).
 * An empty file input sends a part without a name or content: it is no file. A body that is not
 * well-formed multipart (no boundary, cut short, garbled headers) is the client's fault: the parser
 * throws plain errors for it, which would otherwise reach the error handler as a server fault.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  maxFiles = Number.POSITIVE_INFINITY,
): Promise<MultipartForm> {
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === fileField && part.filename !== '' && files.length < maxFiles)
          files.push({ fileName: part.filename, data: await part.toBuffer() });
        else part.file.resume();
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // The plugin's own errors (limits, not multipart at all) carry their status; the parser's do not.
    if (error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError('BAD_REQUEST', { messageKey: 'error.malformedMultipart' });
  }
  return { files, fields };
}

/** The first file of a multipart form sent in `field`; every other part is drained and ignored. */
export async function readSingleFile(request: FastifyRequest, field = 'file'): Promise<IncomingFile | undefined> {
  return (await readMultipartForm(request, field, 1)).files[0];
}

/** The first file sent in `field` and the form's text fields beside it; other files are drained. */
export async function readFileWithFields(
  request: FastifyRequest,
  field = 'file',
): Promise<{ file: IncomingFile | undefined; fields: Record<string, string> }> {
  const { files, fields } = await readMultipartForm(request, field, 1);
  return { file: files[0], fields };
}
