import { describe, expect, it } from 'vitest';
import { resolveChromiumPath, SYSTEM_CHROMIUM_PATHS } from './chromium-path.ts';

const only =
  (...present: string[]) =>
  (file: string) =>
    present.includes(file);

describe('resolveChromiumPath', () => {
  it('uses CHROME_PATH when it names a browser that runs', () => {
    expect(resolveChromiumPath('/opt/chrome/chrome', only('/opt/chrome/chrome', '/usr/bin/chromium'))).toBe('/opt/chrome/chrome');
  });

  it('reports a CHROME_PATH that does not run instead of falling back to another browser', () => {
    expect(resolveChromiumPath('/opt/missing/chrome', only('/usr/bin/chromium'))).toBeNull();
  });

  it('tries the system browsers in order without CHROME_PATH', () => {
    expect(resolveChromiumPath(undefined, only('/usr/bin/chromium-browser', '/usr/bin/google-chrome'))).toBe('/usr/bin/chromium-browser');
    expect(resolveChromiumPath(undefined, only(...SYSTEM_CHROMIUM_PATHS))).toBe('/usr/bin/chromium');
    expect(resolveChromiumPath(undefined, only('/usr/bin/google-chrome'))).toBe('/usr/bin/google-chrome');
  });

  it('finds nothing on a machine without a browser', () => {
    expect(resolveChromiumPath(undefined, only())).toBeNull();
  });
});
