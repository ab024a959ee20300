/*
 * A public page's first frame, rendered on the server per request (firstFrame/server loads this module as the build
 * compiled it for Node): the real route table, providers and components, with the first screen's data asked through
 * the same prefetch the browser runs (./prefetchFirstScreen.ts) and answered in-process by `fetch`, so the HTML shows
 * what the shopper's screen shows once its data is here: the products, their names, prices and photos. The browser
 * paints it while the scripts download; React replaces it on its first commit, from the same data (`queries`).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { appRoutes, loadRestOfRoutes } from '../app/router';
import { setupStore } from '../app/store';
import { AppProviders } from '../app/AppProviders';
import { baseApi } from '../api/baseApi';
import { languageChanged } from '../i18n/uiSlice';
import { loadMessages } from '../i18n/messages';
import { loadRtlPlugins } from '../theme/rtl';
import { LANGUAGES, type Language } from '../i18n/language';
import type { RenderedFrame } from '../contract/pageShells';
import { prefetchFirstScreen } from './prefetchFirstScreen';

/** Both languages' whole catalogue, the right-to-left plugins and the route table: loaded once, on first use. */
let ready: Promise<ReturnType<typeof createStaticHandler>> | undefined;
const prepare = () =>
  (ready ??= Promise.all([
    loadRestOfRoutes(),
    loadRtlPlugins(),
    ...LANGUAGES.map((lang) => loadMessages(lang, 'all')),
  ]).then(([rest]) => createStaticHandler(appRoutes(rest))));

/** `url`: the page's path and query; `fetch` answers the API's calls (the server's own routes, in-process). */
export async function renderFrame(
  url: string,
  lang: Language,
  fetch: typeof globalThis.fetch,
): Promise<RenderedFrame> {
  const handler = await prepare();
  const store = setupStore(undefined, { persist: false, devTools: false, fetch });
  store.dispatch(languageChanged(lang));
  const address = new URL(url, 'http://shop.local');
  await prefetchFirstScreen(store, address);
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  const context = await handler.query(new Request(address));
  if (context instanceof Response)
    throw new Error(`${address.pathname} answered ${context.status} instead of a screen`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
    );
    const queries = Object.values(store.getState()[baseApi.reducerPath].queries).flatMap((entry) =>
      entry?.status === 'fulfilled'
        ? [{ endpointName: entry.endpointName, arg: entry.originalArgs, value: entry.data }]
        : [],
    );
    return { html, styles: sheet.getStyleTags(), queries };
  } finally {
    sheet.seal();
  }
}
