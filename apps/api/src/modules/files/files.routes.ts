import { ZUploadedFile, ZUploadPurpose } from '@opentrace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../core/download.ts';
import { readMultipartForm } from '../../core/multipart.ts';
import { principalOf } from '../../core/route-access.ts';
import type { FilesService } from './files.service.ts';

export async function filesRoutes(app: FastifyInstance, { files }: { files: FilesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/upload/files',
    {
      config: { leavesAccessUnchanged: true, access: {}, multipartFiles: 'files' },
      schema: {
        tags: ['files'],
        summary: 'Upload files (multipart field `files`, up to 5 files of at most 10 MB each)',
        description:
          'The type is checked from the file content against the purpose: attachment (images, pdf, xlsx, xls; default), proof (png, jpeg, pdf), image, logo (png, jpeg, bmp, heic, gif), spreadsheet (xlsx, xls), translation (json). Each user may upload UPLOAD_DAILY_QUOTA_BYTES per UTC day; a batch that would go over answers 429 with the quota, the bytes used and when it resets. Files nothing links to are removed after UNLINKED_UPLOAD_MAX_AGE_HOURS.',
        querystring: z.object({ purpose: ZUploadPurpose.default('attachment') }),
        response: { 201: z.array(ZUploadedFile) },
      },
    },
    async (request, reply) => {
      const { files: incoming } = await readMultipartForm(request, 'files');
      const uploaded = await files.upload(principalOf(request), request.query.purpose, incoming);
      return reply.code(201).send(uploaded);
    },
  );

  api.get(
    '/api/files/:blobName',
    {
      config: { access: { allowShortToken: true }, fileResponse: 'application/octet-stream' },
      schema: {
        tags: ['files'],
        summary: 'Download a file (bearer token, or ?shortToken= for a new browser tab)',
        params: z.object({ blobName: z.string().max(64) }),
        querystring: z.object({ shortToken: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const file = await files.download(principalOf(request), request.params.blobName);
      return sendDownload(reply, { fileName: file.name, contentType: file.mimeType, body: file.stream, sizeBytes: file.sizeBytes });
    },
  );
}
