import type { Clock } from '../core/clock.ts';

export interface AccessCacheOptions {
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
  /** A safety net only: changes are announced, but nothing is kept longer than this. */
  maxAgeMs: number;
}

interface Entry {
  value: unknown;
  storedAt: number;
  /** Optional moment after which the value is no longer true (a session's end). */
  validUntil: number;
}

/**
 * Who callers are and what they may do, kept in memory between changes, so an authenticated
 * request needs no query. Correctness rests on invalidation, not on time:
 *  - PostgreSQL announces every committed change to the tables those answers come from
 *    (`ACCESS_SOURCE_TABLES`), whichever node, script or person made it;
 *  - a write request on this node forgets everything before its answer leaves, so its own
 *    caller never sees the old state, however late the announcement arrives;
 *  - while the announcements may be missed (the listening connection is down) nothing is cached.
 * A load that was running when an invalidation happened is served but never stored, since it
 * may have read the state from before the change.
 */
export class AccessCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private listening = false;

  constructor(
    private readonly clock: Clock,
    private readonly options: AccessCacheOptions,
  ) {}

  /** The cached value under `key`, else `load()`'s, stored unless something changed meanwhile. */
  async get<T>(key: string, load: () => Promise<T>, validUntil?: (value: NonNullable<T>) => Date): Promise<T> {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(key);
    if (entry && now - entry.storedAt < this.options.maxAgeMs && now < entry.validUntil) return entry.value as T;
    if (entry) this.entries.delete(key);

    const generation = this.generation;
    const value = await load();
    if (this.listening && generation === this.generation && value !== null && value !== undefined) {
      if (this.entries.size >= this.options.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(key, {
        value: deepFreeze(value),
        storedAt: now,
        validUntil: validUntil ? validUntil(value).getTime() : Number.POSITIVE_INFINITY,
      });
    }
    return value;
  }

  /** Forgets everything: something that answers depend on has changed. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Whether changes are being heard; caching is off while they may be missed. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.invalidate();
  }

  /** How many times it has been emptied: moves on with every change heard. */
  get generationCount(): number {
    return this.generation;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Cached values are shared by concurrent requests, so none of them may change one. */
function deepFreeze<T>(value: T): T {
  // Byte arrays cannot be frozen; the ones cached (encoded answers) are only ever written out.
  if (ArrayBuffer.isView(value)) return value;
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
