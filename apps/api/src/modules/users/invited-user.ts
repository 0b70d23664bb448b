import { INVITATION_VALIDITY_DAYS, type TLanguage } from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import { composeEmail } from '../../lib/mail/compose.ts';
import { siteName } from '../configuration/index.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';
import { issueUserToken } from './user-token.repository.ts';
import { enqueueEmail } from '../notifications/index.ts';
import type { UserRow } from './users.repository.ts';

/**
 * Creating an invited user and mailing the invitation, shared by every way someone is invited:
 * platform user management, organisation colleagues and business partners.
 */

const INVITATION_VALID_MS = INVITATION_VALIDITY_DAYS * 86_400_000;

export interface Inviter {
  userId: string;
  firstName: string;
  lastName: string;
}

/** Issues a new invitation token (voiding older ones) and queues the e-mail carrying its link, in the caller's transaction. */
export async function mailInvitation(
  tx: Executor,
  invitation: { user: UserRow; roleName: string; organisationName: string | null; inviter: Inviter; now: Date },
  mail: MailSettings,
): Promise<void> {
  const { user, roleName, organisationName, inviter, now } = invitation;
  const token = await issueUserToken(tx, {
    userId: user.id,
    purpose: 'invitation',
    validForMs: INVITATION_VALID_MS,
    now,
    createdById: inviter.userId,
  });
  const system = await siteName(tx, mail.systemName);
  await enqueueEmail(
    tx,
    composeEmail('invitation', user.email, user.language as TLanguage, {
      name: user.firstName,
      inviter: `${inviter.firstName} ${inviter.lastName}`,
      system,
      role: roleName,
      organisation: organisationName ?? system,
      link: `${mail.publicUrl}/sign-up?invite-token=${encodeURIComponent(token)}`,
    }),
    now,
  );
}
