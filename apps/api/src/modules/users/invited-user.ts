import { INVITATION_VALIDITY_DAYS, type TLanguage } from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import { composeEmail } from '../../lib/mail/compose.ts';
import { siteName } from '../configuration/index.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';
import { issueNewUserTokens, issueUserToken } from './user-token.repository.ts';
import { enqueueEmail, enqueueEmails } from '../notifications/index.ts';
import type { UserRow } from './users.repository.ts';

/**
 * Creating an invited user and mailing the invitation, shared by every way someone is invited:
 * platform user management, organisation colleagues, business partners and brand suppliers.
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
  const { user, inviter, now } = invitation;
  const token = await issueUserToken(tx, {
    userId: user.id,
    purpose: 'invitation',
    validForMs: INVITATION_VALID_MS,
    now,
    createdById: inviter.userId,
  });
  await enqueueEmail(tx, invitationEmail(invitation, token, await siteName(tx, mail.systemName), mail), now);
}

/**
 * Invitations for users created in this same transaction, many at once (a brand's supplier import): they
 * have no older token to void, so the tokens and e-mails go in a few statements instead of three per user.
 */
export async function mailNewUserInvitations(
  tx: Executor,
  invitations: readonly { user: InvitedPerson; roleName: string; organisationName: string | null }[],
  inviter: Inviter,
  now: Date,
  mail: MailSettings,
): Promise<void> {
  if (invitations.length === 0) return;
  const system = await siteName(tx, mail.systemName);
  const tokens = await issueNewUserTokens(tx, {
    userIds: invitations.map((invitation) => invitation.user.id),
    purpose: 'invitation',
    validForMs: INVITATION_VALID_MS,
    now,
    createdById: inviter.userId,
  });
  const emails = invitations.map((invitation, index) => invitationEmail({ ...invitation, inviter }, tokens[index] as string, system, mail));
  await enqueueEmails(tx, emails, now);
}

/** What an invitation e-mail needs of the person invited. */
type InvitedPerson = Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>;

function invitationEmail(
  invitation: { user: InvitedPerson; roleName: string; organisationName: string | null; inviter: Inviter },
  token: string,
  system: string,
  mail: MailSettings,
) {
  const { user, roleName, organisationName, inviter } = invitation;
  return composeEmail('invitation', user.email, user.language as TLanguage, {
    name: user.firstName,
    inviter: `${inviter.firstName} ${inviter.lastName}`,
    system,
    role: roleName,
    organisation: organisationName ?? system,
    link: `${mail.publicUrl}/sign-up?invite-token=${encodeURIComponent(token)}`,
  });
}
