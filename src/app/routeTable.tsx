/*
 * The route table past the first screen: every screen but home, each loaded on demand (one chunk per screen). This
 * module is a chunk of its own ("routes"): router.tsx adds its routes to the router the first time a path that home's
 * routes do not match is asked for (react-router's lazy route discovery), or when the browser is idle.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAuth, GuestOnly } from './guards';
import { RouteError } from './RouteError';
import { loadActiveMessages } from '../i18n/messages';

type ScreenModule = { default: ComponentType };
/** A lazy screen: its chunk and the rest of the message catalogue load together (only home needs just the core). */
const screen = (load: () => Promise<ScreenModule>) => async () => {
  const [module] = await Promise.all([load(), loadActiveMessages()]);
  return { Component: module.default };
};

const shopRoutes: RouteObject[] = [
  {
    path: paths.categories,
    lazy: screen(() => import(/* webpackChunkName: "listing" */ '../features/catalog/ListingScreen')),
  },
  {
    path: '/categoriesname',
    lazy: screen(() => import(/* webpackChunkName: "listing" */ '../features/catalog/ListingScreen')),
  },
  {
    path: paths.item(),
    lazy: screen(() => import(/* webpackChunkName: "product" */ '../features/catalog/ProductScreen')),
  },
  {
    path: paths.search(),
    lazy: screen(() => import(/* webpackChunkName: "search" */ '../features/catalog/SearchScreen')),
  },
  {
    path: paths.cart,
    lazy: screen(() => import(/* webpackChunkName: "cart" */ '../features/cart/CartScreen')),
  },
  {
    path: paths.favourites,
    lazy: screen(
      () => import(/* webpackChunkName: "favourites" */ '../features/favourites/FavouritesScreen'),
    ),
  },
  {
    path: paths.about,
    lazy: screen(() => import(/* webpackChunkName: "about" */ '../features/content/AboutScreen')),
  },
  {
    path: paths.contact,
    lazy: screen(() => import(/* webpackChunkName: "contact" */ '../features/content/ContactScreen')),
  },
  {
    path: paths.blog,
    lazy: screen(() => import(/* webpackChunkName: "blog" */ '../features/content/BlogScreen')),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.profile,
        lazy: screen(() => import(/* webpackChunkName: "profile" */ '../features/session/ProfileScreen')),
      },
      {
        path: paths.myOrders,
        lazy: screen(() => import(/* webpackChunkName: "my-orders" */ '../features/orders/MyOrdersScreen')),
      },
      {
        path: paths.checkout,
        lazy: screen(() => import(/* webpackChunkName: "checkout" */ '../features/orders/CheckoutScreen')),
      },
      {
        path: paths.order,
        lazy: screen(() => import(/* webpackChunkName: "order" */ '../features/orders/OrderScreen')),
      },
      {
        path: paths.notOrder,
        lazy: screen(() => import(/* webpackChunkName: "not-order" */ '../features/orders/NotOrderScreen')),
      },
      {
        path: paths.tracking(),
        lazy: screen(() => import(/* webpackChunkName: "tracking" */ '../features/orders/TrackingScreen')),
      },
      {
        path: paths.staffOrders,
        lazy: screen(() => import(/* webpackChunkName: "staff" */ '../features/staff/StaffOrdersScreen')),
      },
    ],
  },
  { path: paths.qa, lazy: screen(() => import(/* webpackChunkName: "qa" */ '../features/qa/QaScreen')) },
  { path: '*', lazy: screen(() => import(/* webpackChunkName: "not-found" */ './NotFoundScreen')) },
];

const authRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      {
        path: paths.login,
        lazy: screen(() => import(/* webpackChunkName: "login" */ '../features/session/LoginScreen')),
      },
      {
        path: paths.signup,
        lazy: screen(() => import(/* webpackChunkName: "signup" */ '../features/session/SignupScreen')),
      },
    ],
  },
  {
    path: paths.forgotPassword,
    lazy: screen(() => import(/* webpackChunkName: "forgot" */ '../features/session/ForgotPasswordScreen')),
  },
  {
    path: paths.resetPassword(),
    lazy: screen(() => import(/* webpackChunkName: "reset" */ '../features/session/ResetPasswordScreen')),
  },
  {
    path: paths.unlockAccount(),
    lazy: screen(() => import(/* webpackChunkName: "unlock" */ '../features/session/UnlockAccountScreen')),
  },
  {
    path: paths.successReset,
    lazy: screen(
      () => import(/* webpackChunkName: "success-reset" */ '../features/session/SuccessResetScreen'),
    ),
  },
];

/** Every screen gets its own error boundary, so a crash keeps the header, footer and the shopper's state. */
export const withErrorBoundaries = (table: RouteObject[]): RouteObject[] =>
  table.map((route) => ({
    ...route,
    errorElement: route.errorElement ?? <RouteError />,
    ...(route.children ? { children: withErrorBoundaries(route.children) } : {}),
  })) as RouteObject[];

/** The routes this table adds: beside the shop's frame (the auth screens) and inside it (every other screen). */
export interface RestOfRoutes {
  root: RouteObject[];
  shop: RouteObject[];
}

export const restOfRoutes: RestOfRoutes = {
  root: [
    {
      lazy: screen(() => import(/* webpackChunkName: "auth-layout" */ '../features/session/AuthLayout')),
      errorElement: <RouteError />,
      children: withErrorBoundaries(authRoutes),
    },
  ],
  shop: withErrorBoundaries(shopRoutes),
};
