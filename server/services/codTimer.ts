// The cash-on-delivery confirmation timer: orders nobody confirmed in time are cancelled, on any instance.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { NOT_CONFIRMED_REASON } from '../../src/contract';
import type { Database } from '../db/client';
import { orders, payments } from '../db/schema';
import { cancelLocked } from './orderChanges';
import type { Now, OrderRules } from './orders';

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
    const done = await rules.catalogue.write(async (tx) => {
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
