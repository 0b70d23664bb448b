import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLocales } from './check-locales.mjs';

describe('the web app catalogues', () => {
  it('have the same files and keys in every language, each top-level group in one file', () => {
    const { problems, fileCount } = checkLocales();
    expect(problems).toEqual([]);
    expect(fileCount).toBeGreaterThan(1);
  });
});

describe('the locale check', () => {
  let dir: string;
  const write = (language: string, file: string, content: object) => {
    mkdirSync(path.join(dir, language), { recursive: true });
    writeFileSync(path.join(dir, language, file), JSON.stringify(content));
  };
  const everyLanguage = (file: string, content: object) => ['en', 'fr', 'ur'].forEach((language) => write(language, file, content));
  const problems = () => checkLocales(dir).problems;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'opentrace-locales-'));
    everyLanguage('app.json', { app: { name: 'OpenTrace' } });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts languages with the same files and keys', () => {
    everyLanguage('users.json', { users: { title: 'Users' } });
    expect(problems()).toEqual([]);
  });

  it('refuses a top-level group defined in two files', () => {
    everyLanguage('users.json', { users: { title: 'Users' }, app: { title: 'Users' } });
    expect(problems()).toEqual(
      ['en', 'fr', 'ur'].map((language) =>
        expect.stringMatching(new RegExp(`${language}/users.json: group "app" is also defined in .*app.json`)),
      ),
    );
  });

  it('refuses a file one language lacks or has alone', () => {
    write('en', 'users.json', { users: { title: 'Users' } });
    write('fr', 'users.json', { users: { title: 'Utilisateurs' } });
    write('ur', 'partners.json', { partners: { title: 'Partners' } });
    expect(problems()).toEqual([expect.stringMatching(/ur\/partners.json: extra file/), expect.stringMatching(/ur\/users.json: missing/)]);
  });

  it('refuses a key one language lacks, even when another file of that language has it', () => {
    write('en', 'users.json', { users: { title: 'Users' } });
    write('fr', 'users.json', { users: { title: 'Utilisateurs' } });
    write('ur', 'users.json', { users: {} });
    write('ur', 'app.json', { app: { name: 'OpenTrace' }, users: { title: 'Users' } });
    expect(problems()).toEqual([
      expect.stringMatching(/ur\/users.json: group "users" is also defined in .*ur\/app.json$/),
      expect.stringMatching(/ur\/app.json: extra key "users.title"/),
      expect.stringMatching(/ur\/users.json: missing "users.title"$/),
    ]);
  });
});
