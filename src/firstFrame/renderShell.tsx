/*
 * Build-time rendering of a screen's first frame (firstFrame/build runs this in Node after the client build):
 * the real route table, providers and components, with an empty store and no data, so the HTML shows what the
 * shopper's first render shows before the catalogue answers (the shell, static artwork and loading placeholders),
 * with the contract's slot markers where the server fills in per-request text (the product's name).
 * The browser paints it while the scripts download; React replaces it on its first commit.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { appRoutes, loadRestOfRoutes } from '../app/router';
import { setupStore } from '../app/store';
import { AppProviders } from '../app/AppProviders';
import { languageChanged } from '../i18n/uiSlice';
import { loadMessages, setActiveLanguage } from '../i18n/messages';
import { loadRtlPlugins } from '../theme/rtl';
import type { Language } from '../i18n/language';
import { PAGE_SLOTS } from '../contract/pageShells';
import { FrameSlots } from '../ui/frameSlots';

export interface RenderedShell {
  /** The markup that goes inside #root. */
  html: string;
  /** styled-components' <style> element(s) for that markup. */
  styles: string;
}

export async function renderShell(path: string, lang: Language): Promise<RenderedShell> {
  const store = setupStore(undefined, { persist: false, devTools: false });
  store.dispatch(languageChanged(lang));
  setActiveLanguage(lang);
  await Promise.all([loadMessages(lang, 'all'), lang === 'ar' ? loadRtlPlugins() : null]);
  const handler = createStaticHandler(appRoutes(await loadRestOfRoutes()));
  const context = await handler.query(new Request(new URL(path, 'http://shop.local')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a screen`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders store={store}>
          {/* Where a screen shows per-request text before its data (the product's name), the server's marker. */}
          <FrameSlots.Provider value={PAGE_SLOTS}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </FrameSlots.Provider>
        </AppProviders>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
