import type pg from 'pg';
import type { Database } from './database.ts';

/**
 * The server ended the session (pg_terminate_backend, a shutdown, a failover) or refused to start
 * one: whatever statement it answered this way never ran to completion.
 */
const SESSION_ENDED_CODES = new Set(['57P01', '57P02', '57P03']);

/** node-postgres refuses to send anything on a connection it already knows is dead. */
const NOT_SENT = /is not queryable/;

/** The connection broke with no word from the server: any statement in flight may or may not have run. */
const CONNECTION_BROKEN = /^Connection terminated|ECONNRESET|EPIPE/;

function causes(error: unknown): { code?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; message?: unknown }[] = [];
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    chain.push(current as { code?: unknown; message?: unknown });
  }
  return chain;
}

/** A statement refused for one of these certainly did nothing, so sending it again is safe. */
export function statementNeverRan(error: unknown): boolean {
  return causes(error).some(
    ({ code, message }) =>
      (typeof code === 'string' && SESSION_ENDED_CODES.has(code)) || (typeof message === 'string' && NOT_SENT.test(message)),
  );
}

/** The connection was lost, in any way: before `commit` is sent, PostgreSQL rolls the transaction back. */
export function connectionLost(error: unknown): boolean {
  return (
    statementNeverRan(error) ||
    causes(error).some(
      ({ code, message }) =>
        (typeof code === 'string' && CONNECTION_BROKEN.test(code)) || (typeof message === 'string' && CONNECTION_BROKEN.test(message)),
    )
  );
}

/** No connection could be had: the server refused or did not answer, or is not taking connections (SQLSTATE class 08, 53300). */
const UNREACHABLE_CODES = /^(ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|EAI_AGAIN|08\w{3}|53300)$/;
const UNREACHABLE_MESSAGE = /timeout exceeded when trying to connect|Connection terminated due to connection timeout/;

/**
 * The database could not be reached or dropped the connection: the request did not fail for its own
 * reasons, and trying again shortly may succeed (the answer is 503 with Retry-After, never a 500).
 */
export function databaseUnavailable(error: unknown): boolean {
  return (
    connectionLost(error) ||
    causes(error).some(
      ({ code, message }) =>
        (typeof code === 'string' && UNREACHABLE_CODES.test(code)) || (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)),
    )
  );
}

/**
 * A statement outside a transaction whose connection died before it ran is sent once more, on
 * another connection: a pooled connection terminated while idle is only noticed when it is used.
 */
export function retryStatementsOnce(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return query(...args);
    return (query(...args) as Promise<unknown>).catch((error: unknown) => {
      if (!statementNeverRan(error)) throw error;
      return query(...args);
    });
  };
}

/**
 * A transaction whose connection was lost before its work was done (so before `commit` was sent)
 * was rolled back by PostgreSQL, and runs once more as a whole. Once the work is done the outcome
 * of `commit` is unknown, so a failure then is reported, never retried.
 */
export function retryTransactionsOnce(db: Database): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work: Parameters<Database['transaction']>[0], config?: Parameters<Database['transaction']>[1]) => {
    let workDone = false;
    const run = () =>
      transaction(async (tx) => {
        workDone = false;
        const result = await work(tx);
        workDone = true;
        return result;
      }, config);
    try {
      return await run();
    } catch (error) {
      if (workDone || !connectionLost(error)) throw error;
      return run();
    }
  }) as Database['transaction'];
}
