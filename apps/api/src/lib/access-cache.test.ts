import { describe, expect, it } from 'vitest';
import { ManualClock } from '../core/clock.ts';
import { AccessCache } from './access-cache.ts';

function listeningCache(options = { maxEntries: 3, maxAgeMs: 60_000 }) {
  const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
  const cache = new AccessCache(clock, options);
  cache.setListening(true);
  let loads = 0;
  const load = (value: string) => async () => {
    loads += 1;
    return { value };
  };
  return { cache, clock, load, loads: () => loads };
}

describe('AccessCache', () => {
  it('loads once, then answers from memory with a value nobody can change', async () => {
    const { cache, load, loads } = listeningCache();
    await cache.get('a', load('first'));
    const second = await cache.get('a', load('second'));
    expect(second.value).toBe('first');
    expect(loads()).toBe(1);
    expect(() => {
      (second as { value: string }).value = 'changed';
    }).toThrow(TypeError);
  });

  it('forgets everything on invalidation', async () => {
    const { cache, load } = listeningCache();
    await cache.get('a', load('first'));
    cache.invalidate();
    expect((await cache.get('a', load('second'))).value).toBe('second');
  });

  it('never stores a value loaded while a change happened', async () => {
    const { cache, load } = listeningCache();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.get('a', async () => {
      await gate;
      return { value: 'read before the change' };
    });
    cache.invalidate();
    release();
    expect((await slow).value).toBe('read before the change');
    expect((await cache.get('a', load('fresh'))).value).toBe('fresh');
  });

  it('stores nothing while changes may go unheard', async () => {
    const { cache, load, loads } = listeningCache();
    cache.setListening(false);
    await cache.get('a', load('first'));
    await cache.get('a', load('second'));
    expect(loads()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('drops a value at the moment it stops being true, and after the maximum age', async () => {
    const { cache, clock, load } = listeningCache();
    const until = new Date(clock.now().getTime() + 1_000);
    await cache.get('session', load('live'), () => until);
    clock.advance(999);
    expect((await cache.get('session', load('reloaded'), () => until)).value).toBe('live');
    clock.advance(1);
    expect((await cache.get('session', load('reloaded'))).value).toBe('reloaded');

    clock.advance(60_000);
    expect((await cache.get('session', load('aged'))).value).toBe('aged');
  });

  it('keeps at most its maximum number of entries, dropping the oldest', async () => {
    const { cache, load, loads } = listeningCache();
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, load(key));
    expect(cache.size).toBe(3);
    await cache.get('b', load('b'));
    expect(loads()).toBe(4);
    await cache.get('a', load('a'));
    expect(loads()).toBe(5);
  });

  it('does not store "nothing found"', async () => {
    const { cache } = listeningCache();
    let loads = 0;
    const missing = async () => {
      loads += 1;
      return null;
    };
    await cache.get('gone', missing);
    await cache.get('gone', missing);
    expect(loads).toBe(2);
  });
});
