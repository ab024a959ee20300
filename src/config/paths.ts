// Every URL of the shop, from one place. Paths are the spec's route table, spelt as it spells them.
/** The product page's query naming the variant shown (its SKU). */
export const VARIANT_PARAM = 'variant';

export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: (token = ':token') => `/reset-password/${token}`,
  successReset: '/successReset',
  /** Not in the spec: the link emailed after many wrong passwords (server: POST /api/auth/unlock). */
  unlockAccount: (token = ':token') => `/unlock-account/${token}`,
  confirmEmail: (token = ':token') => `/confirm-email/${token}`,
  categories: '/categories',
  categoryListing: (categoryId?: string) =>
    categoryId ? `/categoriesname?category=${encodeURIComponent(categoryId)}` : '/categoriesname',
  /** The product page; given a SKU, opened on that variant. */
  item: (id = ':id', sku?: string) =>
    sku ? `/item/${id}?${VARIANT_PARAM}=${encodeURIComponent(sku)}` : `/item/${id}`,
  search: (term?: string) => (term === undefined ? '/search' : `/search?search=${encodeURIComponent(term)}`),
  cart: '/cart',
  favourites: '/Favourites',
  about: '/about',
  contact: '/contact',
  blog: '/blog',
  /** Not in the spec: the returns policy (Consumer Protection Law 181/2018's windows). */
  returnsPolicy: '/returns',
  staffReturns: '/staff/returns',
  /** Not in the spec (its Read More does nothing): one article of the blog, by slug (contract/content.ts). */
  blogArticle: (slug = ':slug') => `/blog/${slug}`,
  /** Not in the spec (plain text in its footer): the privacy policy and the terms of sale. */
  privacy: '/privacy',
  terms: '/terms',
  profile: '/profile',
  myOrders: '/myorder',
  checkout: '/Checkout',
  order: '/order',
  notOrder: '/notorder',
  tracking: (id = ':trakid') => `/trackingorder/${id}`,
  /** Not in the spec: anyone finds an order by its short number and the phone it was placed with. */
  findOrder: '/find-order',
  /** The back office (staff and managers): its own frame, beside the shop's. */
  staff: '/staff',
  staffOrders: '/staff/orders',
  staffOrder: (id?: string) =>
    id === undefined ? '/staff/orders/:id' : `/staff/orders/${encodeURIComponent(id)}`,
  staffProducts: '/staff/products',
  staffNewProduct: '/staff/products/new',
  staffProduct: (id?: string) =>
    id === undefined ? '/staff/products/:id' : `/staff/products/${encodeURIComponent(id)}`,
  staffCategories: '/staff/categories',
  staffActivity: '/staff/activity',
  staffEmails: '/staff/emails',
  staffMessages: '/staff/messages',
  staffMessage: (id?: string) =>
    id === undefined ? '/staff/messages/:id' : `/staff/messages/${encodeURIComponent(id)}`,
  staffAccounts: '/staff/accounts',
  staffStock: '/staff/stock',
  staffSynonyms: '/staff/synonyms',
  staffSearches: '/staff/searches',
  qa: '/qa',
} as const;
