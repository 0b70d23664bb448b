#!/usr/bin/env node
/**
 * Checks that the web app's translation catalogues agree. Each language is a folder of files, one per
 * feature plus app.json for the shell (apps/web/src/locales/<language>/<name>.json), merged into one
 * catalogue by apps/web/src/lib/i18n.ts. Every language has the same files; each top-level group is
 * defined in one file only (two would overwrite each other in the merge); every key of an English file
 * exists in the same file of fr and ur and no file has keys the English one lacks; no text is empty; and
 * each translation uses the same {{placeholders}} as English (a dropped placeholder silently loses data).
 * Plural forms (key_one, key_other, …) differ per language, so they are compared by their base key.
 * Exits 1 and lists every problem; no dependencies, so it runs before anything is installed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES_DIR = join(ROOT, 'apps', 'web', 'src', 'locales');
const REFERENCE = 'en';
const TRANSLATIONS = ['fr', 'ur'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Flattens nested objects to dotted keys; anything other than an object or a string is an error. */
function flatten(value, prefix, out, problems, file) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else if (child !== null && typeof child === 'object' && !Array.isArray(child)) {
      flatten(child, path, out, problems, file);
    } else problems.push(`${file}: "${path}" must be a string or an object of strings`);
  }
  return out;
}

const baseKey = (key) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text) => new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]));

/** Placeholders of a key across its plural forms, so `_one` may omit {{count}}. */
function placeholdersByBase(entries) {
  const byBase = new Map();
  for (const [key, text] of entries) {
    const base = baseKey(key);
    const set = byBase.get(base) ?? new Set();
    for (const name of placeholders(text)) set.add(name);
    byBase.set(base, set);
  }
  return byBase;
}

/** The problems of the catalogues under `localesDir` (one folder per language), and what was checked. */
export function checkLocales(localesDir = LOCALES_DIR) {
  const problems = [];
  const nameOf = (...parts) => relative(ROOT, join(localesDir, ...parts));

  function loadFile(language, file) {
    const name = nameOf(language, file);
    let parsed;
    try {
      parsed = JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));
    } catch (error) {
      problems.push(`${name}: cannot be read as JSON (${error.message})`);
      return { name, groups: [], entries: new Map() };
    }
    return { name, groups: Object.keys(parsed), entries: flatten(parsed, '', new Map(), problems, name) };
  }

  function filesOf(language) {
    try {
      return readdirSync(join(localesDir, language))
        .filter((file) => file.endsWith('.json'))
        .sort();
    } catch (error) {
      problems.push(`${nameOf(language)}: cannot be listed (${error.message})`);
      return [];
    }
  }

  /** A language's files by name, after checking that no top-level group appears in two of them. */
  function load(language) {
    const files = new Map(filesOf(language).map((file) => [file, loadFile(language, file)]));
    const fileOfGroup = new Map();
    for (const catalogue of files.values()) {
      for (const group of catalogue.groups) {
        const other = fileOfGroup.get(group);
        if (other) problems.push(`${catalogue.name}: group "${group}" is also defined in ${other}`);
        else fileOfGroup.set(group, catalogue.name);
      }
    }
    return { language, files };
  }

  const reference = load(REFERENCE);
  const translations = TRANSLATIONS.map(load);

  for (const { files } of [reference, ...translations]) {
    for (const catalogue of files.values()) {
      for (const [key, text] of catalogue.entries) {
        if (text.trim() === '') problems.push(`${catalogue.name}: "${key}" is empty`);
        if (PLURAL_SUFFIX.test(key) && !catalogue.entries.has(`${baseKey(key)}_other`)) {
          problems.push(`${catalogue.name}: plural "${baseKey(key)}" has no _other form`);
        }
      }
    }
  }

  for (const { language, files } of translations) {
    for (const [file, catalogue] of files) {
      if (!reference.files.has(file)) problems.push(`${catalogue.name}: extra file (there is no ${nameOf(REFERENCE, file)})`);
    }
    for (const [file, english] of reference.files) {
      const catalogue = files.get(file);
      if (!catalogue) {
        problems.push(`${nameOf(language, file)}: missing (${english.name} has it)`);
        continue;
      }
      const referenceBases = placeholdersByBase(english.entries);
      const bases = placeholdersByBase(catalogue.entries);
      for (const [base, expected] of referenceBases) {
        const actual = bases.get(base);
        if (!actual) {
          problems.push(`${catalogue.name}: missing "${base}"`);
          continue;
        }
        const list = (names) => names.map((name) => `{{${name}}}`).join(', ');
        const missing = [...expected].filter((name) => !actual.has(name));
        const extra = [...actual].filter((name) => !expected.has(name));
        if (missing.length > 0) problems.push(`${catalogue.name}: "${base}" lacks placeholder(s) ${list(missing)}`);
        if (extra.length > 0) problems.push(`${catalogue.name}: "${base}" has unknown placeholder(s) ${list(extra)}`);
      }
      for (const base of bases.keys()) {
        if (!referenceBases.has(base)) problems.push(`${catalogue.name}: extra key "${base}" (not in ${english.name})`);
      }
    }
  }

  const keyCount = [...reference.files.values()].reduce((sum, catalogue) => sum + catalogue.entries.size, 0);
  return { problems, keyCount, fileCount: reference.files.size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, keyCount, fileCount } = checkLocales();
  if (problems.length > 0) {
    console.error(`Locale check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(`Locales OK: ${keyCount} keys in ${fileCount} files each in ${[REFERENCE, ...TRANSLATIONS].join(', ')}.`);
}
