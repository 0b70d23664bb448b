import { toGrantedPermissions, type TLoginRequest, type TLoginResponse, USER_STATUS } from '@opentrace/domain';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { type AuditEntry } from '../audit-log/audit-log.repository.ts';
import { loadSessionUser } from '../users/session-user.ts';
import { findPermissionKeys, findUserByEmail, touchLastLogin } from '../users/users.repository.ts';
import type { Principal } from './principal.repository.ts';
import { createSession, newRefreshToken, revokeSession } from './session.repository.ts';
import { maySignIn } from './sign-in-policy.ts';
import type { TokenService } from './token.service.ts';

export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  audit(entry: AuditEntry): Promise<void>;
}

/** Verifying against a real hash when the account does not exist keeps timing from telling. */
const UNKNOWN_USER_HASH = hashPassword('not-a-real-password-Aa1!');

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly settings: AppConfig['auth'],
  ) {}

  async login(input: TLoginRequest, context: RequestContext): Promise<TLoginResponse> {
    const found = await findUserByEmail(this.db, input.email);
    const passwordOk = await verifyPassword(found?.user.passwordHash ?? (await UNKNOWN_USER_HASH), input.password);
    if (!found || !found.user.passwordHash || !passwordOk) {
      await context.audit({ action: 'auth.sign-in.failed', actorUserId: found?.user.id ?? null, details: { email: input.email } });
      throw new AppError('UNAUTHORIZED', { messageKey: 'auth.invalidCredentials' });
    }
    const { user, role } = found;
    if (user.status === USER_STATUS.DEACTIVATED) {
      await context.audit({ action: 'auth.sign-in.refused', actorUserId: user.id, details: { reason: 'deactivated' } });
      throw new AppError('FORBIDDEN', { messageKey: 'auth.deactivated' });
    }
    if (user.status !== USER_STATUS.ACTIVE) {
      await context.audit({ action: 'auth.sign-in.refused', actorUserId: user.id, details: { reason: 'invited' } });
      throw new AppError('FORBIDDEN', { messageKey: 'auth.invitationPending' });
    }
    const permissions = toGrantedPermissions(await findPermissionKeys(this.db, user.id, role.id));
    if (!maySignIn(role, { permissions })) {
      await context.audit({ action: 'auth.sign-in.refused', actorUserId: user.id, details: { reason: 'role' } });
      throw new AppError('FORBIDDEN', { messageKey: 'auth.signInNotAllowed' });
    }

    const now = this.clock.now();
    const refresh = newRefreshToken();
    const sessionId = await this.db.transaction(async (tx) => {
      const id = await createSession(tx, {
        userId: user.id,
        refreshTokenHash: refresh.hash,
        expiresAt: new Date(now.getTime() + this.settings.refreshTokenTtlSeconds * 1000),
        ip: context.ip,
        userAgent: context.userAgent,
      });
      await touchLastLogin(tx, user.id, now);
      return id;
    });
    await context.audit({ action: 'auth.sign-in', actorUserId: user.id, targetType: 'session', targetId: sessionId });
    const { token, expiresAt } = await this.tokens.sign({ userId: user.id, sessionId }, 'access');
    return {
      token,
      expireAt: expiresAt.toISOString(),
      refreshToken: refresh.token,
      user: await loadSessionUser(this.db, user.id),
    };
  }

  /** Ends the session at once: its access token and refresh token stop working on every node. */
  async logout(principal: Principal, context: RequestContext): Promise<void> {
    await revokeSession(this.db, principal.sessionId, this.clock.now());
    await context.audit({ action: 'auth.sign-out', targetType: 'session', targetId: principal.sessionId });
  }
}
