// The shop's public pages, as the build writes them (firstFrame/build) and the server fills them in per request
// (firstFrame/server): where they are, what the manifest says, the attribute that marks a page's first frame, and
// the data a page carries.

/** Folder of dist/ that holds the pages, their manifest and the frame renderer (never served as files). */
export const PAGE_SHELL_DIR = 'shells';
export const PAGE_SHELL_MANIFEST = `${PAGE_SHELL_DIR}/manifest.json`;
/** The first frame's renderer for Node (src/firstFrame/renderFrame.tsx, built by the build). */
export const PAGE_RENDERER = `${PAGE_SHELL_DIR}/renderFrame.js`;
/** Marks the first frame inside #root, its <style> elements, and (value 'off') a hidden frame on <html>. */
export const PAGE_SHELL_ATTRIBUTE = 'data-shell';

/** A screen's page in one language, relative to dist/. */
export const pageShellFile = (screen: string, lang: string) => `${PAGE_SHELL_DIR}/${screen}.${lang}.html`;

/** Where the server puts a page's first frame with its styles (in #root) and the frame's resource hints (in <head>). */
export const PAGE_FRAME_MARK = '<!--frame-->';
export const PAGE_HINTS_MARK = '<!--frame-hints-->';

export interface PageShellManifest {
  languages: readonly string[];
  /** `pattern`: a path with `:param` segments, e.g. '/item/:id'. */
  screens: { name: string; pattern: string }[];
}

/** The <script type="application/json"> element holding a page's data: `{ queries: PageQuery[] }`. */
export const PAGE_DATA_ID = 'page-data';

/** One answer the first frame was rendered with: RTK Query's endpoint, its argument and the answer's data. */
export interface PageQuery {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** A page's first frame as the renderer (src/firstFrame/renderFrame.tsx) gives it and the server fills it in. */
export interface RenderedFrame {
  /** The markup that goes inside #root. */
  html: string;
  /** styled-components' <style> element(s) for that markup. */
  styles: string;
  /** The answers the frame shows, for the browser's cache (src/firstFrame/prefetchFirstScreen.ts, takePageData). */
  queries: PageQuery[];
}

/** The renderer: `url` is the page's path and query; `fetch` answers the API's calls (in-process on the server). */
export type RenderFrame = (
  url: string,
  lang: string,
  fetch: typeof globalThis.fetch,
) => Promise<RenderedFrame>;
