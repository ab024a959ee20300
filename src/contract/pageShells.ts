// The pre-rendered landing pages, as the build writes them (firstFrame/build) and the server reads them
// (firstFrame/server): where they are, what the manifest says, and the attribute that marks a frame.

/** Folder of dist/ that holds the pages and their manifest. */
export const PAGE_SHELL_DIR = 'shells';
export const PAGE_SHELL_MANIFEST = `${PAGE_SHELL_DIR}/manifest.json`;
/** Marks the pre-rendered frame inside #root, its <style> elements, and (value 'off') a hidden frame on <html>. */
export const PAGE_SHELL_ATTRIBUTE = 'data-shell';

/** A screen's page in one language, relative to dist/. */
export const pageShellFile = (screen: string, lang: string) => `${PAGE_SHELL_DIR}/${screen}.${lang}.html`;

/**
 * Data a page carries for its screen, filled in by the server per request (firstFrame/server). 'product': the
 * `:id` product's answer of GET /api/product/:id, so the product screen's first render needs no round trip, and its
 * localized name in the frame's PAGE_SLOTS.productName.
 */
export type PageShellData = 'product';

export interface PageShellManifest {
  languages: readonly string[];
  /** `pattern`: a path with `:param` segments, e.g. '/item/:id'. */
  screens: { name: string; pattern: string; data?: PageShellData }[];
}

/** The <script type="application/json"> element holding a page's data: `{ product }` as the API answers it. */
export const PAGE_DATA_ID = 'page-data';

/** Text the build renders into a frame where the server puts per-request text (HTML-escaped). */
export const PAGE_SLOTS = { productName: '%%product-name%%' } as const;
