// Every string the shopper sees exists in both languages, and every id the code uses exists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../../locales/en.json';
import ar from '../../../locales/ar.json';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const root = join(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|ts)$/.test(name) ? [path] : [];
  });
}

/** Literal message ids in the source: id="x", id: 'x', formatMessage({ id: 'x' }) and yup's message ids. */
function usedIds(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /\bid=["']([a-z][\w-]*(?:\.[\w-]+)+)["']/g,
    /\bid:\s*["']([a-z][\w-]*(?:\.[\w-]+)+)["']/g,
    /\b(?:messageId|labelId|titleId|textId|fallbackId)[=:]\s*["']([a-z][\w-]*(?:\.[\w-]+)+)["']/g,
  ];
  for (const file of sourceFiles(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.set(match[1]!, file);
  }
  return found;
}

describe('locales', () => {
  it('has the same message ids in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty message in either language', () => {
    const empty = [...Object.entries(en), ...Object.entries(ar)].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('has every message id the code uses', () => {
    const missing = [...usedIds()]
      .filter(([id]) => !(id in en))
      .map(([id, file]) => `${id} (${file.replace(root, '')})`);
    expect(missing).toEqual([]);
  });

  it('keeps the same ICU arguments in both languages', () => {
    const collect = (elements: MessageFormatElement[], into: Set<string>): Set<string> => {
      for (const element of elements) {
        if ('value' in element && typeof element.value === 'string' && element.type !== 0)
          into.add(element.value);
        if ('options' in element)
          for (const option of Object.values(element.options)) collect(option.value, into);
        if ('children' in element) collect(element.children, into);
      }
      return into;
    };
    // An Arabic message may use the Arabic twin of an argument (name → nameAr): both are always passed.
    const args = (text: string) =>
      [...collect(parse(text), new Set())].map((name) => name.replace(/Ar$/, '')).sort();
    const differing = Object.keys(en).filter(
      (id) =>
        JSON.stringify(args((en as Record<string, string>)[id]!)) !==
        JSON.stringify(args((ar as Record<string, string>)[id]!)),
    );
    expect(differing).toEqual([]);
  });
});
