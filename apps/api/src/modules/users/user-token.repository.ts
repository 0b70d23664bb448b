import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { insertRecords } from '../../db/raw-statement.ts';

export type UserTokenPurpose = 'password-reset' | 'invitation';
export type UserTokenRow = typeof userTokens.$inferSelect;

/** Issues a new link token and voids the user's older ones of the same purpose. */
export async function issueUserToken(
  db: Executor,
  options: { userId: string; purpose: UserTokenPurpose; validForMs: number; now: Date; createdById?: string | null },
): Promise<string> {
  await db
    .update(userTokens)
    .set({ voidedAt: options.now })
    .where(
      and(
        eq(userTokens.userId, options.userId),
        eq(userTokens.purpose, options.purpose),
        isNull(userTokens.usedAt),
        isNull(userTokens.voidedAt),
      ),
    );
  const { token, hash } = newSecretToken();
  await db.insert(userTokens).values({
    userId: options.userId,
    purpose: options.purpose,
    tokenHash: hash,
    expiresAt: new Date(options.now.getTime() + options.validForMs),
    createdById: options.createdById ?? null,
  });
  return token;
}

/** Tokens for users who have none yet (created in the same transaction), one each, in the order of `userIds`. */
export async function issueNewUserTokens(
  db: Executor,
  options: { userIds: readonly string[]; purpose: UserTokenPurpose; validForMs: number; now: Date; createdById?: string | null },
): Promise<string[]> {
  const issued = options.userIds.map(() => newSecretToken());
  const expiresAt = new Date(options.now.getTime() + options.validForMs);
  await insertRecords(
    db,
    userTokens,
    issued.map(({ hash }, index) => ({
      userId: options.userIds[index] as string,
      purpose: options.purpose,
      tokenHash: hash,
      expiresAt,
      createdById: options.createdById ?? null,
    })),
  );
  return issued.map(({ token }) => token);
}

/** The token's row when it can still be used: not unknown, expired, used or replaced. */
export async function findUsableUserToken(
  db: Executor,
  token: string,
  purpose: UserTokenPurpose,
  now: Date,
): Promise<UserTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashSecretToken(token)), eq(userTokens.purpose, purpose)));
  if (!row || row.usedAt || row.voidedAt || row.expiresAt <= now) return undefined;
  return row;
}

/** Marks a token used; false when another request spent it first. */
export async function spendUserToken(db: Executor, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt), isNull(userTokens.voidedAt)))
    .returning({ id: userTokens.id });
  return spent.length === 1;
}
