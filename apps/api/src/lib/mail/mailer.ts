export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Sends one message or throws; the outbox worker decides about retries. */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
