import { eq } from 'drizzle-orm';
import { QR_CODE_STATUSES, qrCodeBatches, qrCodes } from '../../db/schema/index.ts';
import type { ActivityWorld, TWho } from '../world/activity-world.ts';
import { createQrBatch } from '../world/builders.ts';
import type { ObjectAccessTable, TEntry } from './table.ts';

/** QR code batches are the installation's, generated and managed by its administrators (GENERATE_QR_CODES). */
const batchOf = (world: ActivityWorld, owner: TWho) => createQrBatch(world, owner);

/** Every code dispensed: the only batch that may be deleted. */
async function completedBatchOf(world: ActivityWorld, owner: TWho): Promise<string> {
  const batchId = await batchOf(world, owner);
  const db = world.t.database.db;
  await db.update(qrCodes).set({ status: QR_CODE_STATUSES.DISPENSED }).where(eq(qrCodes.batchId, batchId));
  await db.update(qrCodeBatches).set({ completedAt: world.t.clock.now() }).where(eq(qrCodeBatches.id, batchId));
  return batchId;
}

const ONLY_ADMINISTRATORS: readonly TEntry[] = [
  ['admin', 'admin', 'allowed'],
  ['ginner', 'admin', 'refused'],
  ['brand', 'admin', 'refused'],
  ['superAdmin', 'admin', 'refused'],
];

export const QR_CODES_TABLES: readonly ObjectAccessTable[] = [
  {
    module: 'QR codes',
    operation: 'view a batch and its codes',
    rowOf: batchOf,
    request: (batchId) => ({ method: 'GET', url: `/api/qr-code-batches/${batchId}` }),
    entries: ONLY_ADMINISTRATORS,
  },
  {
    module: 'QR codes',
    operation: 'download a batch’s labels (CSV)',
    rowOf: batchOf,
    request: (batchId) => ({ method: 'GET', url: `/api/qr-code-batches/${batchId}/codes.csv` }),
    entries: ONLY_ADMINISTRATORS,
  },
  {
    module: 'QR codes',
    operation: 'delete a completed batch',
    rowOf: completedBatchOf,
    request: (batchId) => ({ method: 'DELETE', url: `/api/qr-code-batches/${batchId}` }),
    entries: [
      ['ginner', 'admin', 'refused'],
      ['brand', 'admin', 'refused'],
      ['superAdmin', 'admin', 'refused'],
      ['admin', 'admin', 'allowed'],
    ],
  },
];
