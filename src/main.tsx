/*
 * Boot. Once redux-persist has rehydrated (the language and the session's token; a few milliseconds, from
 * localStorage), three things start together: the first screen's catalogue data (RTK Query), the core of the
 * language's messages and the router (a data router starts loading the current route's lazy screen chunk, and for
 * any screen but home the rest of the message catalogue, as soon as it is created). The app renders once the core
 * and the route are both here, in one transition (React yields to the browser while it builds the tree): nothing
 * the first render reads can change under it, so no screen is ever rendered ahead of its messages.
 *
 * Each step below runs in a task of its own (`nextTask`), so the browser can paint and answer input between them
 * instead of meeting one long block: evaluating the store's modules (Redux Toolkit, RTK Query, the slices), creating
 * the store, rehydrating it and sending the first requests, evaluating the router's modules (the route table, the
 * shell's layouts, styled-components), creating the router, and rendering. The modules stay in the same chunks
 * (webpackMode "eager": no request); only their evaluation waits for its turn.
 */
import type { createAppRouter } from './app/router';
import type { AppStore } from './app/store';
import { applyDocumentLanguage, resolveLanguage, warmIntl } from './i18n/language';
import { languageChanged } from './i18n/uiSlice';
import { loadMessages, setActiveLanguage } from './i18n/messages';
import { devToolsEnabled } from './app/devtoolsOptIn';
import { userMenu } from './features/session/components/userMenuLoader';

type Router = ReturnType<typeof createAppRouter>;

/**
 * The next task. A message on a channel rather than setTimeout(0): browsers hold chained timers back by 4 ms from
 * the fifth on, and this boot chains several.
 */
const waiting: (() => void)[] = [];
const channel = new MessageChannel();
channel.port1.onmessage = () => waiting.shift()?.();
const nextTask = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(undefined);
  });

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

const rehydrated = (store: AppStore, start: (store: AppStore, onReady: () => void) => void) =>
  new Promise<void>((resolve) => start(store, resolve));

async function boot() {
  await nextTask();
  const { setupStore, startPersistence } = await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const store = setupStore(undefined, { persist: true, devTools: devToolsEnabled() });
  await nextTask();
  await rehydrated(store, startPersistence);
  // The cart and the placed order stay in step with the shop's other tabs (./app/otherTabs).
  void import(/* webpackMode: "eager" */ './app/otherTabs').then((module) => module.followOtherTabs(store));
  const lang = resolveLanguage(window.location.search, store.getState().ui.lang);
  if (lang !== store.getState().ui.lang) store.dispatch(languageChanged(lang));
  // Lazy screens load the rest of the active language's catalogue with their chunk: the language must be set first.
  setActiveLanguage(lang);
  const { token, user } = store.getState().session;
  // A signed-in shopper's calls check the token's expiry first (src/api/baseApi.ts): its decoder loads meanwhile.
  if (token) void import(/* webpackChunkName: "jwt-decode" */ 'jwt-decode');
  // So does the header's signed-in widget, which the first render waits for (no frame without it).
  const userMenuLoaded = user ? userMenu.load() : null;
  // The prefetch's module (and react-router's, whose path matching it uses) is evaluated here, not with the scripts.
  // The page's own answers go into the cache first: the prefetch then asks only for what the page did not carry.
  void import(/* webpackMode: "eager" */ './firstFrame/prefetchFirstScreen').then((module) => {
    module.takePageData(store.dispatch);
    return module.prefetchFirstScreen(store, window.location);
  });
  const coreMessages = loadMessages(lang, 'core');
  await nextTask();
  const routes = await import(/* webpackMode: "eager" */ './app/router');
  await nextTask();
  const router = routes.createAppRouter();
  // The route's chunk, its data and the messages are on the network now: a task of its own loads the browser's ICU
  // data meanwhile, instead of in the first render.
  setTimeout(() => warmIntl(lang), 0);
  await nextTask();
  const [{ renderApp }] = await Promise.all([
    import(/* webpackMode: "eager" */ './renderApp'),
    coreMessages,
    routerReady(router),
    userMenuLoaded?.catch(() => undefined),
  ]);
  // <html lang dir> before the first paint (IntlRoot keeps them in step afterwards): an Arabic page is laid out right
  // to left from its first frame instead of flipping when IntlRoot's effect runs.
  applyDocumentLanguage(lang);
  renderApp(store, router);
}

void boot();
