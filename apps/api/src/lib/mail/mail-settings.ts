/** What every e-mail needs to know about the site it comes from. */
export interface MailSettings {
  publicUrl: string;
  /** What e-mails call the site until the super administrator names it (siteName in the configuration module). */
  systemName: string;
}
