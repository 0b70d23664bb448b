import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, createActivityWorld } from '../test/activity-world.ts';
import { OBJECT_ACCESS_TABLES, type TOutcome } from '../test/object-access.ts';

let world: ActivityWorld;
beforeAll(async () => {
  world = await createActivityWorld();
});
afterAll(async () => world?.t.close());

const outcomeOf = (status: number): TOutcome | `answered ${number}` =>
  status >= 200 && status < 300 ? 'allowed' : status === 403 || status === 404 ? 'refused' : `answered ${status}`;

describe('object-level access: caller × (own row, another organisation’s row)', () => {
  it.each(OBJECT_ACCESS_TABLES.map((table) => [`${table.module}: ${table.operation}`, table] as const))('%s', async (_name, table) => {
    const failures: string[] = [];
    for (const [caller, owner, expected] of table.entries) {
      const row = await table.rowOf(world, owner);
      const { method, url, payload } = table.request(row);
      const response = await world.t.app.inject({ method, url, headers: world.headers[caller], ...(payload ? { payload } : {}) });
      const actual = outcomeOf(response.statusCode);
      if (actual !== expected) failures.push(`${caller} on ${owner === caller ? 'its own' : `${owner}’s`} row: expected ${expected}, ${actual} (${response.body.slice(0, 200)})`);
    }
    expect(failures).toEqual([]);
  });
});
