// The pre-rendered pages' inline scripts (firstFrame/page/*.js) as the pages carry them: the source with its
// upper-case names replaced by their values, minified by terser (the minifier of the client build). The server
// allows each by the hash of this text (firstFrame/server).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify_sync } from 'terser';

const sources = new Map<string, string>();
const source = (name: string) => {
  if (!sources.has(name)) sources.set(name, readFileSync(join(__dirname, '../page', `${name}.js`), 'utf8'));
  return sources.get(name)!;
};

/** `values`: the script's upper-case names → their values (JSON: strings, numbers, arrays of them). */
export function buildInlineScript(
  name: 'languageGuard' | 'scriptLoader',
  values: Record<string, string | number | readonly string[]>,
): string {
  const text = source(name);
  // The names a script takes are the ones its `/* global … */` comment declares.
  const names =
    /\/\* global ([^*]+)\*\//
      .exec(text)?.[1]
      ?.split(',')
      .map((part) => part.trim()) ?? [];
  const missing = names.find((key) => !(key in values));
  if (missing) throw new Error(`firstFrame/page/${name}.js: no value for ${missing}`);
  const { code } = minify_sync(text, {
    ecma: 5,
    compress: { global_defs: values, passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (!code) throw new Error(`firstFrame/page/${name}.js: no output from the minifier`);
  const unknown = names.find((key) => code.includes(key));
  if (unknown) throw new Error(`firstFrame/page/${name}.js: ${unknown} left in the built script`);
  return code.replace(/;$/, '');
}
