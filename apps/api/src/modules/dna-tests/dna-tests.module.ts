import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/index.ts';
import { dnaTestsRoutes } from './dna-tests.routes.ts';
import { DnaTestsService } from './dna-tests.service.ts';

export interface DnaTestsModuleOptions {
  db: Database;
  clock: Clock;
  storage: FileStorage;
}

/** Wires DNA tests: logging, results, proofs. */
export async function dnaTestsModule(api: FastifyInstance, { db, clock, storage }: DnaTestsModuleOptions) {
  await api.register(dnaTestsRoutes, { tests: new DnaTestsService(db, clock, storage) });
}
