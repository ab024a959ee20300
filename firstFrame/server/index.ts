// The public pages (dist/shells, written by the build: firstFrame/build): which page answers an address, its first
// frame rendered per request with its data (the build's renderer, src/firstFrame/renderFrame.tsx), and the hashes of
// the pages' inline scripts for the Content-Security-Policy.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  PAGE_DATA_ID,
  PAGE_FRAME_MARK,
  PAGE_RENDERER,
  PAGE_SHELL_ATTRIBUTE,
  PAGE_SHELL_MANIFEST,
  PAGE_HINTS_MARK,
  pageShellFile,
  type PageShellManifest,
  type RenderedFrame,
  type RenderFrame,
} from '../../src/contract/pageShells';

export interface ShellPage {
  /** The page around the frame, with its marks. */
  template: string;
  lang: string;
}

export interface PageShells {
  /** The page for this address (path + query), or undefined (plain index.html). */
  pageFor(path: string, search: string): ShellPage | undefined;
  /** The first frame's renderer; undefined when the build has none (the page is then served without a frame). */
  render: RenderFrame | undefined;
  /** A picture of dist/ small enough to go inline in a frame (inlineEagerImages), else undefined. */
  readImage(src: string): Buffer | undefined;
  /** CSP sources ('sha256-…') for every inline script the pages carry. */
  scriptHashes: string[];
}

const NONE: PageShells = {
  pageFor: () => undefined,
  render: undefined,
  readImage: () => undefined,
  scriptHashes: [],
};

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

/** The largest picture a frame carries inline. */
export const INLINE_IMAGE_MAX_BYTES = 2048;

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
      pages.set(file, page);
      for (const [, script] of page.matchAll(/<script>([^<]*)<\/script>/g)) {
        hashes.add(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
      }
    }
  }
  const rendererFile = join(staticDir, PAGE_RENDERER);
  // The build's CommonJS bundle, loaded by Node itself (not by a test runner's transform).
  const renderer = existsSync(rendererFile)
    ? (createRequire(__filename)(rendererFile) as { renderFrame: RenderFrame })
    : undefined;
  // The few pictures frames inline (the logo, the hero, the 'All' category), read once each.
  const images = new Map<string, Buffer | undefined>();
  return {
    pageFor(path, search) {
      const screen = screens.find((candidate) => candidate.match.test(path));
      if (!screen) return undefined;
      // The server knows only the query's language; the page's own guard hides a frame in the wrong one.
      const asked = new URLSearchParams(search).get('lang');
      const lang = asked && manifest.languages.includes(asked) ? asked : defaultLanguage;
      return { template: pages.get(pageShellFile(screen.name, lang))!, lang };
    },
    render: renderer?.renderFrame,
    readImage(src) {
      if (!images.has(src)) {
        const file = join(staticDir, src);
        const small =
          !src.includes('..') && existsSync(file) && statSync(file).size <= INLINE_IMAGE_MAX_BYTES;
        images.set(src, small ? readFileSync(file) : undefined);
      }
      return images.get(src);
    },
    scriptHashes: [...hashes],
  };
}

/**
 * The frame's eager SVG pictures (the hero, the logo, the 'All' category: above the fold, since every other picture
 * is `loading="lazy"`) go inline as data: addresses, so they are in the first paint instead of a request later;
 * `readImage(src)` gives a picture's bytes when it is small enough. The app's own render uses the files: each gets a
 * preload hint, so it is in the browser's cache when React replaces the frame.
 */
export function inlineEagerImages(html: string, readImage: (src: string) => Buffer | undefined) {
  const inlined = new Set<string>();
  const out = html.replace(/<img [^>]*>/g, (tag) => {
    const src = /\ssrc="(\/[^"]+\.svg)"/.exec(tag)?.[1];
    if (!src || /\sloading="lazy"/.test(tag)) return tag;
    const bytes = readImage(src);
    if (!bytes) return tag;
    inlined.add(src);
    // Decoded with the frame's first paint rather than in a later one.
    return tag
      .replace(/\sdecoding="[a-z]*"/, '')
      .replace(
        ` src="${src}"`,
        ` src="data:image/svg+xml;base64,${bytes.toString('base64')}" decoding="sync"`,
      );
  });
  return { html: out, inlined: [...inlined] };
}

/**
 * A page with its first frame: the frame's hoisted hints and inlined pictures' hints where the page marks them in
 * <head>, the frame and its styles in #root, and the answers it was rendered with for the browser's cache (PAGE_DATA_ID).
 * Without a frame (no renderer, or it failed) the marks are simply removed: the app renders on its own.
 */
export function fillPage(
  template: string,
  frame: RenderedFrame | undefined,
  readImage: (src: string) => Buffer | undefined,
): string {
  if (!frame) return template.replace(PAGE_HINTS_MARK, '').replace(PAGE_FRAME_MARK, '');
  // React hoists resource hints (<link rel=preload as=image> for the hero) to the front of its output.
  const hinted = /^(?:<link [^>]*\/>)*/.exec(frame.html)?.[0] ?? '';
  const { html: body, inlined } = inlineEagerImages(frame.html.slice(hinted.length), readImage);
  const hints =
    hinted +
    inlined
      .filter((src) => !hinted.includes(`href="${src}"`))
      .map((src) => `<link rel="preload" as="image" href="${src}"/>`)
      .join('');
  // The frame's styles go with it, inside the frame, and so leave the page with it when React replaces #root. The app's
  // own styles, which styled-components adds to <head> while it renders, come before them in the document, so while
  // both are there the frame's rules win every tie and the frame keeps its layout. (styled-components adopts the
  // <style data-styled> elements it finds, which would make the frame's rules the app's: they carry
  // PAGE_SHELL_ATTRIBUTE instead.)
  const styles = frame.styles.replace(/<style[^>]*>/g, `<style ${PAGE_SHELL_ATTRIBUTE}>`);
  // JSON inside <script>: '<' escaped so no text of a product can close the element (JSON.parse reads it back).
  const data = frame.queries.length
    ? `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify({ queries: frame.queries }).replace(/</g, '\\u003c')}</script>`
    : '';
  // Replacements are functions, so that no '$' in the frame is read as a pattern.
  return template
    .replace(PAGE_HINTS_MARK, () => hints)
    .replace(PAGE_FRAME_MARK, () => styles + body)
    .replace('</body>', () => `${data}</body>`);
}
