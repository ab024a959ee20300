// Carts, checkout (one transaction, idempotent under a key), the order state machine, cancellation and its stock return.
import { createHash, randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  cashOnDeliveryAllows,
  DESK_CANCELLABLE_STATUSES,
  DELIVERY_FEE,
  orderTotal,
  NOT_CONFIRMED_REASON,
  ORDER_NUMBER_PATTERN,
  ORDER_PROGRESS,
  STAFF_ROLES,
  unitPrice,
  type Cart,
  type CartLine,
  type CartRequestLine,
  type CheckoutRequest,
  type ConfirmationRequest,
  type Order,
  type TotalChangedAnswer,
  METHOD_OF_CHECKOUT,
  type OnlineMethodKey,
  type OrderPayment,
} from '../../src/contract';
import type { Database } from '../db/client';
import {
  carts,
  idempotencyKeys,
  orderCalls,
  orders,
  payments,
  products,
  stockMovements,
  users,
  type OrderRow,
  type PaymentRow,
  type StoredStatusChange,
} from '../db/schema';
import { logActivity } from './activity';
import { conflict, HttpError, notFound } from './errors';
import { formatCount, formatPrice, type Lang } from './messages';
import type { OrderMailKind } from './orderMail';

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 1000;

type Now = () => number;

/**
 * What the order state machine needs beside the database: the shop's rules (server/config.ts) and the outbox, where
 * each change queues its email in its own transaction (server/services/outbox.ts).
 */
export interface OrderRules {
  /** Renders the order's `kind` email in its language and adds it to the outbox, on `tx`. */
  mail(
    tx: Database,
    kind: OrderMailKind,
    order: OrderRow,
    at: Date,
    params?: Record<string, string>,
  ): Promise<void>;
  /** The online methods switched on (a Paymob integration id each); [] leaves checkout cash on delivery only. */
  onlineMethods: readonly OnlineMethodKey[];
  /** Minutes an order awaiting online payment holds its stock (PAYMENT_HOLD_MINUTES). */
  paymentHoldMinutes: number;
  codMaxOrderEgp: number;
  maxOpenOrders: number;
  /** 0: unconfirmed orders are never cancelled by the timer. */
  codConfirmHours: number;
}

export async function createCart(
  db: Database,
  userId: string,
  lines: CartRequestLine[],
  now: Now,
): Promise<Cart> {
  // Merge repeated products so each product has one line.
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const ids = [...wanted.keys()];
  // An archived product is refused like an unknown one.
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new HttpError(
      404,
      'server.product.notFound',
      {},
      Object.fromEntries(missing.map((id) => [id, 'server.product.notFound'])),
    );
  }
  const cartLines: CartLine[] = ids.map((id) => {
    const p = byId.get(id)!;
    const quantity = wanted.get(id)!;
    const unit = unitPrice(p);
    return {
      product: {
        _id: p.id,
        name: p.name,
        nameAr: p.nameAr,
        price: p.price,
        priceAfterDiscount: p.priceAfterDiscount,
        unitPrice: unit,
        images: p.images,
        color: p.color,
        quantity: p.quantity,
      },
      quantity,
      total: unit * quantity,
    };
  });
  const totalPrice = cartLines.reduce((sum, l) => sum + l.total, 0);
  const [row] = await db
    .insert(carts)
    .values({ id: randomUUID(), userId, lines: cartLines, totalPrice, createdAt: new Date(now()) })
    .returning();
  if (!row) throw new Error('cart insert returned nothing');
  return {
    _id: row.id,
    user: userId,
    products: row.lines,
    totalPrice: row.totalPrice,
    createdAt: row.createdAt.toISOString(),
  };
}

interface OrderUser {
  id: string;
  name: string;
  phone: string;
  email: string;
}

/** The payment of an order, or cash on delivery for a row without one (an order read inside its own checkout). */
export function paymentDto(row: OrderRow, payment: PaymentRow | null | undefined): OrderPayment {
  if (!payment) {
    return {
      method: 'cod',
      status: 'not required',
      amountCents: row.total * 100,
      refundedCents: 0,
      providerOrderId: null,
      transactionId: null,
      needsRefund: false,
      holdUntil: null,
    };
  }
  return {
    method: payment.method,
    status: payment.status,
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    providerOrderId: payment.providerOrderId,
    transactionId: payment.transactionId,
    needsRefund: payment.needsRefund,
    holdUntil: payment.holdUntil?.toISOString() ?? null,
  };
}

export function orderDto(row: OrderRow, user: OrderUser, payment?: PaymentRow | null): Order {
  return {
    payment: paymentDto(row, payment),
    _id: row.id,
    status: row.status,
    cartId: { _id: row.cartId, products: row.lines },
    userId: { _id: user.id, name: user.name, phone: user.phone, email: user.email },
    address: row.address,
    paymentmethod: row.paymentMethod,
    note: row.note,
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    total: row.total,
    // Who moved the order (`by`) is for the order desk; the shopper's answer keeps the spec's entries.
    statusHistory: row.statusHistory.map(({ status, at }) => ({ status, at })),
    cancelReason: (row.cancelReason as Order['cancelReason']) ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    shipment:
      row.courier && row.trackingNumber ? { courier: row.courier, trackingNumber: row.trackingNumber } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const userColumns = { id: users.id, name: users.name, phone: users.phone, email: users.email };

async function ordersWhere(db: Database, where: SQL | undefined, limit = 200): Promise<Order[]> {
  const rows = await db
    .select({ order: orders, user: userColumns, payment: payments })
    .from(orders)
    .innerJoin(users, eq(orders.userId, users.id))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((r) => orderDto(r.order, r.user, r.payment));
}

export const ordersOfUser = (db: Database, userId: string) => ordersWhere(db, eq(orders.userId, userId));

/** The order when the caller may see it (owner or staff); otherwise null, so callers answer 404. */
export async function findOrder(db: Database, id: string, viewer: { id: string; role: string }) {
  const [row] = await ordersWhere(db, eq(orders.id, id), 1);
  if (!row) return null;
  if (viewer.role !== 'staff' && viewer.role !== 'manager' && row.userId._id !== viewer.id) return null;
  return row;
}

/**
 * The order a short number names (`#5EF9B888`, any case, '#' optional: the first block of its id), among the orders
 * `where` allows; null when none or, in the unlikely case two ids share the block, more than one.
 */
async function orderByNumber(db: Database, number: string, where: SQL | undefined): Promise<Order | null> {
  const block = ORDER_NUMBER_PATTERN.exec(number.trim())?.[1]?.toLowerCase();
  if (!block) return null;
  const rows = await ordersWhere(db, and(like(orders.id, `${block}-%`), where), 2);
  return rows.length === 1 ? rows[0]! : null;
}

/** The order by its id or its short number, when the caller may see it (owner or staff); otherwise null (404). */
export async function findOrderByIdOrNumber(db: Database, idOrNumber: string, viewer: Actor) {
  if (!ORDER_NUMBER_PATTERN.test(idOrNumber.trim())) return findOrder(db, idOrNumber, viewer);
  return orderByNumber(db, idOrNumber, isStaff(viewer) ? undefined : eq(orders.userId, viewer.id));
}

/**
 * A guest's lookup: the order with this short number placed by the account with this phone (both already
 * validated and the phone normalised); null for any mismatch, so an answer says nothing about which part was wrong.
 */
export const lookupOrder = (db: Database, number: string, phone: string) =>
  orderByNumber(db, number, eq(users.phone, phone));

/** Thrown inside the checkout transaction to roll it back with a 409. */
class OutOfStock extends HttpError {}

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
  db: Database,
  shopper: Shopper,
  cartId: string,
  request: CheckoutRequest,
  now: Now,
  rules: OrderRules,
): Promise<Order> {
  return db.transaction((tx) => placeOrder(tx, shopper, cartId, request, now, rules));
}

/**
 * Claims the cart, checks the shop's rules, takes stock and writes the order and its email on `tx`; the caller owns
 * the transaction. The shopper's row is locked first, so two checkouts of one account take turns and the open-order
 * limit counts what the other committed; the cash-on-delivery cap is checked on the prices read here.
 */
async function placeOrder(
  tx: Database,
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

  // Reprice from the database at checkout time and take stock with conditional updates.
  const lines: CartLine[] = [];
  const movements: (typeof stockMovements.$inferInsert)[] = [];
  // Lock rows in one global order (by id) so that two checkouts can never deadlock.
  const sorted = [...cart.lines].sort((a, b) => (a.product._id < b.product._id ? -1 : 1));
  for (const line of sorted) {
    const [taken] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${line.quantity}` })
      .where(
        and(
          eq(products.id, line.product._id),
          isNull(products.archivedAt),
          sql`${products.quantity} >= ${line.quantity}`,
        ),
      )
      .returning();
    if (!taken) {
      const [current] = await tx
        .select({
          name: products.name,
          nameAr: products.nameAr,
          quantity: products.quantity,
          archivedAt: products.archivedAt,
        })
        .from(products)
        .where(eq(products.id, line.product._id));
      // Archived since it was put in the cart: refused like an unknown product, as the cart refuses it.
      if (!current || current.archivedAt) {
        throw new HttpError(
          404,
          'server.product.notFound',
          {},
          { [line.product._id]: 'server.product.notFound' },
        );
      }
      throw new OutOfStock(
        409,
        'server.stock.short',
        { name: current?.name ?? line.product.name, nameAr: current?.nameAr ?? line.product.nameAr },
        { [line.product._id]: current?.quantity ?? 0 },
      );
    }
    const unit = unitPrice(taken);
    lines.push({
      product: {
        ...line.product,
        price: taken.price,
        priceAfterDiscount: taken.priceAfterDiscount,
        unitPrice: unit,
        quantity: taken.quantity,
      },
      quantity: line.quantity,
      total: unit * line.quantity,
    });
    movements.push({
      id: randomUUID(),
      productId: taken.id,
      delta: -line.quantity,
      reason: 'order',
      quantityAfter: taken.quantity,
      orderId,
      actorId: userId,
      createdAt: new Date(now()),
    });
  }
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
  const at = new Date(now());
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
  await tx.insert(stockMovements).values(movements);
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

/** A cart's purchase: which products and how many of each, whatever its id, prices or order of lines. */
const purchaseOf = (lines: readonly CartLine[]) =>
  JSON.stringify(lines.map((line) => [line.product._id, line.quantity]).sort());

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
  db: Database,
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
  return db.transaction(async (tx) => {
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

type Actor = { id: string; role: string };
const isStaff = (actor: Actor) => (STAFF_ROLES as readonly string[]).includes(actor.role);

/** Someone changed the order since the desk read it (its version moved on): refused, never applied over it. */
const stale = (current: OrderRow) => conflict('server.order.stale', {}, { version: current.version });

/** The order's row, locked until the transaction ends (two actions on one order take turns); 404 when unknown. */
export async function lockedOrder(tx: Database, orderId: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw notFound('server.order.notFound');
  return row;
}

/** Whether the order waits for its online payment (the desk neither confirms nor ships it until it is paid). */
async function onlinePaymentAwaited(tx: Database, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.orderId })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        sql`${payments.method} <> 'cod'`,
        inArray(payments.status, ['awaiting', 'declined']),
      ),
    );
  return Boolean(row);
}

/** Appends one entry to an order's status history (jsonb). */
export const withChange = (change: StoredStatusChange) =>
  sql`${orders.statusHistory} || ${JSON.stringify([change])}::jsonb`;

/**
 * The one cancellation, for the shopper's own cancel, the order desk's and the confirmation timer's: on `tx`, with
 * the order's row locked (`current`) and still in one of `allowed` (the shopper's: pending or in progress; the desk's
 * also shipped, for a refusal at the door), it records who cancelled (`actor`; null for
 * the timer) and why, returns every line's stock with a 'cancel' stock movement, queues the cancellation email, and
 * adds an activity row when staff did it. Racing cancels take turns on the row's lock; the second finds the order
 * cancelled (409), so the stock returns exactly once.
 */
export async function cancelLocked(
  tx: Database,
  current: OrderRow,
  actor: Actor | null,
  reason: string,
  at: Date,
  rules: OrderRules,
  allowed: readonly OrderRow['status'][] = CANCELLABLE_STATUSES,
): Promise<void> {
  if (!allowed.includes(current.status)) throw conflict('server.order.notCancellable');
  const change: StoredStatusChange = { status: 'cancelled', at: at.toISOString(), reason };
  if (actor) change.by = actor.id;
  const [cancelled] = await tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelReason: reason,
      updatedAt: at,
      version: current.version + 1,
      statusHistory: withChange(change),
    })
    .where(eq(orders.id, current.id))
    .returning();
  const stockReturned: { productId: string; quantity: number }[] = [];
  for (const line of current.lines) {
    const [returned] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.quantity}` })
      .where(eq(products.id, line.product._id))
      .returning({ quantity: products.quantity });
    if (!returned) continue;
    stockReturned.push({ productId: line.product._id, quantity: line.quantity });
    await tx.insert(stockMovements).values({
      id: randomUUID(),
      productId: line.product._id,
      delta: line.quantity,
      reason: 'cancel',
      quantityAfter: returned.quantity,
      orderId: current.id,
      actorId: actor?.id ?? null,
      createdAt: at,
    });
  }
  await rules.mail(tx, 'order.cancelled', cancelled!, at);
  if (actor && isStaff(actor)) {
    await logActivity(tx, {
      actorId: actor.id,
      action: 'order.cancel',
      entity: 'order',
      entityId: current.id,
      before: { status: current.status, cancelReason: null },
      after: { status: 'cancelled', cancelReason: reason, stockReturned },
      at,
    });
  }
}

/** The shopper's cancel (or staff through the shopper's call): the order as its viewer sees it afterwards. */
export async function cancelOrder(
  db: Database,
  orderId: string,
  viewer: Actor,
  reason: string,
  now: Now,
  rules: OrderRules,
): Promise<Order> {
  const visible = await findOrder(db, orderId, viewer);
  if (!visible) throw notFound('server.order.notFound');
  await db.transaction(async (tx) =>
    cancelLocked(tx, await lockedOrder(tx, orderId), viewer, reason, new Date(now()), rules),
  );
  const order = await findOrder(db, orderId, viewer);
  if (!order) throw notFound('server.order.notFound');
  return order;
}

/** The order desk's cancel: a shop reason, naming the version read (409 when the order changed since). */
export async function cancelAtDesk(
  db: Database,
  orderId: string,
  actor: Actor,
  reason: string,
  version: number,
  now: Now,
  rules: OrderRules,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedOrder(tx, orderId);
    if (current.version !== version) throw stale(current);
    await cancelLocked(tx, current, actor, reason, new Date(now()), rules, DESK_CANCELLABLE_STATUSES);
  });
}

/**
 * Staff: pending → in progress → shipped → completed, naming the version read (409 when someone changed the order
 * since, so a second click on a stale screen never moves it twice). A pending order leaves it only once confirmed
 * (a confirmation call), so nothing unconfirmed is prepared or shipped; the shipped step names the courier and the
 * tracking number (400 naming the field without them), which the shopper's tracking page shows. The move, its
 * email and its activity row commit together.
 */
export async function advanceOrder(
  db: Database,
  orderId: string,
  request: { version: number; courier?: string | undefined; trackingNumber?: string | undefined },
  now: Now,
  actorId: string,
  rules: OrderRules,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedOrder(tx, orderId);
    if (current.version !== request.version) throw stale(current);
    if (await onlinePaymentAwaited(tx, orderId)) throw conflict('server.order.awaitingPayment');
    const index = (ORDER_PROGRESS as readonly string[]).indexOf(current.status);
    const next = index >= 0 ? ORDER_PROGRESS[index + 1] : undefined;
    if (!next) throw conflict('server.order.final', { status: current.status });
    if (!current.confirmedAt) throw conflict('server.order.notConfirmed');
    let shipment: { courier: string; trackingNumber: string } | undefined;
    if (next === 'shipped') {
      const missing: Record<string, string> = {};
      if (!request.courier) missing.courier = 'validation.orderDesk.courier';
      if (!request.trackingNumber) missing.trackingNumber = 'validation.orderDesk.trackingNumber';
      if (Object.keys(missing).length > 0) throw new HttpError(400, Object.values(missing)[0]!, {}, missing);
      shipment = { courier: request.courier!, trackingNumber: request.trackingNumber!.toUpperCase() };
    }
    const at = new Date(now());
    const [moved] = await tx
      .update(orders)
      .set({
        status: next,
        updatedAt: at,
        // The return windows count from here (services/returns.ts).
        ...(next === 'completed' ? { completedAt: at } : {}),
        version: current.version + 1,
        ...(shipment ?? {}),
        statusHistory: withChange({ status: next, at: at.toISOString(), by: actorId }),
      })
      .where(eq(orders.id, orderId))
      .returning();
    const mailKind =
      next === 'completed' ? 'order.completed' : next === 'shipped' ? 'order.shipped' : 'order.inProgress';
    await rules.mail(tx, mailKind, moved!, at);
    await logActivity(tx, {
      actorId,
      action: 'order.advance',
      entity: 'order',
      entityId: orderId,
      before: { status: current.status },
      after: { status: next, ...(shipment ?? {}) },
      at,
    });
  });
}

/**
 * A confirmation call's outcome at the desk, naming the version read: 'confirmed' sets the pending order's
 * confirmedAt and queues the confirmation email; 'no answer' only counts an attempt. Either way the call is kept
 * with its note, the order's version moves on and the activity log has a row. 409 unless pending and unconfirmed.
 */
export async function recordCall(
  db: Database,
  orderId: string,
  actorId: string,
  call: ConfirmationRequest,
  now: Now,
  rules: OrderRules,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedOrder(tx, orderId);
    if (current.version !== call.version) throw stale(current);
    if (current.status !== 'pending') throw conflict('server.order.notPending');
    if (current.confirmedAt) throw conflict('server.order.alreadyConfirmed');
    if (await onlinePaymentAwaited(tx, orderId)) throw conflict('server.order.awaitingPayment');
    const at = new Date(now());
    const confirmed = call.outcome === 'confirmed';
    await tx
      .insert(orderCalls)
      .values({ id: randomUUID(), orderId, outcome: call.outcome, note: call.note, actorId, createdAt: at });
    const [updated] = await tx
      .update(orders)
      .set({ version: current.version + 1, updatedAt: at, ...(confirmed ? { confirmedAt: at } : {}) })
      .where(eq(orders.id, orderId))
      .returning();
    if (confirmed) await rules.mail(tx, 'order.confirmed', updated!, at);
    await logActivity(tx, {
      actorId,
      action: confirmed ? 'order.confirm' : 'order.noAnswer',
      entity: 'order',
      entityId: orderId,
      before: { confirmedAt: null },
      after: { outcome: call.outcome, note: call.note, confirmedAt: confirmed ? at.toISOString() : null },
      at,
    });
  });
}

/** Unconfirmed orders the timer may take in one pass (the next pass takes the rest). */
const SWEEP_BATCH = 50;

/**
 * The confirmation timer: cancels pending orders nobody confirmed within `codConfirmHours` with the reason
 * 'Not confirmed' (stock returned, email queued), each in its own transaction. Any number of instances may run it:
 * an order locked by another instance is skipped (SKIP LOCKED), and the condition is checked again under the lock,
 * so an order confirmed a moment earlier is left alone. Nothing lives in memory: a restart's first pass finds
 * whatever fell due while the shop was down. Resolves with the number cancelled.
 */
export async function cancelUnconfirmed(db: Database, now: Now, rules: OrderRules): Promise<number> {
  if (rules.codConfirmHours <= 0) return 0;
  const overdue = () =>
    and(
      eq(orders.status, 'pending'),
      isNull(orders.confirmedAt),
      lt(orders.createdAt, new Date(now() - rules.codConfirmHours * 3_600_000)),
      // An order paid online, or awaiting its online payment, is the hold timer's (server/payments/payments.ts).
      sql`NOT EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${payments.method} <> 'cod')`,
    );
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(overdue())
    .orderBy(orders.createdAt)
    .limit(SWEEP_BATCH);
  let cancelled = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), overdue()))
        .for('update', { skipLocked: true });
      if (!current) return false;
      await cancelLocked(tx, current, null, NOT_CONFIRMED_REASON, new Date(now()), rules);
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}

/** True when the user has a completed order containing the product (the right to review it). */
export async function hasCompletedPurchase(
  db: Database,
  userId: string,
  productId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'completed'),
        sql`${orders.lines} @> ${JSON.stringify([{ product: { _id: productId } }])}::jsonb`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
