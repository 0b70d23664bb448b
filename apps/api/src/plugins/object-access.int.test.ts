import { randomUUID } from 'node:crypto';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, createActivityWorld, type TWho } from '../test/world/activity-world.ts';
import { OBJECT_ACCESS_TABLES, type ObjectAccessTable, type TOutcome } from '../test/object-access/index.ts';

let world: ActivityWorld;
beforeAll(async () => {
  world = await createActivityWorld();
});
afterAll(async () => world?.t.close());

const outcomeOf = (status: number, table: ObjectAccessTable): TOutcome | `answered ${number}` => {
  if (status >= 200 && status < 300) return 'allowed';
  const refusals = table.refusal === 'field error' ? [400] : [403, 404];
  return refusals.includes(status) ? 'refused' : `answered ${status}`;
};

/** What a refusal tells the caller: its status, message and details, with the row left out. */
const answerOf = (response: LightMyRequestResponse, row: string) => {
  const { message, details } = response.json() as { message?: string; details?: unknown };
  return `${response.statusCode} ${JSON.stringify({ message, details }).replaceAll(row, '<row>')}`;
};

async function call(table: ObjectAccessTable, caller: TWho, row: string) {
  const { method, url, payload } = table.request(row, caller);
  return world.t.app.inject({ method, url, headers: world.headers[caller], ...(payload ? { payload } : {}) });
}

const modules = [...new Set(OBJECT_ACCESS_TABLES.map((table) => table.module))];

describe.each(modules)('object-level access of %s: caller × (own row, another organisation’s row)', (module) => {
  const tables = OBJECT_ACCESS_TABLES.filter((table) => table.module === module).map((table) => [table.operation, table] as const);
  it.each(tables)('%s', async (_operation, table) => {
    const failures: string[] = [];
    for (const [caller, owner, expected] of table.entries) {
      const row = await table.rowOf(world, owner);
      const response = await call(table, caller, row);
      const actual = outcomeOf(response.statusCode, table);
      const whose = owner === caller ? 'its own' : `${owner}’s`;
      if (actual !== expected) {
        failures.push(`${caller} on ${whose} row: expected ${expected}, ${actual} (${response.body.slice(0, 200)})`);
      } else if (expected === 'refused') {
        const unknown = (await table.unknownRow?.(world)) ?? randomUUID();
        const asUnknown = answerOf(await call(table, caller, unknown), unknown);
        const refusal = answerOf(response, row);
        if (refusal !== asUnknown)
          failures.push(`${caller} on ${whose} row: refused with "${refusal}", unlike an unknown row ("${asUnknown}")`);
      }
    }
    expect(failures).toEqual([]);
  });
});
