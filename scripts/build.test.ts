import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signInJavaScript } from './check-bundle-size.mjs';
import { BUILD_TARGETS, buildFingerprint } from './lib.mjs';

const [api, web] = ['api', 'web'].map((name) => BUILD_TARGETS.find((target) => target.name === name)!);

describe('build fingerprints', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const fingerprints = () => ({ api: buildFingerprint(api, root), web: buildFingerprint(web, root) });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('rebuild the API alone when the API changed, the web app alone when it changed, both for the shared package', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'opentrace-fingerprint-'));
    write('apps/api/src/server.ts', 'export {};');
    write('apps/web/src/app/main.tsx', 'export {};');
    write('packages/domain/src/index.ts', 'export {};');
    const before = fingerprints();

    write('apps/api/src/server.ts', 'export const changed = 1;');
    const afterApi = fingerprints();
    expect(afterApi.api).not.toBe(before.api);
    expect(afterApi.web).toBe(before.web);

    write('apps/web/src/app/main.tsx', 'export const changed = 1;');
    const afterWeb = fingerprints();
    expect(afterWeb.web).not.toBe(afterApi.web);
    expect(afterWeb.api).toBe(afterApi.api);

    write('packages/domain/src/index.ts', 'export const changed = 1;');
    const afterDomain = fingerprints();
    expect(afterDomain.api).not.toBe(afterWeb.api);
    expect(afterDomain.web).not.toBe(afterWeb.web);

    write('apps/web/src/app/main.test.tsx', 'test');
    write('apps/api/src/server.int.test.ts', 'test');
    expect(fingerprints()).toEqual(afterDomain);
  });
});

describe('the JavaScript /sign-in loads', () => {
  it('is the entry, the sign-in route and what they import, not the other screens', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js', '_mantine.js'], dynamicImports: ['src/app/pages/overview-page.tsx'] },
      '_react.js': { file: 'assets/react.js' },
      '_mantine.js': { file: 'assets/mantine.js', imports: ['_react.js'] },
      'src/app/layouts/public-layout.tsx': { file: 'assets/public-layout.js', imports: ['_mantine.js'] },
      'src/features/auth/pages/sign-in-page.tsx': { file: 'assets/sign-in-page.js', imports: ['_form.js'] },
      '_form.js': { file: 'assets/form.js' },
      'src/app/pages/overview-page.tsx': { file: 'assets/overview-page.js', imports: ['_elk.js'] },
      '_elk.js': { file: 'assets/elk.js' },
    };
    expect(signInJavaScript(manifest).sort()).toEqual(
      [
        'assets/form.js',
        'assets/index.js',
        'assets/mantine.js',
        'assets/public-layout.js',
        'assets/react.js',
        'assets/sign-in-page.js',
      ].sort(),
    );
  });

  it('refuses a manifest without the sign-in route rather than counting too little', () => {
    expect(() => signInJavaScript({ 'index.html': { file: 'assets/index.js' } })).toThrow(/sign-in route/);
  });
});
