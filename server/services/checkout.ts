// Checkout: a cart becomes an order in one transaction (stock taken, shop rules checked), idempotent under a key.
import { createHash, randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  cashOnDeliveryAllows,
  DELIVERY_FEE,
  orderTotal,
  unitPrice,
  type CartLine,
  type CheckoutRequest,
  type Order,
  type TotalChangedAnswer,
  METHOD_OF_CHECKOUT,
} from '../../src/contract';
import { takeStock, variantOfLine, type CatalogueTx } from '../catalogue';
import type { Database } from '../db/client';
import { carts, idempotencyKeys, orders, payments, users } from '../db/schema';
import { findOrder, ordersWhere, type Now, type OrderRules } from './orders';
import { conflict, HttpError, notFound } from './errors';
import { formatCount, formatPrice, type Lang } from './messages';

/**
 * The 409 of a checkout whose `total` (what the shopper saw) is not what the order comes to now, higher or lower:
 * thrown inside the checkout transaction, so the cart, the stock and the Idempotency-Key stay as they were. The
 * answer carries the new total and each product's prices (`TotalChangedAnswer`).
 */
function totalChanged(seen: number, subtotal: number, lines: CartLine[], lang: Lang): HttpError {
  const total = orderTotal(subtotal);
  const answer: Omit<TotalChangedAnswer, 'message'> = {
    total,
    subtotal,
    deliveryFee: DELIVERY_FEE,
    products: lines.map(({ product }) => ({
      _id: product._id,
      price: product.price,
      priceAfterDiscount: product.priceAfterDiscount,
    })),
  };
  return new HttpError(
    409,
    'server.checkout.totalChanged',
    { total: formatPrice(total, lang), seen: formatPrice(seen, lang) },
    undefined,
    {},
    answer,
  );
}

/** Who places an order, and in which language its emails are written. */
export interface Shopper {
  id: string;
  lang: Lang;
}

export async function checkout(
  shopper: Shopper,
  cartId: string,
  request: CheckoutRequest,
  now: Now,
  rules: OrderRules,
): Promise<Order> {
  return rules.catalogue.write((tx) => placeOrder(tx, shopper, cartId, request, now, rules));
}

/**
 * Claims the cart, checks the shop's rules, takes stock and writes the order and its email on `tx`; the caller owns
 * the transaction. The shopper's row is locked first, so two checkouts of one account take turns and the open-order
 * limit counts what the other committed; the cash-on-delivery cap is checked on the prices read here.
 */
async function placeOrder(
  tx: CatalogueTx,
  shopper: Shopper,
  cartId: string,
  request: CheckoutRequest,
  now: Now,
  rules: OrderRules,
): Promise<Order> {
  const userId = shopper.id;
  const orderId = randomUUID();
  const method = METHOD_OF_CHECKOUT[request.paymentmethod];
  const online = method !== 'cod';
  if (online && !rules.onlineMethods.includes(method)) {
    throw new HttpError(
      400,
      'validation.paymentmethod.invalid',
      {},
      {
        paymentmethod: 'validation.paymentmethod.invalid',
      },
    );
  }
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)));
  if (!cart) throw notFound('server.cart.notFound');
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [open] = await tx
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...CANCELLABLE_STATUSES])));
  const openCount = Number(open?.count ?? 0);
  // The open-order limit is cash on delivery's: an online order is paid before it ships, or its hold runs out.
  if (!online && openCount >= rules.maxOpenOrders) {
    throw conflict('server.checkout.openOrders', { count: formatCount(openCount, shopper.lang) });
  }
  // Claim the cart first: a second checkout of the same cart waits here, then finds it used.
  const claimed = await tx
    .update(carts)
    .set({ checkedOutAt: new Date(now()) })
    .where(and(eq(carts.id, cartId), isNull(carts.checkedOutAt)))
    .returning({ id: carts.id });
  if (claimed.length === 0) throw conflict('server.cart.used');

  // Reprice from the database at checkout time: the catalogue takes the stock and answers each variant as it is now.
  // The order's lines are in product id order, then variant id.
  const key = (line: CartLine) => `${line.product._id}\u0000${variantOfLine(line)}`;
  const sorted = [...cart.lines].sort((a, b) => (key(a) < key(b) ? -1 : 1));
  const at = new Date(now());
  const taken = await takeStock(
    tx,
    sorted.map((line) => ({
      productId: line.product._id,
      variantId: variantOfLine(line),
      quantity: line.quantity,
    })),
    { orderId, actorId: userId, at },
  );
  const lines: CartLine[] = sorted.map((line, i) => {
    const variant = taken[i]!;
    const unit = unitPrice(variant);
    return {
      product: {
        ...line.product,
        price: variant.price,
        priceAfterDiscount: variant.priceAfterDiscount,
        unitPrice: unit,
        quantity: variant.quantity,
      },
      quantity: line.quantity,
      total: unit * line.quantity,
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  const total = orderTotal(subtotal);
  if (!online && !cashOnDeliveryAllows(subtotal, rules.codMaxOrderEgp)) {
    // The cap is cash on delivery's; the rollback returns the stock taken.
    throw new HttpError(422, 'server.checkout.codCap', {
      cap: formatPrice(rules.codMaxOrderEgp, shopper.lang),
      total: formatPrice(total, shopper.lang),
    });
  }
  if (request.total !== undefined && request.total !== total)
    throw totalChanged(request.total, subtotal, lines, shopper.lang);
  const [placed] = await tx
    .insert(orders)
    .values({
      id: orderId,
      userId,
      cartId,
      lines,
      address: request.address,
      note: request.note,
      paymentMethod: request.paymentmethod,
      status: 'pending',
      statusHistory: [{ status: 'pending', at: at.toISOString(), by: userId }],
      subtotal,
      deliveryFee: DELIVERY_FEE,
      total,
      lang: shopper.lang,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  // Its payment: cash on delivery needs none now; an online one is awaited while the stock is held.
  await tx.insert(payments).values({
    orderId,
    method,
    status: online ? 'awaiting' : 'not required',
    amountCents: total * 100,
    holdUntil: online ? new Date(at.getTime() + rules.paymentHoldMinutes * 60_000) : null,
    createdAt: at,
    updatedAt: at,
  });
  await rules.mail(tx, 'order.placed', placed!, at);
  // Read through `tx`: on PGlite (one connection) a read through `db` would wait for this transaction.
  const order = await findOrder(tx, orderId, { id: userId, role: 'user' });
  if (!order) throw new Error('order vanished after checkout');
  return order;
}

export interface CheckoutAnswer {
  status: number;
  body: { data: Order };
  /** True when the answer is the one stored for an earlier request with this key. */
  replayed: boolean;
}

/** What identifies "the same request" for an Idempotency-Key: the cart and the validated body. */
export function checkoutRequestHash(cartId: string, request: CheckoutRequest): string {
  // An empty landmark is left out, as keys stored before addresses had one were hashed: a retry that spans the
  // change is still the same request.
  const address = request.address.map(({ landmark, ...six }) => (landmark ? { ...six, landmark } : six));
  return createHash('sha256')
    .update(JSON.stringify({ cartId, input: { ...request, address } }))
    .digest('hex');
}

/** A cart's purchase: which variants and how many of each, whatever its id, prices or order of lines. */
const purchaseOf = (lines: readonly CartLine[]) =>
  JSON.stringify(lines.map((line) => [line.product._id, variantOfLine(line), line.quantity]).sort());

/** Whether `cartId` buys what the order stored under this key bought (only an answered key has an order). */
async function samePurchase(
  tx: Database,
  userId: string,
  cartId: string,
  previous: typeof idempotencyKeys.$inferSelect,
): Promise<boolean> {
  const placed = (previous.responseBody as { data?: Order } | null)?.data;
  if (previous.responseStatus === null || !placed) return false;
  const [cart] = await tx
    .select({ lines: carts.lines })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)));
  return cart !== undefined && purchaseOf(cart.lines) === purchaseOf(placed.cartId.products);
}

/**
 * Checkout under an Idempotency-Key. Taking the key, placing the order and storing its answer are one
 * transaction, so a crash leaves either all of them or none: never a key "in progress" beside a placed order.
 * A duplicate running at the same moment is refused with 409 by a transaction-scoped advisory lock on
 * (user, key) — try-lock, so it never waits and cannot deadlock; on PGlite transactions are serialised anyway,
 * so a duplicate there finds the stored answer instead. A failure rolls everything back: the key stays free.
 */
export async function checkoutWithKey(
  shopper: Shopper,
  cartId: string,
  request: CheckoutRequest,
  key: string,
  now: Now,
  rules: OrderRules,
): Promise<CheckoutAnswer> {
  const userId = shopper.id;
  const requestHash = checkoutRequestHash(cartId, request);
  const keyWhere = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return rules.catalogue.write(async (tx) => {
    // Both drivers (node-postgres and PGlite) answer a raw query with `{ rows }`.
    const { rows } = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${userId}), hashtext(${key})) as locked`,
    )) as { rows: { locked: boolean }[] };
    if (rows[0]?.locked !== true) throw new HttpError(409, 'server.idempotency.inProgress');
    const [previous] = await tx.select().from(idempotencyKeys).where(keyWhere);
    if (previous && previous.requestHash !== requestHash) {
      // The key names the shopper's cart: the same purchase sent again (another tab of the same cart, with its own
      // priced cart, address or note) is the order that cart already became; another purchase is a misused key.
      if (!(await samePurchase(tx, userId, cartId, previous))) {
        throw new HttpError(422, 'server.idempotency.mismatch');
      }
    }
    if (previous && previous.responseStatus !== null) {
      return {
        status: previous.responseStatus,
        body: previous.responseBody as { data: Order },
        replayed: true,
      };
    }
    let order: Order;
    if (previous) {
      // A claim without an answer was left by a crash of a version that claimed the key in its own transaction.
      // Its order, if it was committed, is the one of this cart (a cart is checked out at most once).
      const [placed] = await ordersWhere(tx, and(eq(orders.cartId, cartId), eq(orders.userId, userId)), 1);
      order = placed ?? (await placeOrder(tx, shopper, cartId, request, now, rules));
    } else {
      order = await placeOrder(tx, shopper, cartId, request, now, rules);
    }
    const body = { data: order };
    await tx
      .insert(idempotencyKeys)
      .values({
        userId,
        key,
        requestHash,
        responseStatus: 201,
        responseBody: body,
        createdAt: new Date(now()),
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { responseStatus: 201, responseBody: body },
      });
    return { status: 201, body, replayed: false };
  });
}
