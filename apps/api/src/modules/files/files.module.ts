import type { FastifyInstance } from 'fastify';
import { filesRoutes } from './files.routes.ts';
import type { FilesService } from './files.service.ts';

/** Wires uploads and downloads into the API scope; the app builds the one upload service every module shares. */
export async function filesModule(api: FastifyInstance, { files }: { files: FilesService }) {
  await api.register(filesRoutes, { files });
}
