import { accessSync, constants } from 'node:fs';

/** Where Debian, Ubuntu and Google install their browsers, tried in this order when CHROME_PATH is unset. */
export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'] as const;

/** Whether a file exists and this process may run it. */
export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser to print with: CHROME_PATH when set (and only it, so a typo is reported rather than
 * silently replaced by another browser), else the first system browser found; null when there is none.
 */
export function resolveChromiumPath(configured: string | undefined, canRun: (file: string) => boolean = isExecutable): string | null {
  if (configured) return canRun(configured) ? configured : null;
  return SYSTEM_CHROMIUM_PATHS.find((candidate) => canRun(candidate)) ?? null;
}
