import { type TLanguage, type TMessageKey, type TMessageParams, translateMessage } from '@opentrace/domain';
import type { OutgoingEmail } from './outgoing-email.ts';

const TEMPLATES = {
  'password-reset': { subject: 'mail.reset.subject', body: 'mail.reset.body' },
  invitation: { subject: 'mail.invitation.subject', body: 'mail.invitation.body' },
  welcome: { subject: 'mail.welcome.subject', body: 'mail.welcome.body' },
} as const satisfies Record<string, { subject: TMessageKey; body: TMessageKey }>;

export type MailTemplate = keyof typeof TEMPLATES;

/** An e-mail in the recipient's language, ready for the outbox. */
export function composeEmail(template: MailTemplate, to: string, language: TLanguage, params: TMessageParams): OutgoingEmail {
  const keys = TEMPLATES[template];
  const footer = translateMessage(language, 'mail.footer', params);
  return {
    to,
    template,
    subject: translateMessage(language, keys.subject, params),
    text: `${translateMessage(language, keys.body, params)}\n\n—\n${footer}`,
  };
}
