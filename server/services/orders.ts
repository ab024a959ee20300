// Orders as their owners and the desk read them, and the rules every order change follows.
import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_NUMBER_PATTERN,
  STAFF_ROLES,
  type LineVariant,
  type Order,
  type OnlineMethodKey,
  type OrderPayment,
} from '../../src/contract';
import type { CatalogueWrites } from '../catalogue';
import type { Database } from '../db/client';
import { orders, payments, users, type OrderRow, type PaymentRow } from '../db/schema';
import type { OrderMailKind } from './orderMail';

/** The clock (injected: tests move it). */
export type Now = () => number;

/** Who acts on an order: its owner, staff or a manager. */
export type Actor = { id: string; role: string };
export const isStaff = (actor: Actor) => (STAFF_ROLES as readonly string[]).includes(actor.role);

/**
 * What the order state machine needs beside the database: the shop's rules (server/config.ts), the outbox, where
 * each change queues its email in its own transaction (server/services/outbox.ts), and the catalogue, whose stock a
 * change takes or returns in the catalogue's transaction.
 */
export interface OrderRules {
  /** A change that takes or returns stock runs in catalogue.write, which announces it once committed. */
  catalogue: CatalogueWrites;
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

export async function ordersWhere(db: Database, where: SQL | undefined, limit = 200): Promise<Order[]> {
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

/**
 * What the user bought of the product in their most recent completed order containing it (the right to review it):
 * that order's line's variant (its last line of the product, should it hold two), or null for a line stored before
 * variants; undefined when no completed order of theirs contains the product.
 */
export async function lastCompletedPurchase(
  db: Database,
  userId: string,
  productId: string,
): Promise<{ variant: LineVariant | null } | undefined> {
  const [row] = await db
    .select({ lines: orders.lines })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'completed'),
        sql`${orders.lines} @> ${JSON.stringify([{ product: { _id: productId } }])}::jsonb`,
      ),
    )
    .orderBy(sql`${orders.completedAt} desc nulls last`, desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!row) return undefined;
  const line = row.lines.filter((each) => each.product._id === productId).at(-1);
  return { variant: line?.product.variant ?? null };
}
