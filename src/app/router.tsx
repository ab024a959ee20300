/*
 * The route table. The first load carries the layouts and home; every other screen's route is in ./routeTable, a
 * chunk the router adds the first time a path outside them is asked for (react-router's lazy route discovery: on a
 * landing on another screen, while the router starts), or once the browser is idle after the first screen.
 */
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { ShopLayout } from './layout/ShopLayout';
import { RouteError } from './RouteError';
import { whenIdle } from '../ui/whenIdle';
import type { RestOfRoutes } from './routeTable';

export const ROOT_ROUTE_ID = 'root';
export const SHOP_ROUTE_ID = 'shop';

/** Home's sections below the first screen, composed with the product controls (./homeBelowFold.tsx). */
const loadHomeSections = () => import(/* webpackChunkName: "home-below-fold" */ './homeBelowFold');

const home: RouteObject = {
  index: true,
  lazy: async () => {
    const { homeScreen } = await import(/* webpackChunkName: "home" */ '../features/catalogue/HomeScreen');
    return { Component: homeScreen(loadHomeSections) };
  },
  errorElement: <RouteError />,
};

const NothingYet = () => null;

/** The route tree: the layouts and home, and `rest` in place when it is given (tests, the pre-renderer). */
export function appRoutes(rest?: RestOfRoutes): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootLayout />,
      errorElement: <RouteError />,
      // The browser renders the app only once the router is ready (main.tsx): nothing to show before that.
      HydrateFallback: NothingYet,
      children: [
        ...(rest?.root ?? []),
        {
          id: SHOP_ROUTE_ID,
          element: <ShopLayout />,
          errorElement: <RouteError />,
          children: [home, ...(rest?.shop ?? [])],
        },
      ],
    },
  ];
}

export const loadRestOfRoutes = (): Promise<RestOfRoutes> =>
  import(/* webpackChunkName: "routes" */ './routeTable').then((module) => module.restOfRoutes);

/**
 * Lazy route discovery: react-router asks on every path home's routes do not match, and on every path a splat route
 * matches. The table loads once (a failed load, offline, fails that navigation only: the next one tries again);
 * react-router ignores routes already added, so adding them on every call is safe — including for a navigation that
 * interrupted the one that added them first (an interrupted navigation's additions are dropped).
 */
export const discoverRestOfRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const rest = await loadRestOfRoutes();
  patch(ROOT_ROUTE_ID, rest.root);
  patch(SHOP_ROUTE_ID, rest.shop);
};

export function createAppRouter() {
  // The first click to another screen should not wait for the table: it loads while the browser is idle.
  whenIdle(() => void loadRestOfRoutes().catch(() => undefined));
  return createBrowserRouter(appRoutes(), { patchRoutesOnNavigation: discoverRestOfRoutes });
}
