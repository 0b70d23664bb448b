import { roleNameTranslationsOf, USER_STATUS, type TInvitation, type TLanguage } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import { composeEmail } from '../../lib/mail/compose.ts';
import { siteName } from '../configuration/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { enqueueEmail } from '../notifications/index.ts';
import { activateInvitedUser, findUsableUserToken, findUserWithRoleAndFacility, spendUserToken } from '../users/index.ts';
import type { RequestContext } from '../../core/request-context.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';

/** Accepting an invitation: see who is invited, then set a password and become active. */
export class InvitationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly mail: MailSettings,
  ) {}

  async describe(token: string): Promise<TInvitation> {
    const row = await findUsableUserToken(this.db, token, 'invitation', this.clock.now());
    const invited = row && (await findUserWithRoleAndFacility(this.db, row.userId));
    if (!row || !invited || invited.user.status !== USER_STATUS.INVITED) {
      throw new AppError('GONE', { messageKey: 'auth.linkExpired' });
    }
    return {
      email: invited.user.email,
      firstName: invited.user.firstName,
      lastName: invited.user.lastName,
      roleName: invited.role.name,
      roleNameTranslations: roleNameTranslationsOf(invited.role.nameTranslations),
      organisationName: invited.facility?.name ?? null,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  async signUp(token: string, password: string, context: RequestContext): Promise<void> {
    const now = this.clock.now();
    const passwordHash = await hashPassword(password);
    const user = await this.db.transaction(async (tx) => {
      const row = await findUsableUserToken(tx, token, 'invitation', now);
      if (!row || !(await spendUserToken(tx, row.id, now))) throw new AppError('GONE', { messageKey: 'auth.linkExpired' });
      const activated = await activateInvitedUser(tx, row.userId, passwordHash, now);
      if (!activated || activated.deletedAt) throw new AppError('GONE', { messageKey: 'auth.linkExpired' });
      await enqueueEmail(
        tx,
        composeEmail('welcome', activated.email, activated.language as TLanguage, {
          name: activated.firstName,
          system: await siteName(tx, this.mail.systemName),
          email: activated.email,
          link: `${this.mail.publicUrl}/sign-in`,
        }),
        now,
      );
      return activated;
    });
    await context.audit({ action: 'auth.signed-up', actorUserId: user.id, targetType: 'user', targetId: user.id });
  }
}
