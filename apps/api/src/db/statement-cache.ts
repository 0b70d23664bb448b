import type pg from 'pg';

/*
 * node-postgres sends every statement unnamed, so PostgreSQL parses, analyses and plans it again
 * on every call: about half of the database's CPU when an activity is logged (bench/README.md).
 * A statement the connection keeps running is given a name instead, which PostgreSQL prepares once
 * for that connection and reuses. As in Npgsql's automatic preparation, only statements seen a few
 * times are named, so one-off statements (imports, reports) do not take up the room, and each
 * connection names at most `capacity` of them.
 */

export interface StatementCacheLimits {
  /** Named statements per connection; 0 names none. */
  capacity: number;
  /** Runs on one connection before a statement is named. */
  usesBeforeNaming: number;
}

export const DEFAULT_STATEMENT_CACHE: StatementCacheLimits = { capacity: 256, usesBeforeNaming: 3 };

/** Texts counted but not named yet are forgotten beyond this many, so counting stays bounded too. */
const COUNTED_TEXTS_LIMIT = 2_048;

type QueryConfig = { text: string; name?: string; values?: unknown[] } & Record<string, unknown>;

const isNameable = (config: unknown, values: unknown): config is QueryConfig => {
  if (typeof config !== 'object' || config === null) return false;
  // A Query or Cursor object submits itself; it is sent as it is.
  if (typeof (config as { submit?: unknown }).submit === 'function') return false;
  const { text, name } = config as Partial<QueryConfig>;
  const parameters = Array.isArray(values) ? values : (config as Partial<QueryConfig>).values;
  // Without parameters node-postgres uses the simple protocol (begin, commit), which has no names.
  return typeof text === 'string' && name === undefined && Array.isArray(parameters) && parameters.length > 0;
};

/** The names one connection has given, by statement text. */
export class StatementNames {
  private readonly named = new Map<string, string>();
  private readonly uses = new Map<string, number>();

  constructor(private readonly limits: StatementCacheLimits) {}

  get size(): number {
    return this.named.size;
  }

  /** The query as it should be sent: under its name once it has earned one, else as given. */
  apply<T>(config: T, values?: unknown): T {
    if (!isNameable(config, values)) return config;
    const name = this.named.get(config.text) ?? this.nameIfEarned(config.text);
    return name ? { ...config, name } : config;
  }

  private nameIfEarned(text: string): string | undefined {
    if (this.named.size >= this.limits.capacity) return undefined;
    const uses = (this.uses.get(text) ?? 0) + 1;
    if (uses < this.limits.usesBeforeNaming) {
      if (this.uses.size >= COUNTED_TEXTS_LIMIT) this.uses.clear();
      this.uses.set(text, uses);
      return undefined;
    }
    this.uses.delete(text);
    // Names are per connection, so a counter is unique; PostgreSQL keeps them until it disconnects.
    const name = `opentrace_${this.named.size + 1}`;
    this.named.set(text, name);
    return name;
  }
}

/** Makes a pooled connection name the statements it repeats (pool `connect` event). */
export function nameRepeatedStatements(client: pg.PoolClient, limits: StatementCacheLimits): void {
  if (limits.capacity === 0) return;
  const names = new StatementNames(limits);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => query(names.apply(config, rest[0]), ...rest);
}
