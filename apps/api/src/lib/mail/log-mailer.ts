import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Without SMTP_URL, messages go to the log so a developer can follow a reset or invitation link.
 * Only for machines without mail; production sets SMTP_URL and no body is ever logged there.
 */
export function createLogMailer(logger: FastifyBaseLogger): Mailer {
  return {
    kind: 'log',
    async send(message: MailMessage) {
      logger.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'e-mail (SMTP_URL not set, not sent)');
    },
    async close() {},
  };
}
