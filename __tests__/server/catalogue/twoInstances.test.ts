// Two API instances on one PostgreSQL and one Redis, each with its own answer cache: a catalogue write on one (the
// manager's price, an order taking the last unit) shows on the other as soon as the catalogue's change notice arrives,
// even in an answer that instance had kept.
import type { Category, ProductDetail, ProductDetailResponse } from '../../../src/contract';
import { json, managerToken, placeOrder, register } from '../../support/server/api';
import { as, productInput } from '../../support/server/backOffice';
import { askUntil, createTwoInstances, type TestApp, type TwoInstances } from '../../support/server/harness';
import { describeWith, POSTGRES, POSTGRES_URL, REDIS, REDIS_URL } from '../../support/server/services';

describeWith([POSTGRES, REDIS], 'catalogue writes across two instances', () => {
  let instances: TwoInstances | undefined;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A long-kept answer: only the change notice (through Redis) can make B's fresh.
    instances = await createTwoInstances(POSTGRES_URL!, { redisUrl: REDIS_URL, catalogueCacheTtlMs: 60_000 });
    ({ a, b } = instances);
  });
  afterAll(() => instances?.close());

  const detail = async (app: TestApp, id: string) =>
    json<ProductDetailResponse>(await app.app.inject({ method: 'GET', url: `/api/product/${id}` })).product;
  /** B's answer once the change notice has come through Redis (or the last one after 5 s). */
  const onB = (id: string, until: (product: ProductDetail) => boolean) =>
    askUntil(() => detail(b, id), until);

  it('a price saved and the last unit sold on one instance show on the other', async () => {
    const manager = await managerToken(a.app);
    const [category] = json<{ categories: Category[] }>(
      await a.app.inject({ method: 'GET', url: '/api/category' }),
    ).categories;
    const made = await as(a.app, manager, {
      method: 'POST',
      url: '/api/staff/products',
      payload: productInput(category!._id, { name: 'Twin Phone', quantity: 1 }),
    });
    const { _id: id, version } = json<{ data: { _id: string; version: number } }>(made).data;
    expect(await detail(b, id)).toMatchObject({ price: 52000, quantity: 1 });

    const saved = await as(a.app, manager, {
      method: 'PUT',
      url: `/api/staff/products/${id}`,
      payload: { ...productInput(category!._id, { name: 'Twin Phone', price: 47000 }), version },
    });
    expect(saved.statusCode).toBe(200);
    expect((await onB(id, (p) => p.price === 47000)).price).toBe(47000);

    const shopper = await register(a.app);
    await placeOrder(a.app, shopper.token, id, 1);
    expect((await onB(id, (p) => p.quantity === 0)).quantity).toBe(0);
  });
});
