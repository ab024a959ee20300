// Sessions by role, and products, categories, movements, activity, desk orders and outbox emails as the back office's
// tests need them.
import { fakeJwt, nowSeconds } from '../../../support/web/render';
import { initialSessionState, type SessionState } from '../../../../src/features/session/sessionSlice';
import { initialUiState } from '../../../../src/i18n/uiSlice';
import type { DeskListOrder, DeskOrder, OrderActor, OutboxMail } from '../../../../src/contract/orderDesk';
import type { Order } from '../../../../src/contract/types';
import { order } from '../orders/orderFixtures';
import type {
  ActivityEntry,
  BackOfficeCategory,
  BackOfficePage,
  BackOfficeProduct,
  StockMovement,
} from '../../../../src/contract/backOffice';

export type Role = 'user' | 'staff' | 'manager';

export function sessionAs(role: Role): SessionState {
  return {
    ...initialSessionState,
    token: fakeJwt({ id: 'u9', sub: 'u9', role, exp: nowSeconds() + 900 }),
    refreshToken: 'refresh',
    user: { _id: 'u9', name: 'Hana Samir', email: 'hana@example.com', role },
  };
}

/** The preloaded state of a signed-in `role`, in `lang`. */
export const stateAs = (role: Role, lang: 'en' | 'ar' = 'en') => ({
  session: sessionAs(role),
  ui: { ...initialUiState, lang },
});

export function product(overrides: Partial<BackOfficeProduct> = {}): BackOfficeProduct {
  return {
    _id: 'p1',
    name: 'ProBook 16',
    nameAr: 'بروبوك 16',
    description: 'A 16-inch laptop for work.',
    descriptionAr: 'حاسوب محمول 16 بوصة للعمل.',
    categoryId: 'c1',
    price: 90000,
    priceAfterDiscount: 85000,
    quantity: 3,
    stockState: 'low',
    color: 'Space Grey',
    colorAr: 'رمادي',
    warrantyMonths: 24,
    warrantyKind: 'official',
    brand: 'Orbit',
    brandAr: 'أوربت',
    specsAr: {},
    specs: {
      cpu: 'Intel Core i7',
      memory: '16 GB',
      storage: '512 GB',
      gpu: 'Intel Iris Xe',
      display: '16-inch',
      os: 'Windows 11',
    },
    images: ['/images/products/probook-1.svg'],
    archivedAt: null,
    version: 4,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    options: [],
    variants: [
      {
        _id: 'p1',
        sku: 'SKU-000001',
        optionValues: [],
        price: 90000,
        priceAfterDiscount: 85000,
        quantity: 3,
        images: [],
        color: 'Space Grey',
        colorAr: 'رمادي',
        storage: '512 GB',
        memory: '16 GB',
        archivedAt: null,
      },
    ],
    ...overrides,
  };
}

export function category(overrides: Partial<BackOfficeCategory> = {}): BackOfficeCategory {
  return {
    _id: 'c1',
    slug: 'professional-laptop',
    name: 'Professional laptops',
    nameAr: 'حواسيب احترافية',
    image: '/images/categories/professional.svg',
    position: 1,
    archivedAt: null,
    productCount: 12,
    version: 2,
    specKeys: [],
    ...overrides,
  };
}

export function movement(overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    _id: 'm1',
    productId: 'p1',
    variantId: 'p1',
    delta: 5,
    reason: 'received',
    quantityAfter: 8,
    orderId: null,
    note: 'Delivery 14',
    actor: { _id: 'u9', name: 'Hana Samir' },
    // 22:30 UTC on 1 March is already 2 March in Cairo.
    createdAt: '2026-03-01T22:30:00.000Z',
    ...overrides,
  };
}

export function activity(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    _id: 'a1',
    actor: { _id: 'u9', name: 'Hana Samir', email: 'hana@example.com', role: 'manager' },
    action: 'product.update',
    entity: 'product',
    entityId: 'p1',
    before: { price: 90000 },
    after: { price: 88000 },
    createdAt: '2026-03-01T22:30:00.000Z',
    subject: { name: 'Quasarbook Pro 14', nameAr: 'كوازاربوك برو ١٤' },
    ...overrides,
  };
}

export const pageOf = <T>(data: T[], extra: Partial<BackOfficePage<T>> = {}): BackOfficePage<T> => ({
  data,
  page: 1,
  pages: 1,
  total: data.length,
  limit: 20,
  ...extra,
});

export const staffActor: OrderActor = {
  _id: 'u9',
  name: 'Hana Samir',
  email: 'hana@example.com',
  role: 'staff',
};

/** An order at the desk: the shopper's order with who moved it, notes, customer facts and its version. */
export function deskOrder(overrides: Partial<DeskOrder> = {}): DeskOrder {
  const { statusHistory: _plain, ...base } = order();
  return {
    ...base,
    statusHistory: [
      {
        status: 'pending',
        at: '2026-03-01T22:30:00.000Z',
        by: { _id: 'u1', name: 'Mona Adel', email: 'mona@example.com', role: 'user' },
        reason: null,
      },
    ],
    notes: [],
    customer: {
      since: '2025-12-10T10:00:00.000Z',
      orders: 4,
      completed: 2,
      cancelled: 1,
      recentCancellations: 1,
      flagged: false,
    },
    calls: [],
    confirmBy: null,
    emails: [],
    version: 1,
    paymentCallbacks: [],
    refunds: [],
    ...overrides,
  };
}

/** A row of the desk's list: the shopper's order and whether its customer is flagged. */
export const deskListOrder = (overrides: Partial<Order> = {}, flagged = false): DeskListOrder => ({
  ...order(overrides),
  flagged,
});

/** An email in the outbox: by default the order's 'placed' email, failed after its attempts. */
export function mail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  return {
    _id: 'mail-1',
    kind: 'order.placed',
    to: 'mona@example.com',
    subject: 'Your order 1A2B3C4D',
    status: 'failed',
    attempts: 5,
    lastError: 'refused',
    orderId: order()._id,
    createdAt: '2026-03-01T22:31:00.000Z',
    nextAttemptAt: '2026-03-01T23:31:00.000Z',
    sentAt: null,
    ...overrides,
  };
}
