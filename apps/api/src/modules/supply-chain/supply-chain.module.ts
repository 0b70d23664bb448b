import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import { supplyChainRoutes } from './supply-chain.routes.ts';
import { SupplyChainService } from './supply-chain.service.ts';

/** Wires the supply-chain map and its calculated fields (wizard step 4) into the API scope. */
export async function supplyChainModule(api: FastifyInstance, { db, clock }: { db: Database; clock: Clock }) {
  await api.register(supplyChainRoutes, { supplyChain: new SupplyChainService(db, clock) });
}
