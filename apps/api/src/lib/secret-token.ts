import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens sent to users (refresh tokens, reset and invitation links): 256 random bits, of which
 * only the SHA-256 is stored, so a copy of the database opens no account.
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
