import { eq } from 'drizzle-orm';
import { QR_CODE_STATUSES, qrCodeBatches, qrCodes } from '../../db/schema/index.ts';
import type { ActivityWorld, TWho } from '../activity-world.ts';
import { nextNumber, type ObjectAccessTable, type TEntry } from './table.ts';

/** QR code batches are the installation's, generated and managed by its administrators (GENERATE_QR_CODES). */
async function batchOf(world: ActivityWorld, owner: TWho): Promise<string> {
  const response = await world.call(owner, 'POST', '/api/qr-code-batches', { name: `Labels ${nextNumber()}`, quantity: 1 });
  if (response.statusCode !== 201) throw new Error(`${owner} could not generate a QR code batch: ${response.body}`);
  return (response.json() as { id: string }).id;
}

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
