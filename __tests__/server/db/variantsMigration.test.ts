// Migrations 0025 to 0029 (variants, brands, spec sets, stock state, the specs' Arabic forms) and their rollback, on a database with orders:
// nothing an order, a cart, a return or the stock history holds is lost, and orders placed before variants keep
// working.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../../server/db/client';
import { rollBack } from '../../../server/db/rollback';
import { orders, productVariants } from '../../../server/db/schema';
import type { Cart, Order, ProductDetail } from '../../../src/contract';
import { bearer, CHECKOUT_BODY, inStockProduct, json, register } from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every order's lines, as the previous build reads them (the orders table's own columns). */
const ordersAsStored = async (t: TestApp) =>
  rowsOf(await t.database.db.execute(sql`select id, lines, total from orders order by id`));

describe('migrations 0025–0029 and their rollback', () => {
  it('gives the newest migration the latest time, so a database that has the others applies it', () => {
    // The migrator applies only migrations newer than the newest it has recorded ("when" in the journal); 0019 and
    // 0020 were given a later time than the four after them, so a new migration must come after theirs.
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const whens = journal.entries.map((entry) => entry.when);
    expect(whens.at(-1)).toBe(Math.max(...whens));
    expect(whens.at(-2)).toBe(Math.max(...whens.slice(0, -1)));
  });

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function order(token: string, lines: object[]): Promise<Order> {
    const cart = json<{ data: Cart }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: bearer(token),
        payload: { products: lines },
      }),
    ).data;
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${cart._id}`,
      headers: bearer(token),
      payload: CHECKOUT_BODY,
    });
    expect(placed.statusCode).toBe(201);
    return json<{ data: Order }>(placed).data;
  }

  it('rolls back keeping every order as stored, and migrates forward again with older orders working', async () => {
    const shopper = await register(t.app);
    const plain = await inStockProduct(t.app);
    const placed = await order(shopper.token, [{ productId: plain._id, quantity: 1 }]);
    // An order as a build before variants stored it: its line names the product alone.
    await t.database.db
      .update(orders)
      .set({
        lines: placed.cartId.products.map(({ product: { variant: _variant, ...product }, ...line }) => ({
          ...line,
          product,
        })),
      })
      .where(eq(orders.id, placed._id));
    const before = await ordersAsStored(t);

    await rollBack(t.database.db, '0029-0025');
    expect(await ordersAsStored(t)).toEqual(before);
    const [tables] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_name = 'product_variants'`,
      ),
    );
    expect(tables!.n).toBe(0);
    const [columns] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from information_schema.columns where table_name = 'products' and column_name = 'specs_ar'`,
      ),
    );
    expect(columns!.n).toBe(0);

    // Forward again: each product is one variant with its id; the older order cancels its unit back into it.
    await t.database.migrate();
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, plain._id));
    expect(variant).toMatchObject({
      id: plain._id,
      optionValues: [],
      sku: expect.stringMatching(/^SKU-\d{6}$/),
    });
    const shown = json<{ data: Order }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/checkout/${placed._id}`,
        headers: bearer(shopper.token),
      }),
    ).data;
    expect(shown.cartId.products[0]).toMatchObject({
      product: { _id: plain._id, name: plain.name },
      quantity: 1,
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/cancel/${placed._id}`,
      headers: bearer(shopper.token),
      payload: { reason: 'I changed my mind' },
    });
    expect(cancelled.statusCode).toBe(200);
    const detail = json<{ product: ProductDetail }>(
      await t.app.inject({ method: 'GET', url: `/api/product/${plain._id}` }),
    ).product;
    expect(detail.variants).toEqual([
      expect.objectContaining({ _id: plain._id, quantity: variant!.quantity + 1 }),
    ]);
    expect(detail.quantity).toBe(variant!.quantity + 1);
    expect(detail.specsAr).toEqual({});
  });
});
