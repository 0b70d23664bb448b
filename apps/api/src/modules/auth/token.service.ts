import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { SHORT_TOKEN_VALIDITY_MINUTES } from '@opentrace/domain';
import type { Clock } from '../../core/clock.ts';

const ISSUER = 'opentrace';
/** Separate audiences keep a download token from ever working as an API token, and back. */
const AUDIENCE = { access: 'opentrace-api', download: 'opentrace-download' } as const;
const ALGORITHMS = ['HS256'];

export type TokenAudience = keyof typeof AUDIENCE;

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verified tokens remembered at most; a client sends the same one until it is refreshed. */
const VERIFIED_TOKENS_KEPT = 10_000;

interface VerifiedToken {
  claims: TokenClaims;
  expiresAtSeconds: number;
}

export class TokenService {
  private readonly key: KeyObject;
  /**
   * Tokens whose signature and claims were already checked, by audience and exact text: the
   * same bytes carry the same valid signature, so only the expiry needs checking again.
   */
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  async sign(claims: TokenClaims, audience: TokenAudience): Promise<{ token: string; expiresAt: Date }> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const ttl = audience === 'download' ? SHORT_TOKEN_VALIDITY_MINUTES * 60 : this.accessTtlSeconds;
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE[audience])
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .sign(this.key);
    return { token, expiresAt: new Date((now + ttl) * 1000) };
  }

  async verify(token: string, audience: TokenAudience): Promise<TokenCheck> {
    const cacheKey = `${audience} ${token}`;
    const known = this.verified.get(cacheKey);
    if (known) {
      // jose's rule: a token is expired from its `exp` second on.
      if (this.clock.now().getTime() / 1000 < known.expiresAtSeconds) return { ok: true, claims: known.claims };
      this.verified.delete(cacheKey);
      return { ok: false, reason: 'expired' };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience: AUDIENCE[audience],
        currentDate: this.clock.now(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
        return { ok: false, reason: 'invalid' };
      }
      const claims = { userId: payload.sub, sessionId: payload.sid };
      this.remember(cacheKey, { claims, expiresAtSeconds: payload.exp });
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  private remember(cacheKey: string, token: VerifiedToken): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(cacheKey, token);
  }
}
