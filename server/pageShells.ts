// The landing screens' pre-rendered first frames (dist/shells, written by the build: scripts/prerender.ts): which file
// answers a page address, and the hashes of their inline scripts for the Content-Security-Policy.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_SHELL_MANIFEST, pageShellFile, type PageShellManifest } from '../src/contract/pageShells';

export interface PageShells {
  /** The shell for this page address (path + query), relative to dist/, or undefined (plain index.html). */
  fileFor(path: string, search: string): string | undefined;
  /** CSP sources ('sha256-…') for every inline script the shells carry. */
  scriptHashes: string[];
}

const NONE: PageShells = { fileFor: () => undefined, scriptHashes: [] };

/** '/item/:id' → /^\/item\/[^/]+\/?$/ ; '/' → /^\/$/ */
const toRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}${pattern === '/' ? '' : '/?'}$`,
  );

export function loadPageShells(staticDir: string | undefined): PageShells {
  const manifestFile = staticDir && join(staticDir, PAGE_SHELL_MANIFEST);
  if (!manifestFile || !existsSync(manifestFile)) return NONE;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PageShellManifest;
  const [defaultLanguage] = manifest.languages;
  if (!defaultLanguage) return NONE;
  const screens = manifest.screens
    .map((screen) => ({ ...screen, match: toRegExp(screen.pattern) }))
    .filter((screen) =>
      manifest.languages.every((lang) => existsSync(join(staticDir, pageShellFile(screen.name, lang)))),
    );
  const hashes = new Set<string>();
  for (const screen of screens) {
    for (const lang of manifest.languages) {
      const page = readFileSync(join(staticDir, pageShellFile(screen.name, lang)), 'utf8');
      for (const [, script] of page.matchAll(/<script>([^<]*)<\/script>/g)) {
        hashes.add(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
      }
    }
  }
  return {
    fileFor(path, search) {
      const screen = screens.find((candidate) => candidate.match.test(path));
      if (!screen) return undefined;
      // The server knows only the query's language; the page's own guard hides a frame in the wrong one.
      const asked = new URLSearchParams(search).get('lang');
      const lang = asked && manifest.languages.includes(asked) ? asked : defaultLanguage;
      return pageShellFile(screen.name, lang);
    },
    scriptHashes: [...hashes],
  };
}
