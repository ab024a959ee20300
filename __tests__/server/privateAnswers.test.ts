// Answers that carry a token or personal data are never stored by a browser, proxy or CDN (`Cache-Control:
// no-store`), errors included; the public catalogue keeps its revalidated caching (no-cache + ETag).
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  advanceAtDesk,
  confirmAtDesk,
  bearer,
  CHECKOUT_BODY,
  createCart,
  inStockProduct,
  json,
  placeOrder,
  register,
  staffToken,
  type Account,
} from '../support/server/api';
import { createTestApp, type TestApp } from '../support/server/harness';

describe('Cache-Control on private answers', () => {
  let t: TestApp;
  let user: Account;
  let staff: string;
  let orderId: string;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = await register(t.app);
    staff = await staffToken(t.app);
    productId = (await inStockProduct(t.app, 3))._id;
    orderId = (await placeOrder(t.app, user.token, productId))._id;
    await confirmAtDesk(t.app, staff, orderId);
  });
  afterAll(() => t.close());

  type Case = [string, () => Promise<LightMyRequestResponse>, number];
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const fresh = () => `no-store-${randomUUID()}@example.com`;
  const newAccount = {
    name: 'No Store',
    password: 'Passw0rd!',
    confirmPassword: 'Passw0rd!',
    phone: '01012345678',
  };

  const cases: Case[] = [
    ['register', () => post('/api/auth/register', { ...newAccount, email: fresh() }), 201],
    ['register, bad body', () => post('/api/auth/register', { email: 'x' }), 400],
    ['register, email taken', () => post('/api/auth/register', { ...newAccount, email: user.email }), 409],
    ['login', () => post('/api/auth/login', { email: user.email, password: user.password }), 200],
    [
      'login, wrong password',
      () => post('/api/auth/login', { email: user.email, password: 'Wr0ng!pass' }),
      401,
    ],
    [
      'refresh-token',
      async () => {
        const login = await post('/api/auth/login', { email: user.email, password: user.password });
        return post('/api/auth/refresh-token', {}, bearer(json(login).response.refresh_token));
      },
      200,
    ],
    ['refresh-token, unknown', () => post('/api/auth/refresh-token', {}, bearer('nope')), 401],
    ['forget-password', () => post('/api/auth/forget-password', { email: user.email }), 200],
    [
      'reset-password, bad token',
      () =>
        post(
          '/api/auth/reset-password',
          { password: 'Passw0rd!2', confirmPassword: 'Passw0rd!2' },
          bearer('nope'),
        ),
      401,
    ],
    ['cart', () => createCart(t.app, user.token, [{ productId, quantity: 1 }]), 201],
    ['cart, visitor', () => createCart(t.app, '', [{ productId, quantity: 1 }]), 401],
    [
      'checkout',
      async () => {
        const cart = json(await createCart(t.app, user.token, [{ productId, quantity: 1 }])).data;
        return post(`/api/checkout/${cart._id}`, CHECKOUT_BODY, bearer(user.token));
      },
      201,
    ],
    [
      'checkout, unknown cart',
      () => post(`/api/checkout/${randomUUID()}`, CHECKOUT_BODY, bearer(user.token)),
      404,
    ],
    ['user orders', () => get('/api/checkout/userOrders', bearer(user.token)), 200],
    ['user orders, visitor', () => get('/api/checkout/userOrders'), 401],
    ['one order', () => get(`/api/checkout/${orderId}`, bearer(user.token)), 200],
    ['one order, unknown', () => get(`/api/checkout/${randomUUID()}`, bearer(user.token)), 404],
    [
      'cancel, unknown',
      () => post(`/api/checkout/cancel/${randomUUID()}`, { reason: 'I changed my mind' }, bearer(user.token)),
      404,
    ],
    ['staff orders', () => get('/api/staff/orders', bearer(staff)), 200],
    ['staff orders, a shopper', () => get('/api/staff/orders', bearer(user.token)), 403],
    ['staff order', () => get(`/api/staff/orders/${orderId}`, bearer(staff)), 200],
    ['staff advance', () => advanceAtDesk(t.app, staff, orderId), 200],
    ['review, visitor', () => post(`/api/review/${productId}`, { rating: 5, content: '' }), 401],
    ['contact, bad body', () => post('/api/contact', {}), 400],
    ['unknown API path', () => get('/api/nothing-here'), 404],
  ];

  it.each(cases)('%s → no-store', async (_name, call, status) => {
    const res = await call();
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps no-store on a rate-limited answer (429)', async () => {
    const limited = await createTestApp({
      config: { rateLimits: { ...t.config.rateLimits, login: { max: 1, timeWindow: 60_000 } } },
    });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: fresh(), password: 'x' },
        });
      expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await limited.close();
    }
  });

  it.each(['/api/product?limit=5', `/api/product/PRODUCT`, '/api/category'])(
    'keeps the public catalogue revalidated, not no-store: %s',
    async (url) => {
      const res = await get(url.replace('PRODUCT', productId));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
    },
  );
});
