// Orders, cart lines and a signed-in session as the order screens' tests need them.
import { fakeJwt, nowSeconds } from '../../../support/web/render';
import { http, HttpResponse } from 'msw';
import { api, emptyCatalogue, server } from '../../../support/web/server';
import { initialSessionState, type SessionState } from '../../../../src/features/session/sessionSlice';
import type { CartItem } from '../../../../src/features/cart/cartSlice';
import type { CartLine, Order, ProductDetail } from '../../../../src/contract/types';
import type { OrderStatus } from '../../../../src/contract/constants';

export const shopper = {
  _id: 'u1',
  name: 'Mona Adel',
  email: 'mona@example.com',
  phone: '01012345678',
  role: 'user',
};

export function signedIn(role: 'user' | 'staff' = 'user'): SessionState {
  return {
    ...initialSessionState,
    token: fakeJwt({ id: shopper._id, sub: shopper._id, role, exp: nowSeconds() + 900 }),
    refreshToken: 'refresh',
    user: { ...shopper, role },
  };
}

export const laptop: CartItem = {
  id: 'p1',
  title: 'ProBook 16',
  image: '/images/products/probook-1.svg',
  price: 90000,
  priceAfterDesc: 85000,
  productquantity: 5,
  quantity: 2,
  color: 'Space Grey',
};
export const mouse: CartItem = {
  id: 'p2',
  title: 'Magic Mouse',
  image: '/images/products/mouse-1.svg',
  price: 4000,
  priceAfterDesc: 0,
  productquantity: 10,
  quantity: 1,
  color: 'White',
};

const lineOf = (item: CartItem): CartLine => {
  const unit = item.priceAfterDesc > 0 && item.priceAfterDesc < item.price ? item.priceAfterDesc : item.price;
  return {
    product: {
      _id: item.id,
      name: item.title,
      nameAr: `${item.title} (ar)`,
      price: item.price,
      priceAfterDiscount: item.priceAfterDesc,
      unitPrice: unit,
      images: [item.image],
      color: item.color,
      quantity: item.productquantity,
    },
    quantity: item.quantity,
    total: unit * item.quantity,
  };
};

export function order(overrides: Partial<Order> = {}, items: CartItem[] = [laptop, mouse]): Order {
  const lines = items.map(lineOf);
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  const status: OrderStatus = overrides.status ?? 'pending';
  return {
    _id: '1a2b3c4d-0000-4000-8000-000000000001',
    status,
    cartId: { _id: 'cart-1', products: lines },
    userId: { _id: shopper._id, name: shopper.name, phone: shopper.phone, email: shopper.email },
    address: [
      { government: 'Giza', city: 'Dokki', street: 'Tahrir 12', building: '7', floor: '3', apartment: '12' },
    ],
    paymentmethod: 'Cash On Delivery',
    note: 'Call before delivery',
    subtotal,
    deliveryFee: 100,
    total: subtotal + 100,
    statusHistory: [{ status: 'pending', at: '2026-03-01T22:30:00.000Z' }],
    cancelReason: null,
    confirmedAt: null,
    shipment: null,
    // 22:30 UTC on 1 March is already 2 March in Cairo.
    createdAt: '2026-03-01T22:30:00.000Z',
    payment: {
      method: 'cod',
      status: 'not required',
      amountCents: (subtotal + 100) * 100,
      refundedCents: 0,
      providerOrderId: null,
      transactionId: null,
      needsRefund: false,
      holdUntil: null,
    },
    ...overrides,
  };
}

/** A cart line's product as GET /product/{id} answers it (`nameAr` defaults to the English name). */
export function productOfLine(item: CartItem, overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    _id: item.id,
    name: item.title,
    nameAr: item.title,
    description: '',
    descriptionAr: '',
    price: item.price,
    priceAfterDiscount: item.priceAfterDesc,
    quantity: item.productquantity,
    images: [item.image],
    color: item.color,
    category: { _id: 'c1', slug: 'accessories', name: 'Accessories', nameAr: 'إكسسوارات' },
    specs: [],
    reviews: [],
    relatedProducts: { products: [] },
    cashOnDelivery: { available: true, limitEgp: 250_000 },
    ...overrides,
  } as ProductDetail;
}

/** What the header and other shop chrome ask for on any page, and the cart lines' products (checkout names them). */
export function shopChrome() {
  server.use(
    ...emptyCatalogue,
    // The shopper has no saved addresses (the address book's tests answer with some).
    http.get(api('/user/addresses'), () => HttpResponse.json({ data: [] })),
    http.get(api('/product/:id'), ({ params }) => {
      const item = [laptop, mouse].find((line) => line.id === params.id);
      return item
        ? HttpResponse.json({ product: productOfLine(item) })
        : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    }),
  );
}
