/*
 * Boot. Once redux-persist has rehydrated (the language and the session's token; a few milliseconds, from
 * localStorage), three things start at the same time: the router (a data router starts loading the current route's
 * lazy screen chunk, and for any screen but home the rest of the message catalogue, as soon as it is created), the
 * first screen's catalogue data (RTK Query), and the core of the language's messages. The app renders once the core
 * and the route are both here, in one transition (React yields to the browser while it builds the tree): nothing
 * the first render reads can change under it, so no screen is ever rendered ahead of its messages.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupStore, startPersistence } from './app/store';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { applyDocumentLanguage, resolveLanguage } from './i18n/language';
import { languageChanged } from './i18n/uiSlice';
import { loadMessages, setActiveLanguage } from './i18n/messages';
import { devToolsEnabled } from './app/devtoolsOptIn';
import { connectRouter } from './app/connectRouter';
import { prefetchFirstScreen } from './features/catalog/prefetchFirstScreen';

type Router = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first route's lazy modules (and, with them, the messages they need). */
const routerReady = (router: Router) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const store = setupStore(undefined, { persist: true, devTools: devToolsEnabled() });

startPersistence(store, () => {
  const lang = resolveLanguage(window.location.search, store.getState().ui.lang);
  if (lang !== store.getState().ui.lang) store.dispatch(languageChanged(lang));
  // Lazy screens load the rest of the active language's catalogue with their chunk: the language must be set first.
  setActiveLanguage(lang);
  const router = createAppRouter();
  prefetchFirstScreen(store, window.location);
  void Promise.all([loadMessages(lang, 'core'), routerReady(router)]).then(() => {
    const container = document.getElementById('root');
    if (!container) throw new Error('#root is missing from index.html');
    connectRouter(store, router);
    // <html lang dir> before the first paint (IntlRoot keeps them in step afterwards): an Arabic page is laid out
    // right to left from its first frame instead of flipping when IntlRoot's effect runs.
    applyDocumentLanguage(lang);
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders store={store}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
  });
});
