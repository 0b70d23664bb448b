import { toGrantedPermissions, type TLoginRequest, type TLoginResponse, USER_STATUS } from '@opentrace/domain';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import {
  createSession,
  findPermissionKeys,
  findUserByEmail,
  issueRefreshToken,
  loadSessionUser,
  revokeSession,
  rotateRefreshToken,
  touchLastLogin,
} from '../users/index.ts';
import type { Principal } from '../../core/principal.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { maySignIn } from './sign-in-policy.ts';
import type { TokenService } from './token.service.ts';
import { authPolicy } from './auth.policy.ts';

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
    const { sessionId, refreshToken } = await this.db.transaction(async (tx) => {
      const id = await createSession(tx, {
        userId: user.id,
        expiresAt: new Date(now.getTime() + this.settings.refreshTokenTtlSeconds * 1000),
        ip: context.ip,
        userAgent: context.userAgent,
      });
      await touchLastLogin(tx, user.id, now);
      return { sessionId: id, refreshToken: await issueRefreshToken(tx, id) };
    });
    await context.audit({ action: 'auth.sign-in', actorUserId: user.id, targetType: 'session', targetId: sessionId });
    return this.sessionResponse(user.id, sessionId, refreshToken);
  }

  /** A new access token and the next refresh token; a replayed refresh token ends the session. */
  async refresh(refreshToken: string, context: RequestContext): Promise<TLoginResponse> {
    const result = await this.db.transaction((tx) => rotateRefreshToken(tx, refreshToken, this.clock.now()));
    if (result.outcome === 'reused') {
      await context.audit({
        action: 'auth.refresh-token.reused',
        actorUserId: result.userId,
        targetType: 'session',
        targetId: result.sessionId,
      });
    }
    if (result.outcome !== 'rotated') throw new AppError('UNAUTHORIZED', { messageKey: 'auth.refreshInvalid' });
    const user = await loadSessionUser(this.db, result.userId);
    if (user.status !== USER_STATUS.ACTIVE) throw new AppError('UNAUTHORIZED', { messageKey: 'auth.refreshInvalid' });
    return this.sessionResponse(result.userId, result.sessionId, result.refreshToken);
  }

  private async sessionResponse(userId: string, sessionId: string, refreshToken: string): Promise<TLoginResponse> {
    const { token, expiresAt } = await this.tokens.sign({ userId, sessionId }, 'access');
    return {
      token,
      expireAt: expiresAt.toISOString(),
      refreshToken,
      user: await loadSessionUser(this.db, userId),
    };
  }

  /** Ends the session at once: its access token and refresh token stop working on every node. */
  async logout(principal: Principal, context: RequestContext): Promise<void> {
    await authPolicy.authorize(principal, 'signOut', null);
    await revokeSession(this.db, principal.sessionId, this.clock.now());
    await context.audit({ action: 'auth.sign-out', targetType: 'session', targetId: principal.sessionId });
  }
}
