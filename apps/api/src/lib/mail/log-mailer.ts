import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Without SMTP_URL nothing is sent. In development each message goes to the log so a developer
 * (and the end-to-end tests) can follow a reset or invitation link. In production a log is read by
 * more people than the recipient and kept longer than a link lives, so it only says that mail is
 * not configured, naming the recipient's domain and the subject, never the body.
 */
export function createLogMailer(logger: FastifyBaseLogger, options: { bodies: boolean }): Mailer {
  return {
    kind: 'log',
    async send(message: MailMessage) {
      if (options.bodies) {
        logger.info({ mail: { to: message.to, subject: message.subject, text: message.text } }, 'e-mail (SMTP_URL not set, not sent)');
        return;
      }
      const recipientDomain = message.to.slice(message.to.lastIndexOf('@') + 1);
      logger.warn({ mailNotSent: { recipientDomain, subject: message.subject } }, 'e-mail not sent: mail is not configured (set SMTP_URL)');
    },
    async close() {},
  };
}
