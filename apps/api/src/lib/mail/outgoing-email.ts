/** One e-mail as composed, before the outbox stores it for the worker to send. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is about, e.g. `password-reset`. */
  template: string;
}
