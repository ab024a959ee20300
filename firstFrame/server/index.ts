// The landing screens' pre-rendered first frames (dist/shells, written by the build: firstFrame/build): which page
// answers an address, the per-request text and data a page carries, and the hashes of the pages' inline scripts for
// the Content-Security-Policy.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localizedName } from '../../src/contract/localized';
import {
  PAGE_DATA_ID,
  PAGE_SHELL_MANIFEST,
  PAGE_SLOTS,
  pageShellFile,
  type PageShellData,
  type PageShellManifest,
} from '../../src/contract/pageShells';
import { escapeHtml } from '../../src/contract/html';

export interface ShellPage {
  /** The page's file, relative to dist/. */
  file: string;
  lang: string;
  /**
   * A page that carries data (the manifest's `data`) is filled in per request: what, for which `:id` (undefined when
   * the address's id cannot be read: the page is filled in without data), and its text.
   */
  data?: { kind: PageShellData; id: string | undefined; page: string };
}

export interface PageShells {
  /** The page for this address (path + query), or undefined (plain index.html). */
  pageFor(path: string, search: string): ShellPage | undefined;
  /** CSP sources ('sha256-…') for every inline script the pages carry. */
  scriptHashes: string[];
}

const NONE: PageShells = { pageFor: () => undefined, scriptHashes: [] };

/** '/item/:id' → /^\/item\/(?<id>[^/]+)\/?$/ ; '/' → /^\/$/ */
const toRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('/')
      .map((part) =>
        part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}${pattern === '/' ? '' : '/?'}$`,
  );

/** A path segment's text; undefined when it is missing or not valid percent-encoding. */
function decoded(segment: string | undefined): string | undefined {
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

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
  const pages = new Map<string, string>();
  const hashes = new Set<string>();
  for (const screen of screens) {
    for (const lang of manifest.languages) {
      const file = pageShellFile(screen.name, lang);
      const page = readFileSync(join(staticDir, file), 'utf8');
      if (screen.data) pages.set(file, page);
      for (const [, script] of page.matchAll(/<script>([^<]*)<\/script>/g)) {
        hashes.add(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
      }
    }
  }
  return {
    pageFor(path, search) {
      const screen = screens.find((candidate) => candidate.match.test(path));
      if (!screen) return undefined;
      // The server knows only the query's language; the page's own guard hides a frame in the wrong one.
      const asked = new URLSearchParams(search).get('lang');
      const lang = asked && manifest.languages.includes(asked) ? asked : defaultLanguage;
      const file = pageShellFile(screen.name, lang);
      if (!screen.data) return { file, lang };
      const id = decoded(screen.match.exec(path)?.groups?.id);
      return { file, lang, data: { kind: screen.data, id, page: pages.get(file)! } };
    },
    scriptHashes: [...hashes],
  };
}

/**
 * A product page: `answer` is GET /api/product/:id's JSON text (undefined when there is no such product). The frame
 * shows the product's name in the page's language where the build put its slot, and the page carries the answer for
 * the app's first render (src/firstFrame/prefetchFirstScreen.ts). Without a product the name's element goes
 * and the app asks the API itself (and shows its error).
 */
export function fillProductPage(page: string, lang: string, answer: string | undefined): string {
  const product = answer
    ? (JSON.parse(answer) as { product?: { name: string; nameAr?: string } }).product
    : undefined;
  const slot = new RegExp(`<(h[1-6])([^>]*)>${PAGE_SLOTS.productName}</\\1>`);
  const filled = page.replace(slot, (_whole, tag: string, attributes: string) =>
    product ? `<${tag}${attributes}>${escapeHtml(localizedName(product, lang))}</${tag}>` : '',
  );
  if (!product) return filled;
  // JSON inside <script>: '<' escaped so no text of the product can close the element (JSON.parse reads it back).
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${answer!.replace(/</g, '\\u003c')}</script>`;
  return filled.includes('</body>') ? filled.replace('</body>', () => `${data}</body>`) : filled + data;
}
