import { errors, jwtVerify, SignJWT } from 'jose';
import { SHORT_TOKEN_VALIDITY_MINUTES } from '@opentrace/domain';
import type { Clock } from '../../lib/clock.ts';

const ISSUER = 'opentrace';
/** Separate audiences keep a download token from ever working as an API token, and back. */
const AUDIENCE = { access: 'opentrace-api', download: 'opentrace-download' } as const;
const ALGORITHMS = ['HS256'];

export type TokenAudience = keyof typeof AUDIENCE;

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience: AUDIENCE[audience],
        currentDate: this.clock.now(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { userId: payload.sub, sessionId: payload.sid } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
