// Boot: rehydrate the persisted slices, settle the language, load its messages, then render the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupStore, startPersistence } from './app/store';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { resolveLanguage } from './i18n/language';
import { languageChanged } from './i18n/uiSlice';
import { loadMessages } from './i18n/messages';
import { devToolsEnabled } from './app/devtoolsOptIn';
import { connectRouter } from './app/connectRouter';

const store = setupStore(undefined, { persist: true, devTools: devToolsEnabled() });

startPersistence(store, () => {
  const lang = resolveLanguage(window.location.search, store.getState().ui.lang);
  if (lang !== store.getState().ui.lang) store.dispatch(languageChanged(lang));
  void loadMessages(lang).then(() => {
    const container = document.getElementById('root');
    if (!container) throw new Error('#root is missing from index.html');
    const router = createAppRouter();
    connectRouter(store, router);
    createRoot(container).render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
