import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.ts';
import { type ActivityWorld, createActivityWorld } from '../../test/world/activity-world.ts';
import { givePurchase } from '../../test/world/transformations.ts';

let world: ActivityWorld;

beforeAll(async () => {
  world = await createActivityWorld();
  const { spinner, ginner } = world.facilityIds;
  await givePurchase(world, {
    buyer: spinner,
    seller: ginner,
    definition: 'Cotton Bales',
    lots: [{ quantity: 600 }],
    transactedAt: new Date('2026-05-01T08:00:00Z'),
  });
});
afterAll(async () => world.t.close());

describe('the unlinked-upload sweep and documents named inside activities', () => {
  it('keeps a proof an activity names and removes the upload nobody used', async () => {
    const proof = await world.upload('spinner');
    const recorded = await world.t.app.inject({
      method: 'POST',
      url: '/api/events/record-by-product',
      headers: world.headers.spinner,
      payload: { totalWeight: 10, weightUnit: 'Kilograms', recordedAt: '2026-06-01T09:30:00.000Z', uploadProofs: [proof] },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const forgotten = await world.upload('spinner');

    world.t.clock.advance(25 * 3_600_000);
    await world.t.app.uploadSweeper.sweep();
    const gone = (await world.t.database.db.select({ blobName: files.blobName }).from(files).where(isNotNull(files.deletedAt))).map(
      (row) => row.blobName,
    );
    expect(gone).toContain(forgotten.blobName);
    expect(gone).not.toContain(proof.blobName);
  });
});
