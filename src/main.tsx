/*
 * Boot. Once redux-persist has rehydrated (the language and the session's token; a few milliseconds, from
 * localStorage), three things start together: the first screen's catalogue data (RTK Query), the core of the
 * language's messages and, in a task of its own, the router (a data router starts loading the current route's lazy
 * screen chunk, and for any screen but home the rest of the message catalogue, as soon as it is created). The app
 * renders once the core and the route are both here, in one transition (React yields to the browser while it builds
 * the tree): nothing the first render reads can change under it, so no screen is ever rendered ahead of its messages.
 */
import type { createAppRouter } from './app/router';
import { setupStore, startPersistence } from './app/store';
import { applyDocumentLanguage, resolveLanguage, warmIntl } from './i18n/language';
import { languageChanged } from './i18n/uiSlice';
import { loadMessages, setActiveLanguage } from './i18n/messages';
import { devToolsEnabled } from './app/devtoolsOptIn';

type Router = ReturnType<typeof createAppRouter>;

/** The next task: the boot's work is spread over several short tasks instead of one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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

// The scripts' evaluation and the store's creation (RTK Query's api, every reducer) are one task; rehydration and the
// first screen's requests start in the next, so neither is one long block of the main thread.
void nextTask().then(() => startPersistence(store, onRehydrated));

function onRehydrated() {
  const lang = resolveLanguage(window.location.search, store.getState().ui.lang);
  if (lang !== store.getState().ui.lang) store.dispatch(languageChanged(lang));
  // Lazy screens load the rest of the active language's catalogue with their chunk: the language must be set first.
  setActiveLanguage(lang);
  // Its module (and react-router's, whose path matching it uses) is evaluated here rather than with the scripts.
  void import(/* webpackMode: "eager" */ './features/catalog/prefetchFirstScreen').then((module) =>
    module.prefetchFirstScreen(store, window.location),
  );
  const coreMessages = loadMessages(lang, 'core');
  // Everything so far ran in the task that rehydrated the store. The router's modules (the route table, the shell's
  // layouts) are evaluated and the router created in a task of their own, and the rendering code in another: the
  // modules stay in the same chunks (webpackMode "eager": no request), only their evaluation waits.
  void nextTask()
    .then(() => import(/* webpackMode: "eager" */ './app/router'))
    .then(async (routes) => {
      const router = routes.createAppRouter();
      // The route's chunk, its data and the messages are on the network now: a task of its own loads the browser's
      // ICU data meanwhile, instead of in the first render.
      setTimeout(() => warmIntl(lang), 0);
      await nextTask();
      const [{ renderApp }] = await Promise.all([
        import(/* webpackMode: "eager" */ './renderApp'),
        coreMessages,
        routerReady(router),
      ]);
      // <html lang dir> before the first paint (IntlRoot keeps them in step afterwards): an Arabic page is laid
      // out right to left from its first frame instead of flipping when IntlRoot's effect runs.
      applyDocumentLanguage(lang);
      renderApp(store, router);
    });
}
