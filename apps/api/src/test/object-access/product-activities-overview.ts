import { overviewFixtures } from '../world/overview.ts';
import type { TProducer } from '../world/activity-world.ts';
import { nextNumber, type ObjectAccessTable } from './table.ts';

export const PRODUCT_ACTIVITIES_OVERVIEW_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'activity overview',
    operation: 'download an activity’s documents (zip)',
    rowOf: async (world, owner) => {
      const proof = await world.upload(owner);
      const purchase = await overviewFixtures(world).purchase(world.facilityIds[owner as TProducer], null, {
        at: '2026-05-02T08:00:00Z',
        productIds: [],
        po: `PO-OBJ-${nextNumber()}`,
        proofs: [proof],
      });
      return purchase.eventId;
    },
    request: (eventId) => ({ method: 'GET', url: `/api/histories/download-documents?eventId=${eventId}` }),
    entries: [
      ['ginner', 'ginner', 'allowed'],
      ['spinner', 'ginner', 'refused'],
      ['mill', 'ginner', 'refused'],
      ['ginner', 'spinner', 'refused'],
      ['brand', 'ginner', 'refused'],
      ['admin', 'ginner', 'refused'],
    ],
  },
];
