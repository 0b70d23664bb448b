import { RESET_LINK_VALIDITY_MINUTES, toGrantedPermissions, USER_STATUS, type TLanguage } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import { composeEmail } from '../../lib/mail/compose.ts';
import { siteName } from '../configuration/index.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { recordAuditFrom } from '../audit-log/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { enqueueEmail } from '../notifications/index.ts';
import {
  findPermissionKeys,
  findUsableUserToken,
  findUserByEmail,
  findUserById,
  issueUserToken,
  revokeOtherSessions,
  revokeUserSessions,
  setUserPassword,
  spendUserToken,
} from '../users/index.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { Principal } from '../../core/principal.ts';
import { maySignIn } from './sign-in-policy.ts';
import { authPolicy } from './auth.policy.ts';
import { PASSWORD_RESET_JOB, type TPasswordResetJob } from './password-reset.job.ts';

export class PasswordService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mail: MailSettings,
  ) {}

  /**
   * Queues the request and looks nothing up: the caller answers at once, the same whether or not the
   * account exists, so neither the answer nor its timing tells anyone who has an account.
   */
  async requestReset(email: string, context: RequestContext): Promise<void> {
    const payload: TPasswordResetJob = { email, ip: context.ip, userAgent: context.userAgent };
    await enqueueJob(this.db, { kind: PASSWORD_RESET_JOB, payload }, this.clock.now());
  }

  /** The queued half: mails a reset link when the account exists and may sign in. */
  async sendResetLink({ email, ip, userAgent }: TPasswordResetJob): Promise<void> {
    const found = await findUserByEmail(this.db, email);
    if (!found || found.user.status !== USER_STATUS.ACTIVE) return;
    const permissions = toGrantedPermissions(await findPermissionKeys(this.db, found.user.id, found.role.id));
    if (!maySignIn(found.role, { permissions })) return;
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const token = await issueUserToken(tx, {
        userId: found.user.id,
        purpose: 'password-reset',
        validForMs: RESET_LINK_VALIDITY_MINUTES * 60_000,
        now,
      });
      const link = `${this.mail.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await enqueueEmail(
        tx,
        composeEmail('password-reset', found.user.email, found.user.language as TLanguage, {
          name: found.user.firstName,
          system: await siteName(tx, this.mail.systemName),
          link,
        }),
        now,
      );
      await recordAuditFrom(
        tx,
        { ip, userAgent, requestId: null },
        { action: 'auth.password-reset.requested', actorUserId: found.user.id },
      );
    });
  }

  /** Sets the new password from a live link, spends the link and ends every session. */
  async reset(token: string, password: string, context: RequestContext): Promise<void> {
    const now = this.clock.now();
    const passwordHash = await hashPassword(password);
    const userId = await this.db.transaction(async (tx) => {
      const row = await findUsableUserToken(tx, token, 'password-reset', now);
      if (!row || !(await spendUserToken(tx, row.id, now))) {
        throw new AppError('GONE', { messageKey: 'auth.linkExpired' });
      }
      await setUserPassword(tx, row.userId, passwordHash, now);
      await revokeUserSessions(tx, row.userId, now, 'password-reset');
      return row.userId;
    });
    await context.audit({ action: 'auth.password-reset.completed', actorUserId: userId });
  }

  /** Sets a new password and ends every other session of the user (ASVS V7); this one stays signed in. */
  async change(principal: Principal, oldPassword: string, newPassword: string, context: RequestContext): Promise<void> {
    await authPolicy.authorize(principal, 'changeOwnPassword', null);
    const user = await findUserById(this.db, principal.userId);
    if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
      throw AppError.validation([{ path: 'oldPassword', message: context.t('validation.password.wrongOld') }]);
    }
    if (oldPassword === newPassword) {
      throw AppError.validation([{ path: 'newPassword', message: context.t('validation.password.sameAsOld') }]);
    }
    const passwordHash = await hashPassword(newPassword);
    const now = this.clock.now();
    const endedSessions = await this.db.transaction(async (tx) => {
      await setUserPassword(tx, principal.userId, passwordHash, now);
      return revokeOtherSessions(tx, principal.userId, principal.sessionId, now, 'password-changed');
    });
    await context.audit({ action: 'auth.password.changed', details: { endedSessions } });
  }
}
