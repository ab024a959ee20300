#!/usr/bin/env node
// Adds or updates message ids in both catalogues at once, keeping keys sorted.
// Usage: node scripts/i18n-set.mjs messages.json   where messages.json is { "id": { "en": "...", "ar": "..." } }
//    or: node scripts/i18n-set.mjs id "English text" "النص العربي"
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const args = process.argv.slice(2);
const entries =
  args.length === 1 ? JSON.parse(readFileSync(args[0], 'utf8')) : { [args[0]]: { en: args[1], ar: args[2] } };
for (const lang of ['en', 'ar']) {
  const file = join(dir, `${lang}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  for (const [id, texts] of Object.entries(entries)) {
    if (typeof texts[lang] !== 'string' || !texts[lang]) throw new Error(`${id} has no ${lang} text`);
    catalogue[id] = texts[lang];
  }
  const sorted = Object.fromEntries(
    Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(`${file}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
console.log(`set ${Object.keys(entries).length} message id(s) in en and ar`);
