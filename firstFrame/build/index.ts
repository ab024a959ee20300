/*
 * The public pages (docs/performance.md, "One first frame for every public page"): after the client build,
 * PrerenderPlugin builds src/firstFrame/renderFrame.tsx for Node and keeps it (dist/shells/renderFrame.js), and writes
 * each public screen's page in each language (dist/shells/<screen>.<lang>.html): index.html with the marks where the
 * server puts the page's first frame and its styles (firstFrame/server renders them per request, with their data),
 * and the loader that starts the scripts once the frame has painted (scriptLoader). React replaces the frame on its
 * first commit (createRoot clears #root).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Compiler, type Configuration } from 'webpack';
import { buildInlineScript } from './inlineScripts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/i18n/language';
import {
  PAGE_FRAME_MARK,
  PAGE_RENDERER,
  PAGE_SHELL_ATTRIBUTE,
  PAGE_SHELL_MANIFEST,
  PAGE_HINTS_MARK,
  pageShellFile,
  type PageShellManifest,
} from '../../src/contract/pageShells';

export const SHELL_LANGUAGES = LANGUAGES;
type ShellLanguage = Language;

/**
 * The public screens, each served with its first frame. `pattern` is what firstFrame/server matches; `chunks` are the
 * route's chunk groups (router.tsx's webpackChunkName) and `catalogue` the part of the messages its first render
 * waits for, so the page can ask for them at once instead of after the entry scripts have run.
 */
export const SHELL_SCREENS = [
  { name: 'home', pattern: '/', chunks: ['home'], catalogue: 'core' },
  // Screens other than home: the rest of the route table (src/app/routeTable.tsx) as well.
  { name: 'categories', pattern: '/categories', chunks: ['routes', 'listing'], catalogue: 'all' },
  { name: 'categoriesname', pattern: '/categoriesname', chunks: ['routes', 'listing'], catalogue: 'all' },
  { name: 'item', pattern: '/item/:id', chunks: ['routes', 'product'], catalogue: 'all' },
  { name: 'search', pattern: '/search', chunks: ['routes', 'search'], catalogue: 'all' },
  { name: 'about', pattern: '/about', chunks: ['routes', 'about'], catalogue: 'all' },
  { name: 'contact', pattern: '/contact', chunks: ['routes', 'contact'], catalogue: 'all' },
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
  /** Scripts the first render loads besides the entry scripts: preloaded when the entry scripts start. */
  scripts?: string[];
  /**
   * Entry scripts to download at once, while the frame paints (they still run after it): the largest, so that a slow
   * connection is never idle while the page waits for the paint (PrerenderPlugin picks it).
   */
  early?: string[];
}

/**
 * index.html made a page in `lang`: lang/dir on <html>; the language guard and the early script hint in <head>, then
 * the mark for the frame's hints; the mark for the frame (with its styles) in #root; at the end of <body>, the loader that starts
 * the entry scripts and the first render's other scripts once the frame has painted (scriptLoader) in place of the
 * entry scripts' tags.
 */
export function shellPage(
  template: string,
  lang: ShellLanguage,
  { scripts = [], early = [] }: ShellPageOptions = {},
): string {
  const root = /<div id="?root"?><\/div>/;
  const entry = entryScripts(template);
  if (!root.test(template) || entry.length === 0 || !template.includes('</body>'))
    throw new Error('index.html has no #root or entry scripts');
  const hints = early
    .filter((src) => entry.includes(src))
    .map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low"/>`)
    .join('');
  const head =
    `<script>${languageGuard(lang)}</script>${hints}` +
    `<style ${SHELL_ATTRIBUTE}>#root>[${SHELL_ATTRIBUTE}]{display:contents}` +
    `html[${SHELL_ATTRIBUTE}=off] #root>[${SHELL_ATTRIBUTE}]{display:none}</style>${PAGE_HINTS_MARK}`;
  const loader = scriptLoader(
    entry,
    scripts.filter((src) => !entry.includes(src)),
  );
  // Replacements are functions, so that no '$' in the scripts' names is read as a pattern.
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(/<html lang="?en"? dir="?ltr"?>/, `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace('</head>', () => `${head}</head>`)
    .replace(
      root,
      // Not interactive and hidden from assistive technology until React's own render takes its place.
      () => `<div id="root"><div ${SHELL_ATTRIBUTE} inert aria-hidden="true">${PAGE_FRAME_MARK}</div></div>`,
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
  /** `nodeConfig(outDir)`: the build of src/firstFrame/renderFrame.tsx for Node (webpack.config.ts). */
  constructor(private readonly nodeConfig: (outDir: string) => Configuration) {}

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
            const renderer = readFileSync(join(outDir, 'renderFrame.js'));
            // Already as it should be: the client build's minimizers (which also take assets added after them) leave it.
            compilation.emitAsset(PAGE_RENDERER, new sources.RawSource(renderer), { minimized: true });
          } finally {
            rmSync(outDir, { recursive: true, force: true });
          }
          // The entry script with the most bytes (index.html's addresses are the assets' names after '/').
          const size = (src: string) => compilation.getAsset(src.replace(/^\//, ''))?.source.size() ?? 0;
          const largest = entryScripts(template).sort((a, b) => size(b) - size(a))[0];
          const early = largest && size(largest) > 0 ? [largest] : [];
          for (const screen of SHELL_SCREENS) {
            for (const lang of SHELL_LANGUAGES) {
              const scripts = firstRenderChunkGroups(screen, lang).flatMap((group) => {
                const found = compilation.namedChunkGroups.get(group);
                if (!found) throw new Error(`${NAME}: no chunk group '${group}' in the build`);
                return found.chunks.flatMap((chunk) =>
                  [...chunk.files].filter((file) => file.endsWith('.js')),
                );
              });
              const page = shellPage(template, lang, {
                scripts: [...new Set(scripts)].map((file) => `/${file}`),
                early,
              });
              compilation.emitAsset(pageShellFile(screen.name, lang), new sources.RawSource(page), {
                minimized: true,
              });
            }
          }
          const manifest: PageShellManifest = {
            languages: SHELL_LANGUAGES,
            screens: SHELL_SCREENS.map(({ name, pattern }) => ({ name, pattern })),
          };
          compilation.emitAsset(PAGE_SHELL_MANIFEST, new sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}
