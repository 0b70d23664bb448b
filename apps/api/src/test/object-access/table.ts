import type { ActivityWorld, TWho } from '../world/activity-world.ts';

/**
 * Who may touch a row: `allowed` answers 2xx; `refused` answers 403 or 404 (400 where the table's
 * refusal is a field error) with the same status, message and details as the same call on a row that
 * does not exist, so a refusal never tells that the row is there.
 */
export type TOutcome = 'allowed' | 'refused';

export type TEntry = readonly [caller: TWho, owner: TWho, outcome: TOutcome];

export interface TObjectRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}

/**
 * One operation's object-level rules as data: `rowOf(owner)` makes a row that belongs to `owner`'s
 * organisation (through the services or the world's builders), `request(row)` is one real API call on
 * it as `caller`, and each entry says what happens when `caller` makes it on a row of `owner` (the caller's own row
 * when both are the same). Entries run in order, each on a fresh row. `unknownRow` is a row that does
 * not exist, for comparing refusals with; a random UUID unless the operation's rows look different.
 */
export interface ObjectAccessTable {
  module: string;
  operation: string;
  rowOf(world: ActivityWorld, owner: TWho): Promise<string>;
  request(row: string, caller: TWho): TObjectRequest;
  unknownRow?(world: ActivityWorld): Promise<string>;
  /** Where the row is named in a form rather than the path, a refusal is that field's error (400). */
  refusal?: 'field error';
  entries: readonly TEntry[];
}

let sequence = 0;
/** A number no other row of this test run has, for names and codes that must stay unique. */
export const nextNumber = () => {
  sequence += 1;
  return sequence;
};

/** A builder that runs once per world, for set-up several tables share (a role attribute, a template). */
export function oncePerWorld<T>(build: (world: ActivityWorld) => Promise<T>): (world: ActivityWorld) => Promise<T> {
  const built = new WeakMap<ActivityWorld, Promise<T>>();
  return (world) => {
    let pending = built.get(world);
    if (!pending) {
      pending = build(world);
      built.set(world, pending);
    }
    return pending;
  };
}
