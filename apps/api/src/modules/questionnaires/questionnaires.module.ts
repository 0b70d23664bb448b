import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import type { FilesService } from '../files/index.ts';
import { questionnairesRoutes } from './questionnaires.routes.ts';
import { QuestionnairesService } from './questionnaires.service.ts';

export interface QuestionnairesModuleOptions {
  db: Database;
  files: FilesService;
  storage: FileStorage;
}

/** Wires the questionnaires' set-up (wizard step 6: templates, uploads, translations) into the API scope. */
export async function questionnairesModule(api: FastifyInstance, { db, files, storage }: QuestionnairesModuleOptions) {
  await api.register(questionnairesRoutes, { questionnaires: new QuestionnairesService(db, files, storage) });
}
