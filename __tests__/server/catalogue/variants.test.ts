// Products in several variants: what the shop answers of them, carts and orders that name one, and stock taken,
// put back and adjusted per variant (on PGlite, and on PostgreSQL when DATABASE_URL is set).
import { eq, sql } from 'drizzle-orm';
import { orders, productVariants, stockMovements } from '../../../server/db/schema';
import type { Cart, Product, ProductDetail, Variant } from '../../../src/contract';
import {
  ADDRESS,
  bearer,
  CHECKOUT_BODY,
  completeAtDesk,
  inStockProduct,
  json,
  managerToken,
  products,
  register,
  staffToken,
} from '../../support/server/api';
import { createTestApp, type TestApp } from '../../support/server/harness';

describe('products in several variants', () => {
  let t: TestApp;
  let phone: ProductDetail;
  beforeAll(async () => {
    t = await createTestApp();
    const listed = (await products(t.app, 'search=Nova Phone 16 Pro&limit=20')).find(
      (p) => p.name === 'Nova Phone 16 Pro',
    ) as Product;
    phone = await detailOf(listed._id);
  });
  afterAll(() => t.close());

  async function detailOf(id: string): Promise<ProductDetail> {
    return json<{ product: ProductDetail }>(await t.app.inject({ method: 'GET', url: `/api/product/${id}` }))
      .product;
  }
  const variantOf = (product: ProductDetail, ...values: string[]) =>
    product.variants.find((v) => v.optionValues.join('|') === values.join('|')) as Variant;
  const unitsOf = async (variantId: string) =>
    (
      await t.database.db
        .select({ quantity: productVariants.quantity })
        .from(productVariants)
        .where(eq(productVariants.id, variantId))
    )[0]!.quantity;
  const setUnits = (variantId: string, quantity: number) =>
    t.app.catalogue.write(async (tx) => {
      await tx.update(productVariants).set({ quantity }).where(eq(productVariants.id, variantId));
      const { refreshDefaults } = await import('../../../server/catalogue');
      await refreshDefaults(tx, [phone._id]);
    });
  const cart = (token: string, lines: object[]) =>
    t.app.inject({ method: 'POST', url: '/api/cart', headers: bearer(token), payload: { products: lines } });
  const checkout = (token: string, cartId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/checkout/${cartId}`,
      headers: bearer(token),
      payload: CHECKOUT_BODY,
    });
  async function buy(variant: Variant, quantity = 1) {
    const shopper = await register(t.app);
    const made = await cart(shopper.token, [{ productId: phone._id, variantId: variant._id, quantity }]);
    expect(made.statusCode).toBe(201);
    return { shopper, placed: await checkout(shopper.token, json<{ data: Cart }>(made).data._id) };
  }

  it('answers a phone with its storages and colours in both languages, and a variant for each combination', () => {
    expect(phone.options.map((o) => [o.key, o.name, o.nameAr])).toEqual([
      ['storage', 'Storage', 'السعة'],
      ['color', 'Colour', 'اللون'],
    ]);
    expect(phone.options[0]!.values).toEqual([
      { value: '256 GB', valueAr: '256 جيجابايت' },
      { value: '512 GB', valueAr: '512 جيجابايت' },
      { value: '1 TB', valueAr: '1 تيرابايت' },
    ]);
    expect(phone.options[1]!.values.map((v) => v.valueAr)).toContain('أزرق');
    expect(phone.variants).toHaveLength(phone.options[0]!.values.length * phone.options[1]!.values.length);
    expect(new Set(phone.variants.map((v) => v.sku)).size).toBe(phone.variants.length);
    const blue512 = variantOf(phone, '512 GB', 'Blue');
    expect(blue512).toMatchObject({ storage: '512 GB', color: 'Blue', colorAr: 'أزرق' });
    expect(blue512.price).toBeGreaterThan(variantOf(phone, '256 GB', 'Blue').price);
    // A colour has its own photos; a variant without its own shows the product's.
    expect(blue512.images).toEqual(
      ['front', 'angle', 'detail'].map((view) => `/images/products/nova-phone-16-pro-blue-${view}.svg`),
    );
    expect(variantOf(phone, '512 GB', 'Starlight').images).toEqual(phone.images);
  });

  it("gives the product its default variant's figures: the cheapest in stock, first in the list", () => {
    const [first] = phone.variants;
    const inStock = phone.variants.filter((v) => v.quantity > 0);
    const cheapest = Math.min(...inStock.map((v) => v.priceAfterDiscount || v.price));
    expect(first!.priceAfterDiscount || first!.price).toBe(cheapest);
    expect(phone).toMatchObject({
      price: first!.price,
      priceAfterDiscount: first!.priceAfterDiscount,
      quantity: first!.quantity,
      color: first!.color,
    });
    expect(phone.specs[0]!.storage).toBe(first!.storage);
    // Every phone offers a sold-out combination, still listed.
    expect(phone.variants.some((v) => v.quantity === 0)).toBe(true);
  });

  it('prices a cart line at its variant and names the variant in both languages', async () => {
    const shopper = await register(t.app);
    const blue512 = variantOf(phone, '512 GB', 'Blue');
    const made = await cart(shopper.token, [
      { productId: phone._id, variantId: blue512._id, quantity: 2 },
      { productId: phone._id, variantId: variantOf(phone, '256 GB', 'Blue')._id, quantity: 1 },
      { productId: phone._id, variantId: blue512._id, quantity: 1 },
    ]);
    expect(made.statusCode).toBe(201);
    const lines = json<{ data: Cart }>(made).data.products;
    expect(lines).toHaveLength(2);
    const unit = blue512.priceAfterDiscount || blue512.price;
    expect(lines[0]).toMatchObject({
      quantity: 3,
      total: unit * 3,
      product: {
        _id: phone._id,
        price: blue512.price,
        color: 'Blue',
        variant: {
          _id: blue512._id,
          sku: blue512.sku,
          choices: [
            { name: 'Storage', nameAr: 'السعة', value: '512 GB', valueAr: '512 جيجابايت' },
            { name: 'Colour', nameAr: 'اللون', value: 'Blue', valueAr: 'أزرق' },
          ],
        },
      },
    });
  });

  it("puts a line that names no variant on the product's default one (what its card shows), and refuses a variant not its", async () => {
    const shopper = await register(t.app);
    const asIs = await cart(shopper.token, [{ productId: phone._id, quantity: 1 }]);
    expect(asIs.statusCode).toBe(201);
    const [line] = json<{ data: Cart }>(asIs).data.products;
    expect(line!.product).toMatchObject({
      price: phone.price,
      color: phone.color,
      variant: { _id: phone.variants[0]!._id },
    });
    const other = await inStockProduct(t.app);
    const foreign = await cart(shopper.token, [
      { productId: other._id, variantId: phone.variants[0]!._id, quantity: 1 },
    ]);
    expect(foreign.statusCode).toBe(404);
    const unknown = await cart(shopper.token, [
      { productId: phone._id, variantId: 'no-such-variant', quantity: 1 },
    ]);
    expect(unknown.statusCode).toBe(404);
    // A product sold one way: the line names its only variant.
    const plain = await cart(shopper.token, [{ productId: other._id, quantity: 1 }]);
    expect(json<{ data: Cart }>(plain).data.products[0]!.product.variant).toMatchObject({
      _id: expect.any(String),
      choices: [],
    });
  });

  it('takes the unit from the bought variant alone, records it, and puts it back there on a cancel', async () => {
    const blue512 = variantOf(phone, '512 GB', 'Blue');
    const others = phone.variants.filter((v) => v._id !== blue512._id);
    const before = await unitsOf(blue512._id);
    const othersBefore = await Promise.all(others.map((v) => unitsOf(v._id)));
    const { shopper, placed } = await buy(blue512);
    expect(placed.statusCode).toBe(201);
    const order = json(placed).data;
    expect(order.cartId.products[0].product.variant.sku).toBe(blue512.sku);
    expect(await unitsOf(blue512._id)).toBe(before - 1);
    expect(await Promise.all(others.map((v) => unitsOf(v._id)))).toEqual(othersBefore);
    const [movement] = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order._id));
    expect(movement).toMatchObject({ productId: phone._id, variantId: blue512._id, delta: -1 });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/cancel/${order._id}`,
      headers: bearer(shopper.token),
      payload: { reason: 'I changed my mind' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await unitsOf(blue512._id)).toBe(before);
  });

  it('never sells a sold-out variant', async () => {
    const soldOut = phone.variants.find((v) => v.quantity === 0)!;
    const { placed } = await buy(soldOut);
    expect(placed.statusCode).toBe(409);
    // Named by the variant, with its units left: the cart caps that line alone.
    expect(json(placed).errors).toEqual({ [soldOut._id]: 0 });
    expect(await unitsOf(soldOut._id)).toBe(0);
  });

  it("moves the product's figures to the next cheapest variant in stock when its default sells out", async () => {
    const [first, second] = (await detailOf(phone._id)).variants;
    await setUnits(first!._id, 0);
    const after = await detailOf(phone._id);
    expect(after.variants[0]!._id).toBe(second!._id);
    expect(after).toMatchObject({ price: second!.price, quantity: second!.quantity, color: second!.color });
    await setUnits(first!._id, first!.quantity);
    expect((await detailOf(phone._id)).variants[0]!._id).toBe(first!._id);
  });

  it("writes the new default's storage in Arabic when every variant of the old one sells out", async () => {
    // The manager's Arabic form of the product's storage (its default variant's).
    await t.app.catalogue.write((tx) =>
      tx.execute(
        sql`update products set specs_ar = '{"storage": "256 جيجا", "cpu": "معالج نوفا"}' where id = ${phone._id}`,
      ),
    );
    const before = await detailOf(phone._id);
    const storageOf = (product: ProductDetail) => [product.specs[0]!.storage, product.specsAr.storage];
    expect(storageOf(before)).toEqual(['256 GB', '256 جيجا']);
    const smallest = before.variants.filter((v) => v.storage === '256 GB');
    for (const variant of smallest) await setUnits(variant._id, 0);
    const after = await detailOf(phone._id);
    expect(storageOf(after)).toEqual(['512 GB', '512 جيجابايت']);
    expect(after.specsAr.cpu).toBe('معالج نوفا');
    for (const variant of smallest) await setUnits(variant._id, variant.quantity);
    expect(storageOf(await detailOf(phone._id))).toEqual(['256 GB', '256 جيجابايت']);
  });

  it('sells the last unit of one variant exactly once among 30 shoppers while another variant sells to everyone', async () => {
    const last = variantOf(phone, '1 TB', 'Starlight');
    const plenty = variantOf(phone, '256 GB', 'Green');
    await setUnits(last._id, 1);
    await setUnits(plenty._id, 50);
    const racers = await Promise.all(Array.from({ length: 30 }, () => register(t.app)));
    const buyers = await Promise.all(Array.from({ length: 6 }, () => register(t.app)));
    const cartOf = async (token: string, variant: Variant) =>
      json<{ data: Cart }>(await cart(token, [{ productId: phone._id, variantId: variant._id, quantity: 1 }]))
        .data._id;
    const raceCarts = await Promise.all(racers.map((s) => cartOf(s.token, last)));
    const buyerCarts = await Promise.all(buyers.map((s) => cartOf(s.token, plenty)));
    const results = await Promise.all([
      ...racers.map((s, i) => checkout(s.token, raceCarts[i]!)),
      ...buyers.map((s, i) => checkout(s.token, buyerCarts[i]!)),
    ]);
    const raced = results.slice(0, 30).map((r) => r.statusCode);
    expect(raced.filter((code) => code === 201)).toHaveLength(1);
    expect(raced.filter((code) => code === 409)).toHaveLength(29);
    expect(results.slice(30).map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(await unitsOf(last._id)).toBe(0);
    expect(await unitsOf(plenty._id)).toBe(44);
  });

  it("adjusts one variant's stock by hand, and asks which one for a product in several", async () => {
    const manager = await managerToken(t.app);
    const green = variantOf(phone, '512 GB', 'Green');
    const before = await unitsOf(green._id);
    const adjust = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/products/${phone._id}/stock`,
        headers: bearer(manager),
        payload: body,
      });
    const adjusted = await adjust({ delta: 4, reason: 'received', variantId: green._id });
    expect(adjusted.statusCode).toBe(201);
    expect(json(adjusted).data).toMatchObject({ variantId: green._id, delta: 4, quantityAfter: before + 4 });
    expect(await unitsOf(green._id)).toBe(before + 4);
    const unchosen = await adjust({ delta: 4, reason: 'received' });
    expect(unchosen.statusCode).toBe(400);
    expect(await unitsOf(green._id)).toBe(before + 4);
  });

  it('takes a return of one of two variants of a product in one order, asking which when the line names none', async () => {
    const shopper = await register(t.app);
    const starlight = variantOf(phone, '512 GB', 'Starlight');
    const made = await cart(shopper.token, [
      { productId: phone._id, variantId: variantOf(phone, '256 GB', 'Blue')._id, quantity: 1 },
      { productId: phone._id, variantId: starlight._id, quantity: 1 },
    ]);
    const order = json(await checkout(shopper.token, json<{ data: Cart }>(made).data._id)).data;
    await completeAtDesk(t.app, await staffToken(t.app), order._id);
    const ask = (line: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/returns',
        headers: bearer(shopper.token),
        payload: {
          orderId: order._id,
          lines: [{ productId: phone._id, quantity: 1, ...line }],
          reason: 'defective',
          note: '',
          photos: [],
          address: ADDRESS,
        },
      });
    const unnamed = await ask({});
    expect(unnamed.statusCode).toBe(400);
    expect(json(unnamed).errors).toHaveProperty(['lines[0].variantId']);
    const named = await ask({ variantId: starlight._id });
    expect(named.statusCode).toBe(201);
    expect(json(named).data.lines).toEqual([
      expect.objectContaining({
        variantId: starlight._id,
        unitPrice: starlight.priceAfterDiscount || starlight.price,
      }),
    ]);
  });

  it('keeps in a review the variant its writer bought in their latest completed order, shown with the product', async () => {
    const blue = variantOf(phone, '256 GB', 'Blue');
    const green = variantOf(phone, '512 GB', 'Green');
    await setUnits(blue._id, 20);
    await setUnits(green._id, 20);
    const staff = await staffToken(t.app);
    const shopper = await register(t.app);
    const bought = async (variant: Variant) => {
      const made = await cart(shopper.token, [{ productId: phone._id, variantId: variant._id, quantity: 1 }]);
      const order = json(await checkout(shopper.token, json<{ data: Cart }>(made).data._id)).data;
      await completeAtDesk(t.app, staff, order._id);
      return order._id as string;
    };
    const review = (body: object, token = shopper.token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/review/${phone._id}`,
        headers: bearer(token),
        payload: body,
      });
    await bought(blue);
    await bought(green);
    const written = await review({ rating: 5, content: 'Fast, and the green is lovely in daylight.' });
    expect(written.statusCode).toBe(201);
    expect(json(written).boughtVariant).toEqual({
      _id: green._id,
      sku: green.sku,
      choices: [
        { name: 'Storage', nameAr: 'السعة', value: '512 GB', valueAr: '512 جيجابايت' },
        expect.objectContaining({ name: 'Colour', value: 'Green' }),
      ],
    });
    const shown = (await detailOf(phone._id)).reviews.find((each) => each._id === json(written)._id)!;
    expect(shown.boughtVariant).toEqual(json(written).boughtVariant);

    // A shopper whose order was stored before variants: the review says nothing of a variant.
    const older = await register(t.app);
    const made = await cart(older.token, [{ productId: phone._id, variantId: blue._id, quantity: 1 }]);
    const orderId = json(await checkout(older.token, json<{ data: Cart }>(made).data._id)).data._id as string;
    await completeAtDesk(t.app, staff, orderId);
    await t.database.db
      .update(orders)
      .set({
        lines: sql`(select jsonb_agg(line #- '{product,variant}') from jsonb_array_elements(${orders.lines}) line)`,
      })
      .where(eq(orders.id, orderId));
    const unnamed = await review({ rating: 4, content: '' }, older.token);
    expect(unnamed.statusCode).toBe(201);
    expect(json(unnamed).boughtVariant).toBeNull();
  });
});
