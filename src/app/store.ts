// The Redux store: client state in persisted slices, server data in RTK Query's cache (never persisted).
import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { baseApi, type ApiExtra } from '../api/baseApi';
import { sessionReducer } from '../features/session/sessionSlice';
import { cartReducer } from '../features/cart/cartSlice';
import { favouritesReducer } from '../features/favourites/favouritesSlice';
import { recentlyViewedReducer } from '../features/recentlyViewed/recentlyViewedSlice';
import { filtersReducer } from '../features/catalogue/filtersSlice';
import { checkoutReducer } from '../features/orders/checkoutSlice';
import { uiReducer } from '../i18n/uiSlice';
import { routerReducer } from './routerSlice';
import { persisted } from './persist';
import { actionSanitizer, stateSanitizer } from './devtools';

const slices = {
  session: sessionReducer,
  cart: cartReducer,
  favourites: favouritesReducer,
  recentlyViewed: recentlyViewedReducer,
  filters: filtersReducer,
  ui: uiReducer,
  checkout: checkoutReducer,
  router: routerReducer,
};

export const rootReducer = combineReducers({ ...slices, [baseApi.reducerPath]: baseApi.reducer });
export type RootState = ReturnType<typeof rootReducer>;

function buildReducer(persist: boolean) {
  if (!persist) return rootReducer;
  return combineReducers({
    session: persisted('session', sessionReducer),
    cart: persisted('cart', cartReducer),
    favourites: persisted('favourites', favouritesReducer),
    recentlyViewed: persisted('recentlyViewed', recentlyViewedReducer),
    filters: persisted('filters', filtersReducer),
    ui: persisted('ui', uiReducer),
    checkout: persisted('checkout', checkoutReducer),
    router: routerReducer,
    [baseApi.reducerPath]: baseApi.reducer,
  }) as unknown as typeof rootReducer;
}

/** redux-persist's own actions: they carry functions, and they never trigger a flush. */
const PERSIST_ACTIONS: readonly string[] = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/*
 * redux-persist writes a changed slice on a later timer tick (one slice per tick), so a reload right after a press
 * could lose what the press stored. What a shopper is told about (the cart, favourites, the placed order) is written
 * in the same event instead: after an action changes one of them, FLUSH has redux-persist write what is queued now.
 */
const WRITTEN_AT_ONCE = ['cart', 'favourites', 'checkout'] as const;
const flushPressedSlices: Middleware = (api) => (next) => (action) => {
  const before = api.getState() as Record<string, unknown>;
  const result = next(action);
  const after = api.getState() as Record<string, unknown>;
  if (WRITTEN_AT_ONCE.some((slice) => before[slice] !== after[slice]) && !isPersistAction(action))
    api.dispatch({ type: FLUSH, result: () => undefined });
  return result;
};
const isPersistAction = (action: unknown) =>
  typeof action === 'object' &&
  action !== null &&
  PERSIST_ACTIONS.includes(String((action as { type?: unknown }).type));

export interface SetupStoreOptions {
  /** Read and write localStorage through redux-persist (the app does; most tests do not). */
  persist?: boolean;
  devTools?: boolean;
  /** Extra middleware after RTK Query's (an action recorder in tests). */
  middleware?: Middleware[];
  /** The fetch the API's calls go through (the server's in-process answers for a first frame); else the browser's. */
  fetch?: typeof fetch;
}

export function setupStore(
  preloadedState?: Partial<RootState>,
  { persist = false, devTools = true, middleware = [], fetch }: SetupStoreOptions = {},
) {
  const store = configureStore({
    reducer: buildReducer(persist),
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { fetch } satisfies ApiExtra },
        // The dev-only checks warn past 32 ms by default; large catalogue pages exceed that on slow machines.
        serializableCheck: {
          ignoredActions: [...PERSIST_ACTIONS],
          warnAfter: 200,
        },
        immutableCheck: { warnAfter: 200 },
      }).concat(baseApi.middleware, ...(persist ? [flushPressedSlices] : []), ...middleware),
    devTools: devTools ? { name: 'Storefront', actionSanitizer, stateSanitizer } : false,
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

/** Starts redux-persist; onReady runs after every slice is rehydrated (start-up actions belong there). */
export function startPersistence(store: AppStore, onReady: () => void) {
  return persistStore(store, null, onReady);
}
