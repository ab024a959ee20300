// The catalogue announces its own writes: whichever route makes one (the back office, an order, a cancel, a review, a
// return's inspection), a shopper's cached answers show it at once. The clock stands still here, so a cached answer never
// expires by itself.
import type {
  Category,
  DeskReturn,
  Order,
  ProductDetailResponse,
  ProductListResponse,
} from '../../../src/contract';
import {
  ADDRESS,
  bearer,
  completeAtDesk,
  json,
  managerToken,
  placeOrder,
  register,
  staffToken,
  type Account,
} from '../../support/server/api';
import { as, productInput } from '../../support/server/backOffice';
import { createTestApp, type TestApp } from '../../support/server/harness';

describe('the catalogue’s writes, as shoppers see them', () => {
  const clock = Date.UTC(2026, 10, 1, 9, 0, 0);
  let t: TestApp;
  let manager: string;
  let staff: string;
  let shopper: Account;
  let category: Category;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    manager = await managerToken(t.app);
    staff = await staffToken(t.app);
    shopper = await register(t.app);
    category = json<{ categories: Category[] }>(await t.app.inject({ method: 'GET', url: '/api/category' }))
      .categories[0]!;
  });
  afterAll(() => t.close());

  /** A new product with `quantity` units, made by the manager. */
  async function newProduct(quantity: number, name: string): Promise<string> {
    const made = await as(t.app, manager, {
      method: 'POST',
      url: '/api/staff/products',
      payload: productInput(category._id, { name, quantity }),
    });
    expect(made.statusCode).toBe(201);
    return json<{ data: { _id: string } }>(made).data._id;
  }
  const detail = async (id: string) =>
    json<ProductDetailResponse>(await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).product;
  const listed = async (id: string) =>
    json<ProductListResponse>(
      await t.app.inject({ method: 'GET', url: `/api/product?category=${category._id}&limit=100` }),
    ).products.find((p) => p._id === id);

  it('shows a price the manager saves, stock added by hand and an archive at once', async () => {
    const id = await newProduct(3, 'Repriced Phone');
    expect((await detail(id)).price).toBe(52000);
    expect((await listed(id))?.price).toBe(52000);

    const read = await as(t.app, manager, { method: 'GET', url: `/api/staff/products/${id}` });
    const { version } = json<{ data: { version: number } }>(read).data;
    const saved = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/staff/products/${id}`,
      payload: { ...productInput(category._id, { name: 'Repriced Phone', price: 49000 }), version },
    });
    expect(saved.statusCode).toBe(200);
    expect((await detail(id)).price).toBe(49000);
    expect((await listed(id))?.price).toBe(49000);

    const added = await as(t.app, manager, {
      method: 'POST',
      url: `/api/staff/products/${id}/stock`,
      payload: { delta: 2, reason: 'received' },
    });
    expect(added.statusCode).toBe(201);
    expect((await detail(id)).quantity).toBe(5);

    const archived = await as(t.app, manager, { method: 'POST', url: `/api/staff/products/${id}/archive` });
    expect(archived.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).statusCode).toBe(404);
    expect(await listed(id)).toBeUndefined();
  });

  it('shows a new category, and its new name, at once', async () => {
    const names = async () =>
      json<{ categories: Category[] }>(
        await t.app.inject({ method: 'GET', url: '/api/category' }),
      ).categories.map((c) => c.name);
    expect(await names()).not.toContain('Tablets');
    const made = await as(t.app, manager, {
      method: 'POST',
      url: '/api/staff/categories',
      payload: { slug: 'tablets', name: 'Tablets', nameAr: 'أجهزة لوحية' },
    });
    expect(made.statusCode).toBe(201);
    expect(await names()).toContain('Tablets');

    const { _id, version } = json<{ data: { _id: string; version: number } }>(made).data;
    const renamed = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/staff/categories/${_id}`,
      payload: { slug: 'tablets', name: 'Slates', nameAr: 'أجهزة لوحية', version },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual(expect.arrayContaining(['Slates']));
    expect(await names()).not.toContain('Tablets');
  });

  it('shows the product sold out once an order takes its last unit, and back in stock once it is cancelled', async () => {
    const id = await newProduct(1, 'Lastunit Phone');
    expect((await detail(id)).quantity).toBe(1);
    expect((await listed(id))?.quantity).toBe(1);

    const order = await placeOrder(t.app, shopper.token, id, 1);
    expect((await detail(id)).quantity).toBe(0);
    expect((await listed(id))?.quantity).toBe(0);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/cancel/${order._id}`,
      headers: bearer(shopper.token),
      payload: { reason: 'I changed my mind' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await detail(id)).quantity).toBe(1);
    expect((await listed(id))?.quantity).toBe(1);
  });

  it('shows a product’s new rating once a shopper who bought it reviews it', async () => {
    const id = await newProduct(2, 'Reviewed Phone');
    const order = await placeOrder(t.app, shopper.token, id, 1);
    await completeAtDesk(t.app, staff, order._id);
    expect(await detail(id)).toMatchObject({ ratingsAverage: 0, ratingsQuantity: 0 });
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/review/${id}`,
      headers: bearer(shopper.token),
      payload: { rating: 4, content: '' },
    });
    expect(reviewed.statusCode).toBe(201);
    expect(await detail(id)).toMatchObject({ ratingsAverage: 4, ratingsQuantity: 1 });
    expect((await listed(id))?.ratingsAverage).toBe(4);
  });

  it('shows a returned unit back in stock once the desk inspects it as resellable', async () => {
    const id = await newProduct(1, 'Returnable Phone');
    const order: Order = await placeOrder(t.app, shopper.token, id, 1);
    await completeAtDesk(t.app, staff, order._id);
    expect((await detail(id)).quantity).toBe(0);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/returns',
      headers: bearer(shopper.token),
      payload: {
        orderId: order._id,
        lines: [{ productId: id, quantity: 1 }],
        reason: 'changed my mind',
        note: '',
        photos: [],
        address: ADDRESS,
      },
    });
    expect(asked.statusCode).toBe(201);
    const returnId = json<{ data: { _id: string } }>(asked).data._id;
    const step = async (action: string, payload: Record<string, unknown> = {}) => {
      const read = await as(t.app, staff, { method: 'GET', url: `/api/staff/returns/${returnId}` });
      const { version, lines } = json<{ data: DeskReturn }>(read).data;
      const res = await as(t.app, staff, {
        method: 'POST',
        url: `/api/staff/returns/${returnId}/${action}`,
        payload: {
          ...payload,
          ...(action === 'inspect' ? { lines: [{ lineId: lines[0]!._id, resellable: 1 }] } : {}),
          version,
        },
      });
      expect(res.statusCode).toBe(200);
    };
    await step('approve', { pickupDate: '2026-11-05' });
    await step('pickup');
    await step('receive');
    expect((await detail(id)).quantity).toBe(0);
    await step('inspect');
    expect((await detail(id)).quantity).toBe(1);
  });
});
