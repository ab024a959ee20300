// The pre-rendered landing pages, as the build writes them (scripts/prerender.ts) and the server reads them
// (server/pageShells.ts): where they are, what the manifest says, and the attribute that marks a frame.

/** Folder of dist/ that holds the pages and their manifest. */
export const PAGE_SHELL_DIR = 'shells';
export const PAGE_SHELL_MANIFEST = `${PAGE_SHELL_DIR}/manifest.json`;
/** Marks the pre-rendered frame inside #root, its <style> elements, and (value 'off') a hidden frame on <html>. */
export const PAGE_SHELL_ATTRIBUTE = 'data-shell';

export interface PageShellManifest {
  languages: readonly string[];
  /** `pattern`: a path with `:param` segments, e.g. '/item/:id'. */
  screens: { name: string; pattern: string }[];
}

/** A screen's page in one language, relative to dist/. */
export const pageShellFile = (screen: string, lang: string) => `${PAGE_SHELL_DIR}/${screen}.${lang}.html`;
