import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema/index.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';

export async function createSession(
  db: Executor,
  values: { userId: string; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('Session was not created');
  return row.id;
}

export async function issueRefreshToken(db: Executor, sessionId: string): Promise<string> {
  const { token, hash } = newSecretToken();
  await db.insert(refreshTokens).values({ sessionId, tokenHash: hash });
  return token;
}

export type RefreshOutcome =
  | { outcome: 'rotated'; sessionId: string; userId: string; refreshToken: string }
  | { outcome: 'reused'; sessionId: string; userId: string }
  | { outcome: 'invalid' };

/**
 * Spends a refresh token and issues its successor. A token that was already spent revokes the
 * whole session: either the user or a thief holds a copy, and neither should go on.
 */
export async function rotateRefreshToken(db: Executor, token: string, now: Date): Promise<RefreshOutcome> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashSecretToken(token)))
    .for('update');
  if (!row || row.revokedAt || row.expiresAt <= now) return { outcome: 'invalid' };
  if (row.usedAt) {
    await revokeSession(db, row.sessionId, now, 'refresh-token-reuse');
    return { outcome: 'reused', sessionId: row.sessionId, userId: row.userId };
  }
  await db.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  return { outcome: 'rotated', sessionId: row.sessionId, userId: row.userId, refreshToken: await issueRefreshToken(db, row.sessionId) };
}

export async function revokeSession(db: Executor, sessionId: string, now: Date, reason = 'sign-out'): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password reset, deactivation, deletion). */
export async function revokeUserSessions(db: Executor, userId: string, now: Date, reason: string): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/**
 * Ends every session of a user but the one making the request (password change): a thief holding
 * another session is out, while the person who changed the password stays signed in.
 */
export async function revokeOtherSessions(db: Executor, userId: string, keptSessionId: string, now: Date, reason: string): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}
