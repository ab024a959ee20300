/*
 * Boot. The router is created first: a data router starts loading the current route's lazy screen chunk at once,
 * while redux-persist rehydrates. Once the persisted slices are back (the language and the session's token), the
 * first screen's catalogue data is requested and the language's messages load, all in parallel; the app renders
 * when the messages have arrived. The first render is a transition, so React can yield to the browser while it
 * builds the tree.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupStore, startPersistence } from './app/store';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { applyDocumentLanguage, resolveLanguage } from './i18n/language';
import { languageChanged } from './i18n/uiSlice';
import { loadMessages } from './i18n/messages';
import { devToolsEnabled } from './app/devtoolsOptIn';
import { connectRouter } from './app/connectRouter';
import { prefetchFirstScreen } from './features/catalog/prefetchFirstScreen';

const store = setupStore(undefined, { persist: true, devTools: devToolsEnabled() });
const router = createAppRouter();

startPersistence(store, () => {
  const lang = resolveLanguage(window.location.search, store.getState().ui.lang);
  if (lang !== store.getState().ui.lang) store.dispatch(languageChanged(lang));
  prefetchFirstScreen(store, window.location);
  void loadMessages(lang).then(() => {
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
