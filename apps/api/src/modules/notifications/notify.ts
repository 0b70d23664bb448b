import {
  type TLanguage,
  type TMessageKey,
  type TNotificationKind,
  type TRoleType,
  isMessageKey,
  notificationParamsProblem,
  notificationPath,
  translateMessage,
} from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';
import type { OutgoingEmail } from '../../lib/mail/outgoing-email.ts';
import { siteName } from '../configuration/index.ts';
import { findEmailOptOuts, insertNotifications } from './notifications.repository.ts';
import { enqueueEmails } from './outbox.repository.ts';

/** Who is told: the users module's `findNotificationRecipients` answers these for user ids. */
export interface NotificationRecipient {
  id: string;
  email: string;
  language: TLanguage;
  roleType: TRoleType;
  /** Only active users get e-mail: an invited one has not joined yet, a deactivated one has left. */
  active: boolean;
}

export interface NotifyInput {
  /** The live users to tell (the caller reads them in its transaction); a user listed twice is told once. */
  recipients: readonly NotificationRecipient[];
  kind: TNotificationKind;
  /** What the notification leads to, e.g. `{ type: 'incident-report', id }`. */
  object: { type: string; id: string };
  /**
   * Exactly the params NOTIFICATION_KIND_PARAMS names for the kind: plain labels, never a report's message or
   * reporter. A function gives each recipient the labels in their own language (an issue's translated name).
   */
  params: NotificationParams;
}

export type NotificationParams = Record<string, string> | ((language: TLanguage) => Record<string, string>);

function paramsIn(params: NotificationParams, language: TLanguage): Record<string, string> {
  return typeof params === 'function' ? params(language) : params;
}

/**
 * Where e-mail links point and what they call the site. Set once when the module is registered (the app
 * always registers it), so that `notifyUsers` keeps the plain signature other modules call in their
 * transactions; a seed that notifies outside the app sets it with `configureNotificationMail`.
 */
let mailSettings: MailSettings | undefined;

export function configureNotificationMail(settings: MailSettings): void {
  mailSettings = settings;
}

/** The notifications list in the web app, where the e-mail switches are too. */
export const NOTIFICATIONS_WEB_PATH = '/notifications';

/**
 * Tells users about a change, in the caller's transaction: one notification per recipient and, for those
 * who have not turned e-mail off for the kind (and have joined and not left), an e-mail in their language
 * with a link to the object. A rolled-back change leaves neither.
 */
export async function notifyUsers(tx: Executor, input: NotifyInput, now: Date): Promise<void> {
  const recipients = [...new Map(input.recipients.map((recipient) => [recipient.id, recipient])).values()];
  // Checked in English even with no recipient, so a caller's mistake shows in every test that reaches it.
  for (const language of new Set<TLanguage>(['en', ...recipients.map((recipient) => recipient.language)])) {
    const problem = notificationParamsProblem(input.kind, paramsIn(input.params, language));
    // A fault of the calling code, not of the user: it must not become a half-written notification.
    if (problem) throw new Error(`notifyUsers: ${problem}`);
  }
  if (recipients.length === 0) return;
  await insertNotifications(
    tx,
    recipients.map((recipient) => ({
      userId: recipient.id,
      kind: input.kind,
      objectType: input.object.type,
      objectId: input.object.id,
      params: paramsIn(input.params, recipient.language),
      createdAt: now,
    })),
  );
  const active = recipients.filter((recipient) => recipient.active);
  const optedOut = await findEmailOptOuts(
    tx,
    active.map((recipient) => recipient.id),
    input.kind,
  );
  const mailed = active.filter((recipient) => !optedOut.has(recipient.id));
  if (mailed.length === 0) return;
  if (!mailSettings) throw new Error('notifyUsers: the notifications module is not registered, so e-mail links have no site address.');
  const settings = mailSettings;
  const system = await siteName(tx, settings.systemName);
  await enqueueEmails(
    tx,
    mailed.map((recipient) => notificationEmail(recipient, input, system, settings)),
    now,
  );
}

function messageKey(key: string): TMessageKey {
  if (!isMessageKey(key)) throw new Error(`notifyUsers: no server message ${key}`);
  return key;
}

/** The e-mail of one notification in the recipient's language. */
export function notificationEmail(
  recipient: Pick<NotificationRecipient, 'email' | 'language' | 'roleType'>,
  input: Pick<NotifyInput, 'kind' | 'object' | 'params'>,
  system: string,
  settings: MailSettings,
): OutgoingEmail {
  const language: TLanguage = recipient.language;
  const path = notificationPath(input.object, recipient.roleType);
  const link = path ? `${settings.publicUrl}${path}` : translateMessage(language, 'notifications.email.noLink', { system });
  const params = { ...paramsIn(input.params, language), link, system, settingsLink: `${settings.publicUrl}${NOTIFICATIONS_WEB_PATH}` };
  const body = translateMessage(language, messageKey(`notifications.email.${input.kind}.body`), params);
  const settingsLine = translateMessage(language, 'notifications.email.settings', params);
  const footer = translateMessage(language, 'mail.footer', params);
  return {
    to: recipient.email,
    template: `notification:${input.kind}`,
    subject: translateMessage(language, messageKey(`notifications.email.${input.kind}.subject`), params),
    text: `${body}\n\n${settingsLine}\n\n—\n${footer}`,
  };
}
