/** What every e-mail needs to know about the site it comes from. */
export interface MailSettings {
  publicUrl: string;
  /** What e-mails call the site until the super administrator names it (configuration/site-name.ts). */
  systemName: string;
}
