import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Without SMTP_URL the API writes every e-mail it sends to its log, as one JSON line
 * `{"mail":{"to","subject","text"},"msg":"e-mail (SMTP_URL not set, not sent)"}`, when the outbox
 * worker runs (every 2 s). The e2e server's log goes to a file in the run's data directory, so a
 * test reads an invitation or reset link there, as a developer would read it in the terminal.
 */

export type TLoggedMail = { to: string; subject: string; text: string };

export function serverLogPath(dataDir: string): string {
  return path.join(dataDir, 'server.log');
}

function logFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || process.env.E2E_BASE_URL) {
    throw new Error('Reading e-mails needs the server started by playwright.config.ts (E2E_BASE_URL unset).');
  }
  return serverLogPath(dataDir);
}

/** Every e-mail logged so far to `to`, oldest first. */
export function mailsTo(to: string): TLoggedMail[] {
  const file = logFile();
  if (!existsSync(file)) return [];
  const wanted = to.toLowerCase();
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      if (!line.includes('"mail"')) return [];
      try {
        const mail = (JSON.parse(line) as { mail?: TLoggedMail }).mail;
        return mail && mail.to.toLowerCase() === wanted ? [mail] : [];
      } catch {
        return [];
      }
    });
}

/** The site-relative link in a mail whose path is `pathname`, e.g. "/sign-up?invite-token=…". */
function findLink(mail: TLoggedMail, pathname: string): string | null {
  const escaped = pathname.replace(/[/?]/g, '\\$&');
  return mail.text.match(new RegExp(`https?://\\S*?(${escaped}\\?\\S+)`))?.[1] ?? null;
}

/**
 * Waits for an e-mail to `to` carrying a `pathname` link, beyond the `seen` e-mails already there
 * (count them before the action that sends it), and returns that link. Other e-mails arriving
 * meanwhile (a welcome message queued a moment earlier) are skipped.
 */
export async function waitForLink(to: string, pathname: string, seen: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = mailsTo(to)
      .slice(seen)
      .map((mail) => findLink(mail, pathname))
      .findLast((found) => found !== null);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} with a ${pathname} link within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
