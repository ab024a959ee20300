/*
 * Pre-rendered first frames (docs/performance.md): after the client build, PrerenderPlugin builds
 * src/firstFrame/renderShell.tsx for Node, renders the shop's landing screens in both languages with the real
 * components, and emits dist/shells/<screen>.<lang>.html — index.html with that first frame inside #root and its
 * styles in <head>. The server answers those screens' addresses with them (firstFrame/server); the browser paints
 * the frame, then the page starts the scripts (scriptLoader), and React replaces the frame on its first commit
 * (createRoot clears #root).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Compiler, type Configuration } from 'webpack';
import { buildInlineScript } from './inlineScripts';
import type { RenderedShell, renderShell as RenderShell } from '../../src/firstFrame/renderShell';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/i18n/language';
import {
  PAGE_SHELL_ATTRIBUTE,
  PAGE_SHELL_MANIFEST,
  pageShellFile,
  type PageShellManifest,
} from '../../src/contract/pageShells';

export const SHELL_LANGUAGES = LANGUAGES;
type ShellLanguage = Language;

/**
 * The screens shoppers land on. `pattern` is what firstFrame/server matches; `path` is what is rendered; `chunks`
 * are the route's chunk groups (router.tsx's webpackChunkName) and `catalogue` the part of the messages its first
 * render waits for, so the page can ask for them at once instead of after the entry scripts have run.
 */
export const SHELL_SCREENS = [
  { name: 'home', pattern: '/', path: '/', chunks: ['home'], catalogue: 'core' },
  // Screens other than home: the rest of the route table (src/app/routeTable.tsx) as well.
  {
    name: 'categories',
    pattern: '/categories',
    path: '/categories',
    chunks: ['routes', 'listing'],
    catalogue: 'all',
  },
  // No product is known at build time: the product screen's frame while its data loads, with the name's slot; the
  // server fills it in and adds the product's data to the page (firstFrame/server).
  {
    name: 'item',
    pattern: '/item/:id',
    path: '/item/_',
    chunks: ['routes', 'product'],
    catalogue: 'all',
    data: 'product',
  },
] as const;
type ShellScreen = (typeof SHELL_SCREENS)[number];

/** Every chunk group the first render of `screen` in `lang` waits for (src/i18n/messages.ts, src/theme/rtl.ts). */
export function firstRenderChunkGroups(screen: ShellScreen, lang: ShellLanguage): string[] {
  return [
    ...screen.chunks,
    `locale-${lang}`,
    ...(screen.catalogue === 'all' ? [`locale-${lang}-rest`] : []),
    ...(lang === 'ar' ? ['rtl'] : []),
  ];
}

const SHELL_ATTRIBUTE = PAGE_SHELL_ATTRIBUTE;

/** The language guard for a frame in `lang` (firstFrame/page/languageGuard.js): hides a frame in another language. */
export function languageGuard(lang: ShellLanguage): string {
  return buildInlineScript('languageGuard', {
    FRAME_LANGUAGE: lang,
    LANGUAGES,
    DEFAULT_LANGUAGE,
    SHELL_ATTRIBUTE,
  });
}

/** The largest picture a frame carries inline. */
export const INLINE_IMAGE_MAX_BYTES = 2048;

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

/** How long a page waits for its frame's first paint before it starts the scripts anyway. */
export const SCRIPTS_AFTER_PAINT_LIMIT_MS = 1000;

/**
 * The script loader (firstFrame/page/scriptLoader.js): starts `entry` in order and preloads `preload` once the frame
 * has painted (docs/decisions.md, "Scripts after the frame's first paint"). The largest entry script downloads from
 * the start (ShellPageOptions.early). Contains no '<': the page's CSP allows it by its hash (firstFrame/server).
 */
export function scriptLoader(entry: string[], preload: string[] = []): string {
  return buildInlineScript('scriptLoader', {
    ENTRY_SCRIPTS: entry,
    PRELOAD_SCRIPTS: preload,
    SHELL_ATTRIBUTE,
    PAINT_LIMIT_MS: SCRIPTS_AFTER_PAINT_LIMIT_MS,
  });
}

/** index.html's entry scripts (html-webpack-plugin's `<script defer src>` tags), in their order. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;
const entryScripts = (template: string) => [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);

export interface ShellPageOptions {
  /** A picture's bytes when it is small enough to go inline (inlineEagerImages). */
  readImage?: (src: string) => Buffer | undefined;
  /** Scripts the first render loads besides the entry scripts: preloaded when the entry scripts start. */
  scripts?: string[];
  /**
   * Entry scripts to download at once, while the frame paints (they still run after it): the largest, so that a slow
   * connection is never idle while the page waits for the paint (PrerenderPlugin picks it).
   */
  early?: string[];
}

/**
 * index.html with the rendered frame: lang/dir on <html>; the language guard, hoisted image hints and the frame's
 * styles in <head>; the frame in #root; at the end of <body>, the loader that starts the entry scripts and the
 * first render's other scripts once the frame has painted (scriptLoader) in place of the entry scripts' tags.
 */
export function shellPage(
  template: string,
  shell: RenderedShell,
  lang: ShellLanguage,
  { readImage = () => undefined, scripts = [], early = [] }: ShellPageOptions = {},
): string {
  const root = /<div id="?root"?><\/div>/;
  const entry = entryScripts(template);
  if (!root.test(template) || entry.length === 0 || !template.includes('</body>'))
    throw new Error('index.html has no #root or entry scripts');
  // React hoists resource hints (<link rel=preload as=image> for the hero) to the front of its output.
  const hinted = /^(?:<link [^>]*\/>)*/.exec(shell.html)?.[0] ?? '';
  const { html: body, inlined } = inlineEagerImages(shell.html.slice(hinted.length), readImage);
  const hints =
    hinted +
    inlined
      .filter((src) => !hinted.includes(`href="${src}"`))
      .map((src) => `<link rel="preload" as="image" href="${src}"/>`)
      .join('') +
    early
      .filter((src) => entry.includes(src))
      .map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low"/>`)
      .join('');
  // styled-components in the browser adopts <style data-styled> elements it finds (server-side rendering's
  // hydration); the frame's styles are the frame's own and leave with it (src/renderApp.tsx), so they carry
  // SHELL_ATTRIBUTE instead.
  const styles = shell.styles.replace(/<style[^>]*>/g, `<style ${SHELL_ATTRIBUTE}>`);
  const head =
    `<script>${languageGuard(lang)}</script>${hints}` +
    `<style ${SHELL_ATTRIBUTE}>#root>[${SHELL_ATTRIBUTE}]{display:contents}` +
    `html[${SHELL_ATTRIBUTE}=off] #root>[${SHELL_ATTRIBUTE}]{display:none}</style>${styles}`;
  const loader = scriptLoader(
    entry,
    scripts.filter((src) => !entry.includes(src)),
  );
  // Replacements are functions, so that no '$' in the frame or the scripts' names is read as a pattern.
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(/<html lang="?en"? dir="?ltr"?>/, `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace('</head>', () => `${head}</head>`)
    .replace(
      root,
      // Not interactive and hidden from assistive technology until React's own render takes its place.
      () => `<div id="root"><div ${SHELL_ATTRIBUTE} inert aria-hidden="true">${body}</div></div>`,
    )
    .replace('</body>', () => `<script>${loader}</script></body>`);
}

const NAME = 'PrerenderPlugin';

function build(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    }),
  );
}

export class PrerenderPlugin {
  /**
   * `nodeConfig(outDir)`: the build of src/firstFrame/renderShell.tsx for Node (webpack.config.ts); `publicDir`: where
   * the pictures the frames show are (public/).
   */
  constructor(
    private readonly nodeConfig: (outDir: string) => Configuration,
    private readonly publicDir: string,
  ) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After html-webpack-plugin has written index.html, before the compression plugins copy every page.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        async () => {
          const template = compilation.getAsset('index.html')?.source.source().toString();
          if (!template) throw new Error(`${NAME}: no index.html in the build`);
          const outDir = mkdtempSync(join(tmpdir(), 'storefront-prerender-'));
          try {
            await build(this.nodeConfig(outDir));
            const bundle = join(outDir, 'prerender.js');
            // The entry script with the most bytes (index.html's addresses are the assets' names after '/').
            const size = (src: string) => compilation.getAsset(src.replace(/^\//, ''))?.source.size() ?? 0;
            const largest = entryScripts(template).sort((a, b) => size(b) - size(a))[0];
            const early = largest && size(largest) > 0 ? [largest] : [];
            const readImage = (src: string) => {
              const file = join(this.publicDir, src);
              const small = existsSync(file) && statSync(file).size <= INLINE_IMAGE_MAX_BYTES;
              return small ? readFileSync(file) : undefined;
            };
            for (const screen of SHELL_SCREENS) {
              for (const lang of SHELL_LANGUAGES) {
                // A fresh copy of the modules for every frame, as in a browser's first visit: lazy parts (footer,
                // menus, the review form) have not loaded, so the frame shows what the first render shows.
                delete require.cache[bundle];
                // eslint-disable-next-line @typescript-eslint/no-require-imports
                const { renderShell } = require(bundle) as { renderShell: typeof RenderShell };
                const scripts = firstRenderChunkGroups(screen, lang).flatMap((group) => {
                  const found = compilation.namedChunkGroups.get(group);
                  if (!found) throw new Error(`${NAME}: no chunk group '${group}' in the build`);
                  return found.chunks.flatMap((chunk) =>
                    [...chunk.files].filter((file) => file.endsWith('.js')),
                  );
                });
                const page = shellPage(template, await renderShell(screen.path, lang), lang, {
                  readImage,
                  scripts: [...new Set(scripts)].map((file) => `/${file}`),
                  early,
                });
                compilation.emitAsset(pageShellFile(screen.name, lang), new sources.RawSource(page));
              }
            }
            const manifest: PageShellManifest = {
              languages: SHELL_LANGUAGES,
              screens: SHELL_SCREENS.map((screen) => ({
                name: screen.name,
                pattern: screen.pattern,
                ...('data' in screen ? { data: screen.data } : {}),
              })),
            };
            compilation.emitAsset(PAGE_SHELL_MANIFEST, new sources.RawSource(JSON.stringify(manifest)));
          } finally {
            rmSync(outDir, { recursive: true, force: true });
          }
        },
      );
    });
  }
}
