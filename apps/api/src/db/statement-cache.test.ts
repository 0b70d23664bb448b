import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { nameRepeatedStatements, StatementNames } from './statement-cache.ts';

const LIMITS = { capacity: 2, usesBeforeNaming: 3 };
const select = (text: string) => ({ text, rowMode: 'array' });

describe('StatementNames', () => {
  it('sends a statement unnamed until its third run, then always under the same name', () => {
    const names = new StatementNames(LIMITS);
    const sent = [1, 2, 3, 4, 5].map(() => names.apply(select('select * from products where id = $1'), ['a']));
    expect(sent.map((config) => (config as { name?: string }).name)).toEqual([
      undefined,
      undefined,
      'opentrace_1',
      'opentrace_1',
      'opentrace_1',
    ]);
    // What else the query carries is kept.
    expect(sent[4]).toEqual({ text: 'select * from products where id = $1', rowMode: 'array', name: 'opentrace_1' });
  });

  it('gives different statements different names', () => {
    const names = new StatementNames({ capacity: 10, usesBeforeNaming: 1 });
    const first = names.apply(select('select $1::int'), [1]) as { name?: string };
    const second = names.apply(select('select $1::text'), ['x']) as { name?: string };
    expect(first.name).toBe('opentrace_1');
    expect(second.name).toBe('opentrace_2');
    expect((names.apply(select('select $1::int'), [2]) as { name?: string }).name).toBe('opentrace_1');
  });

  it('counts parameters given inside the query as well as beside it', () => {
    const names = new StatementNames({ capacity: 10, usesBeforeNaming: 1 });
    expect(names.apply({ text: 'select $1::int', values: [1] })).toMatchObject({ name: 'opentrace_1' });
  });

  it('leaves alone what has no parameters, a name of its own, or submits itself', () => {
    const names = new StatementNames({ capacity: 10, usesBeforeNaming: 1 });
    const begin = { text: 'begin' };
    const own = { text: 'select $1::int', name: 'mine' };
    const cursor = { text: 'select $1::int', submit: () => undefined };
    expect(names.apply(begin, [])).toBe(begin);
    expect(names.apply(begin)).toBe(begin);
    expect(names.apply(own, [1])).toBe(own);
    expect(names.apply(cursor, [1])).toBe(cursor);
    expect(names.apply('select $1::int', [1])).toBe('select $1::int');
    expect(names.size).toBe(0);
  });

  it('names no more statements than its capacity; the others keep running unnamed', () => {
    const names = new StatementNames({ capacity: 2, usesBeforeNaming: 1 });
    for (const text of ['select $1::int', 'select $1::text', 'select $1::date']) names.apply(select(text), [1]);
    expect(names.size).toBe(2);
    expect(names.apply(select('select $1::date'), [1])).toEqual(select('select $1::date'));
    expect(names.apply(select('select $1::int'), [1])).toMatchObject({ name: 'opentrace_1' });
  });
});

describe('nameRepeatedStatements', () => {
  const fakeClient = () => {
    const calls: unknown[][] = [];
    const client = {
      query(...args: unknown[]) {
        calls.push(args);
        return Promise.resolve({ rows: [] });
      },
    };
    return { client: client as unknown as pg.PoolClient, calls };
  };

  it('sends the connection’s repeated statements under their name, with the values and callback as given', async () => {
    const { client, calls } = fakeClient();
    nameRepeatedStatements(client, LIMITS);
    const callback = () => undefined;
    const query = client.query as unknown as (...args: unknown[]) => Promise<unknown>;
    for (let run = 0; run < 3; run += 1) await query(select('select $1::int'), [run], callback);
    expect(calls[2]).toEqual([{ ...select('select $1::int'), name: 'opentrace_1' }, [2], callback]);
    expect(calls[0]).toEqual([select('select $1::int'), [0], callback]);
  });

  it('changes nothing when the capacity is 0', async () => {
    const { client, calls } = fakeClient();
    nameRepeatedStatements(client, { capacity: 0, usesBeforeNaming: 1 });
    await (client.query as unknown as (...args: unknown[]) => Promise<unknown>)(select('select $1::int'), [1]);
    expect(calls[0]).toEqual([select('select $1::int'), [1]]);
  });
});
