// The order's state machine: the desk's steps and calls, and the one cancellation that returns stock.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  DESK_CANCELLABLE_STATUSES,
  ORDER_PROGRESS,
  type ConfirmationRequest,
  type Order,
} from '../../src/contract';
import { returnStock, variantOfLine, type CatalogueTx } from '../catalogue';
import type { Database } from '../db/client';
import { orderCalls, orders, payments, type OrderRow, type StoredStatusChange } from '../db/schema';
import { findOrder, isStaff, type Actor, type Now, type OrderRules } from './orders';
import { logActivity } from './activity';
import { conflict, HttpError, notFound } from './errors';

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
 * The one cancellation, for the shopper's own cancel, the order desk's and the timers': on the catalogue's `tx`, with
 * the order's row locked (`current`) and still in one of `allowed` (the shopper's: pending or in progress; the desk's
 * also shipped, for a refusal at the door), it records who cancelled (`actor`; null for a timer) and why, has the
 * catalogue put every line's units back (a 'cancel' stock movement each), queues the cancellation email, and adds
 * an activity row when staff did it. Racing cancels take turns on the row's lock; the second finds the order
 * cancelled (409), so the stock returns exactly once.
 */
export async function cancelLocked(
  tx: CatalogueTx,
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
  const stockReturned = await returnStock(
    tx,
    current.lines.map((line) => ({
      productId: line.product._id,
      variantId: variantOfLine(line),
      quantity: line.quantity,
    })),
    'cancel',
    { orderId: current.id, actorId: actor?.id ?? null, at },
  );
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
  await rules.catalogue.write(async (tx) =>
    cancelLocked(tx, await lockedOrder(tx, orderId), viewer, reason, new Date(now()), rules),
  );
  const order = await findOrder(db, orderId, viewer);
  if (!order) throw notFound('server.order.notFound');
  return order;
}

/** The order desk's cancel: a shop reason, naming the version read (409 when the order changed since). */
export async function cancelAtDesk(
  orderId: string,
  actor: Actor,
  reason: string,
  version: number,
  now: Now,
  rules: OrderRules,
): Promise<void> {
  await rules.catalogue.write(async (tx) => {
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
