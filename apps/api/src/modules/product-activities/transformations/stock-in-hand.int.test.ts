import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, createActivityWorld, WORLD_NOW } from '../../../test/world/activity-world.ts';
import { assignPayload, givePurchase, outputForm } from '../../../test/world/transformations.ts';

/*
 * Transformations without inputs draw on the stock in hand of the current reconciliation window
 * (1 April 2026 – 1 April 2027; the clock stands at 15 June 2026), DOMAIN.md §4.5. The ginner's
 * bales are capped by the calculated field (0.35 × all seed cotton bought in the window); the
 * spinner's yarn by the kilograms bought, less what was made and set aside as by-product.
 */

let world: ActivityWorld;
const beforeWindow = new Date('2026-03-15T08:00:00Z');

const make = (who: 'ginner' | 'spinner' | 'mill' | 'assembly', definition: string, quantities: number[], unit = 'Kilograms') =>
  world.call(
    who,
    'POST',
    '/events/assign-products',
    assignPayload(
      world,
      definition,
      [],
      quantities.map((quantity) =>
        outputForm(world, definition, {
          code: `${definition.replace(/\s/g, '')}-${Math.random().toString(36).slice(2, 10)}`,
          quantity,
          unit,
        }),
      ),
    ),
  );

beforeAll(async () => {
  world = await createActivityWorld();
  const { ginner, spinner, mill, assembly, farmA } = world.facilityIds;
  const buy = (buyer: string, seller: string | null, definition: string, quantity: number, transactedAt: Date, unit?: string) =>
    givePurchase(world, { buyer, seller, definition, lots: [{ quantity, unit }], transactedAt });
  await buy(ginner, farmA, 'Seed Cotton', 1000, new Date('2026-04-10T08:00:00Z'));
  await buy(ginner, null, 'Seed Cotton', 1000, new Date('2026-06-01T08:00:00Z'));
  await buy(ginner, farmA, 'Seed Cotton', 5000, beforeWindow);
  await buy(spinner, ginner, 'Cotton Bales', 600, new Date('2026-05-01T08:00:00Z'));
  await buy(spinner, ginner, 'Cotton Bales', 400, new Date('2026-06-10T08:00:00Z'));
  await buy(spinner, ginner, 'Cotton Bales', 2000, beforeWindow);
  await buy(assembly, mill, 'Fabric', 50, new Date('2026-05-01T08:00:00Z'), 'Metres');
});

afterAll(async () => {
  await world.t.close();
});

describe('with a calculated field', () => {
  it('caps all bales made in the window at 0.35 of the seed cotton bought in it', async () => {
    expect((await make('ginner', 'Cotton Bales', [250, 150])).statusCode).toBe(201);
    const over = await make('ginner', 'Cotton Bales', [301]);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'Total Weight of the output products made in this reconciliation window (701 kg) can not be greater than 700 kg, the most its purchases allow. Please register all purchases.',
    );
    expect((await make('ginner', 'Cotton Bales', [300])).statusCode).toBe(201);
    expect((await make('ginner', 'Cotton Bales', [0.01])).statusCode).toBe(422);
  });
});

describe('without a calculated field', () => {
  it('keeps yarn within the bales bought in the window less by-products, and states the figures', async () => {
    const proof = await world.upload('spinner');
    const byProduct = await world.call('spinner', 'POST', '/events/record-by-product', {
      totalWeight: 100,
      weightUnit: 'Kilograms',
      recordedAt: WORLD_NOW.toISOString(),
      uploadProofs: [proof],
    });
    expect(byProduct.statusCode).toBe(201);

    const over = await make('spinner', 'Yarn', [500, 450]);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Insufficient stock in hand. Please register all purchases. In stock: 900 kg; needed: 950 kg.');
    expect((await make('spinner', 'Yarn', [500, 400])).statusCode).toBe(201);
    const empty = await make('spinner', 'Yarn', [1]);
    expect(empty.json().message).toBe('Insufficient stock in hand. Please register all purchases. In stock: 0 kg; needed: 1 kg.');
  });

  it('weighs outputs in pounds in kilograms', async () => {
    const response = await make('mill', 'Fabric', [100], 'Pounds');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Insufficient stock in hand. Please register all purchases. In stock: 0 kg; needed: 45.36 kg.');
  });

  it('explains that a stock holding metres cannot be weighed', async () => {
    const response = await make('assembly', 'Finished Good', [1]);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'Some purchases or outputs of this reconciliation window have quantities that cannot be converted to kilograms automatically, so the stock in hand cannot be worked out.',
    );
  });
});
