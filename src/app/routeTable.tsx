/*
 * The route table past the first screen: every screen but home, each loaded on demand (one chunk per screen). This
 * module is a chunk of its own ("routes"): router.tsx adds its routes to the router the first time a path that home's
 * routes do not match is asked for (react-router's lazy route discovery), or when the browser is idle.
 */
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { Navigate } from 'react-router';
import { RequireAuth, GuestOnly } from './guards';
import { RouteError } from './RouteError';
import { loadActiveMessages } from '../i18n/messages';
import { loadActiveStaffMessages } from '../i18n/staffMessages';
import type { withProductControls } from './withProductControls';

type ScreenModule = { default: ComponentType };

/** A screen that names the tab after itself (the message `titleId`); screens whose title is data set their own. */
function titled(Screen: ComponentType, titleId: string | undefined): ComponentType {
  if (!titleId) return Screen;
  function Titled() {
    const intl = useIntl();
    useDocumentTitle(intl.formatMessage({ id: titleId }));
    return <Screen />;
  }
  return Titled;
}

/**
 * A lazy screen: its chunk and the rest of the message catalogue load together (only home needs just the core);
 * `titleId` names the tab.
 */
const screen = (load: () => Promise<ScreenModule>, titleId?: string) => async () => {
  const [module] = await Promise.all([load(), loadActiveMessages()]);
  return { Component: titled(module.default, titleId) };
};
/** A back-office screen: its chunk, and the back office's part of the catalogue with all the rest. */
/** A back-office screen: its messages load with it; `titleId` names the tab (staff messages, loaded with it). */
const staffScreen = (load: () => Promise<ScreenModule>, titleId?: string) => async () => {
  const [module] = await Promise.all([load(), loadActiveStaffMessages()]);
  return { Component: titled(module.default, titleId) };
};
type ProductControlsModule = { withProductControls: typeof withProductControls };
/**
 * A lazy screen that shows products: the product controls (./productControls) load with it, in the same chunk (the
 * same chunk name), and reach its products through the catalogue's context.
 */
const productScreen =
  (load: () => Promise<ScreenModule>, loadControls: () => Promise<ProductControlsModule>, titleId?: string) =>
  async () => {
    const [module, { withProductControls }] = await Promise.all([
      load(),
      loadControls(),
      loadActiveMessages(),
    ]);
    return { Component: titled(withProductControls(module.default), titleId) };
  };

const shopRoutes: RouteObject[] = [
  {
    path: paths.categories,
    lazy: productScreen(
      () => import(/* webpackChunkName: "listing" */ '../features/catalogue/ListingScreen'),
      () => import(/* webpackChunkName: "listing" */ './withProductControls'),
    ),
  },
  {
    path: '/categoriesname',
    lazy: productScreen(
      () => import(/* webpackChunkName: "listing" */ '../features/catalogue/ListingScreen'),
      () => import(/* webpackChunkName: "listing" */ './withProductControls'),
    ),
  },
  {
    path: paths.item(),
    lazy: productScreen(
      () => import(/* webpackChunkName: "product" */ '../features/catalogue/ProductScreen'),
      () => import(/* webpackChunkName: "product" */ './withProductControls'),
    ),
  },
  {
    path: paths.search(),
    lazy: productScreen(
      () => import(/* webpackChunkName: "search" */ '../features/catalogue/SearchScreen'),
      () => import(/* webpackChunkName: "search" */ './withProductControls'),
      'titles.search',
    ),
  },
  {
    path: paths.cart,
    lazy: productScreen(
      () => import(/* webpackChunkName: "cart" */ '../features/cart/CartScreen'),
      () => import(/* webpackChunkName: "cart" */ './withProductControls'),
      'titles.cart',
    ),
  },
  {
    path: paths.favourites,
    lazy: productScreen(
      () => import(/* webpackChunkName: "favourites" */ '../features/favourites/FavouritesScreen'),
      () => import(/* webpackChunkName: "favourites" */ './withProductControls'),
      'titles.favourites',
    ),
  },
  {
    path: paths.about,
    lazy: screen(
      () => import(/* webpackChunkName: "about" */ '../features/content/AboutScreen'),
      'titles.about',
    ),
  },
  {
    path: paths.contact,
    lazy: screen(
      () => import(/* webpackChunkName: "contact" */ '../features/content/ContactScreen'),
      'titles.contact',
    ),
  },
  {
    path: paths.returnsPolicy,
    lazy: screen(
      () => import(/* webpackChunkName: "returns-policy" */ '../features/content/ReturnsPolicyScreen'),
      'titles.returnsPolicy',
    ),
  },
  {
    path: paths.blog,
    lazy: screen(
      () => import(/* webpackChunkName: "blog" */ '../features/content/BlogScreen'),
      'titles.blog',
    ),
  },
  {
    path: paths.findOrder,
    lazy: screen(
      () => import(/* webpackChunkName: "find-order" */ '../features/orders/FindOrderScreen'),
      'titles.findOrder',
    ),
  },
  {
    // The article's title names the tab (the screen sets it).
    path: paths.blogArticle(),
    lazy: screen(() => import(/* webpackChunkName: "blog" */ '../features/content/BlogArticleScreen')),
  },
  {
    path: paths.privacy,
    lazy: screen(
      () => import(/* webpackChunkName: "legal" */ '../features/content/PrivacyScreen'),
      'titles.privacy',
    ),
  },
  {
    path: paths.terms,
    lazy: screen(
      () => import(/* webpackChunkName: "legal" */ '../features/content/TermsScreen'),
      'titles.terms',
    ),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: paths.profile,
        lazy: screen(() => import(/* webpackChunkName: "profile" */ './profileScreen'), 'titles.profile'),
      },
      {
        path: paths.myOrders,
        lazy: screen(
          () => import(/* webpackChunkName: "my-orders" */ '../features/orders/MyOrdersScreen'),
          'titles.myOrders',
        ),
      },
      {
        path: paths.checkout,
        lazy: screen(
          () => import(/* webpackChunkName: "checkout" */ '../features/orders/CheckoutScreen'),
          'titles.checkout',
        ),
      },
      {
        path: paths.order,
        lazy: screen(
          () => import(/* webpackChunkName: "order" */ '../features/orders/OrderScreen'),
          'titles.order',
        ),
      },
      {
        path: paths.notOrder,
        lazy: screen(
          () => import(/* webpackChunkName: "not-order" */ '../features/orders/NotOrderScreen'),
          'titles.notOrder',
        ),
      },
      {
        path: paths.tracking(),
        lazy: screen(
          () => import(/* webpackChunkName: "tracking" */ '../features/orders/TrackingScreen'),
          'titles.tracking',
        ),
      },
    ],
  },
  {
    path: paths.qa,
    lazy: screen(() => import(/* webpackChunkName: "qa" */ '../features/qa/QaScreen'), 'titles.qa'),
  },
  {
    path: '*',
    lazy: screen(() => import(/* webpackChunkName: "not-found" */ './NotFoundScreen'), 'titles.notFound'),
  },
];

const authRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      {
        path: paths.login,
        lazy: screen(
          () => import(/* webpackChunkName: "login" */ '../features/session/LoginScreen'),
          'titles.login',
        ),
      },
      {
        path: paths.signup,
        lazy: screen(
          () => import(/* webpackChunkName: "signup" */ '../features/session/SignupScreen'),
          'titles.signup',
        ),
      },
    ],
  },
  {
    path: paths.forgotPassword,
    lazy: screen(
      () => import(/* webpackChunkName: "forgot" */ '../features/session/ForgotPasswordScreen'),
      'titles.forgot',
    ),
  },
  {
    path: paths.resetPassword(),
    lazy: screen(
      () => import(/* webpackChunkName: "reset" */ '../features/session/ResetPasswordScreen'),
      'titles.reset',
    ),
  },
  {
    path: paths.unlockAccount(),
    lazy: screen(
      () => import(/* webpackChunkName: "unlock" */ '../features/session/UnlockAccountScreen'),
      'titles.unlock',
    ),
  },
  {
    path: paths.confirmEmail(),
    lazy: screen(
      () => import(/* webpackChunkName: "confirm-email" */ '../features/session/ConfirmEmailScreen'),
      'titles.confirmEmail',
    ),
  },
  {
    path: paths.successReset,
    lazy: screen(
      () => import(/* webpackChunkName: "success-reset" */ '../features/session/SuccessResetScreen'),
      'titles.successReset',
    ),
  },
];

/** The back office: staff reach the order desk and stock (read-only), a manager every screen (ManagerOnly). */
const backOfficeRoutes: RouteObject[] = [
  { path: paths.staff, element: <Navigate to={paths.staffOrders} replace /> },
  {
    path: paths.staffOrders,
    lazy: staffScreen(
      () => import(/* webpackChunkName: "staff" */ '../features/staff/OrdersScreen'),
      'backOffice.titles.orders',
    ),
  },
  {
    path: paths.staffOrder(),
    lazy: staffScreen(
      () => import(/* webpackChunkName: "staff-order" */ '../features/staff/DeskOrderScreen'),
      'backOffice.titles.order',
    ),
  },
  {
    path: paths.staffReturns,
    lazy: staffScreen(
      () => import(/* webpackChunkName: "staff-returns" */ '../features/staff/ReturnsScreen'),
      'backOffice.titles.returns',
    ),
  },
  {
    path: paths.staffEmails,
    // The order desk's chunk: no new chunk for the shopper's first load (its runtime) to list.
    lazy: staffScreen(
      () => import(/* webpackChunkName: "staff" */ '../features/staff/EmailsScreen'),
      'backOffice.titles.emails',
    ),
  },
  {
    path: paths.staffMessages,
    lazy: staffScreen(
      () => import(/* webpackChunkName: "staff" */ '../features/staff/MessagesScreen'),
      'backOffice.titles.messages',
    ),
  },
  {
    path: paths.staffMessage(),
    lazy: staffScreen(
      () => import(/* webpackChunkName: "staff" */ '../features/staff/MessageScreen'),
      'backOffice.titles.message',
    ),
  },
  {
    // Staff see stock read-only; its changes are on the product's page, a manager's.
    path: paths.staffStock,
    lazy: staffScreen(
      () => import(/* webpackChunkName: "back-office" */ '../features/staff/StockScreen'),
      'backOffice.titles.stock',
    ),
  },
  {
    // Staff read the synonyms; a manager also changes them (the screen offers its forms to managers only).
    path: paths.staffSynonyms,
    lazy: staffScreen(
      () => import(/* webpackChunkName: "staff-search" */ '../features/staff/SynonymsScreen'),
      'backOffice.titles.synonyms',
    ),
  },
  {
    path: paths.staffSearches,
    lazy: staffScreen(
      () => import(/* webpackChunkName: "staff-search" */ '../features/staff/SearchesScreen'),
      'backOffice.titles.searches',
    ),
  },
  {
    lazy: staffScreen(() => import(/* webpackChunkName: "back-office" */ '../features/staff/ManagerOnly')),
    children: [
      {
        path: paths.staffProducts,
        lazy: staffScreen(
          () => import(/* webpackChunkName: "back-office" */ '../features/staff/ProductsScreen'),
          'backOffice.titles.products',
        ),
      },
      {
        path: paths.staffNewProduct,
        lazy: staffScreen(
          () => import(/* webpackChunkName: "back-office-product" */ '../features/staff/ProductFormScreen'),
          'backOffice.titles.product',
        ),
      },
      {
        path: paths.staffProduct(),
        lazy: staffScreen(
          () => import(/* webpackChunkName: "back-office-product" */ '../features/staff/ProductFormScreen'),
          'backOffice.titles.product',
        ),
      },
      {
        path: paths.staffCategories,
        lazy: staffScreen(
          () => import(/* webpackChunkName: "back-office" */ '../features/staff/CategoriesScreen'),
          'backOffice.titles.categories',
        ),
      },
      {
        path: paths.staffActivity,
        lazy: staffScreen(
          () => import(/* webpackChunkName: "back-office" */ '../features/staff/ActivityScreen'),
          'backOffice.titles.activity',
        ),
      },
      {
        path: paths.staffAccounts,
        lazy: staffScreen(
          () => import(/* webpackChunkName: "back-office" */ '../features/staff/StaffAccountsScreen'),
          'backOffice.titles.staff',
        ),
      },
    ],
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
      element: <RequireAuth />,
      errorElement: <RouteError />,
      children: [
        {
          lazy: staffScreen(
            () => import(/* webpackChunkName: "back-office-layout" */ '../features/staff/BackOfficeLayout'),
          ),
          errorElement: <RouteError />,
          children: withErrorBoundaries(backOfficeRoutes),
        },
      ],
    },
    {
      lazy: screen(() => import(/* webpackChunkName: "auth-layout" */ '../features/session/AuthLayout')),
      errorElement: <RouteError />,
      children: withErrorBoundaries(authRoutes),
    },
  ],
  shop: withErrorBoundaries(shopRoutes),
};
