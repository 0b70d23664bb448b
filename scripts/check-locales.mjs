#!/usr/bin/env node
/**
 * Checks that the web app's translation catalogues agree: every key of en.json exists in fr.json
 * and ur.json and no catalogue has keys the others lack, no text is empty, and each translation
 * uses the same {{placeholders}} as English (a dropped placeholder silently loses data).
 * Plural forms (key_one, key_other, …) differ per language, so they are compared by their base key.
 * Exits 1 and lists every problem; no dependencies, so it runs before anything is installed.
 */
import { readFileSync } from 'node:fs';
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

function load(language, problems) {
  const file = join(LOCALES_DIR, `${language}.json`);
  const name = relative(ROOT, file);
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${name}: cannot be read as JSON (${error.message})`);
    return { name, entries: new Map() };
  }
  return { name, entries: flatten(parsed, '', new Map(), problems, name) };
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

const problems = [];
const reference = load(REFERENCE, problems);
const translations = TRANSLATIONS.map((language) => load(language, problems));
const referenceBases = placeholdersByBase(reference.entries);

for (const catalogue of [reference, ...translations]) {
  for (const [key, text] of catalogue.entries) {
    if (text.trim() === '') problems.push(`${catalogue.name}: "${key}" is empty`);
    if (PLURAL_SUFFIX.test(key) && !catalogue.entries.has(`${baseKey(key)}_other`)) {
      problems.push(`${catalogue.name}: plural "${baseKey(key)}" has no _other form`);
    }
  }
}

for (const catalogue of translations) {
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
    if (!referenceBases.has(base)) problems.push(`${catalogue.name}: extra key "${base}" (not in ${reference.name})`);
  }
}

if (problems.length > 0) {
  console.error(`Locale check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`Locales OK: ${reference.entries.size} keys in ${[REFERENCE, ...TRANSLATIONS].join(', ')}.`);
