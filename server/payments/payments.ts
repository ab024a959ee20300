// Online payments: starting (and retrying) a payment at the provider, the provider's signed callbacks acted on once
// per transaction under the order's row lock, the hold timer that cancels an order whose payment never came,
// switching an unpaid order to cash on delivery, and refunds. Lock order everywhere: the order's row, then its
// payment's, so the hold timer and a late callback take turns and never deadlock.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  cashOnDeliveryAllows,
  CHECKOUT_OF_METHOD,
  PAYMENT_NOT_COMPLETED_REASON,
  type OnlineMethodKey,
  type OrderPayment,
  type PaymentCallbackEntry,
  type PaymentRefundEntry,
} from '../../src/contract';
import type { Database } from '../db/client';
import {
  orders,
  paymentAttempts,
  paymentCallbacks,
  paymentRefunds,
  payments,
  paymentTransactions,
  users,
  type PaymentRow,
} from '../db/schema';
import { logActivity } from '../services/activity';
import { conflict, HttpError, notFound } from '../services/errors';
import { formatPrice, type Lang } from '../services/messages';
import { cancelLocked, lockedOrder } from '../services/orderChanges';
import { paymentDto, type OrderRules } from '../services/orders';
import { ProviderError, type PaymentProvider, type Transaction } from './provider';

type Now = () => number;

/** What the payment functions need: the database, the provider, the order rules (mail, hold), the shop's address. */
export interface PaymentContext {
  db: Database;
  provider: PaymentProvider;
  rules: OrderRules;
  now: Now;
  /** The shop's public address: the callback and return URLs given to the provider. */
  appUrl: string;
}

export const CALLBACK_PATH = '/api/payments/paymob/callback';
export const RETURN_PATH = '/api/payments/paymob/return';

/** EGP from piasters, as the emails write it (two decimals only when there are piasters). */
export function formatCents(amountCents: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: amountCents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountCents / 100);
}

async function lockedPayment(tx: Database, orderId: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
  if (!row) throw notFound('server.order.notFound');
  return row;
}

const UNPAID = ['awaiting', 'declined'] as const;
const isUnpaidOnline = (p: PaymentRow) =>
  p.method !== 'cod' && (UNPAID as readonly string[]).includes(p.status);

/** Splits a shopper's name for the provider's billing data (a one-word name is both). */
function names(full: string): { firstName: string; lastName: string } {
  const parts = full.trim().split(/\s+/);
  const firstName = parts[0] || 'Customer';
  return { firstName, lastName: parts.slice(1).join(' ') || firstName };
}

/**
 * Starts (or retries) the online payment of the shopper's own order: creates a payment at the provider for what
 * the order costs now (from the database, never from the client), records the attempt, and answers the page the
 * shopper pays on. `method` switches between the online methods switched on. 409 unless the order is pending and
 * its online payment not made, or when its hold ran out.
 */
export async function startPayment(
  ctx: PaymentContext,
  orderId: string,
  shopperId: string,
  method?: OnlineMethodKey,
): Promise<{ checkoutUrl: string }> {
  const { db, now, rules } = ctx;
  const [row] = await db
    .select({
      order: orders,
      payment: payments,
      user: { name: users.name, email: users.email, phone: users.phone },
    })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, shopperId)));
  if (!row) throw notFound('server.order.notFound');
  const { order, payment, user } = row;
  if (order.status !== 'pending' || !isUnpaidOnline(payment)) throw conflict('server.payment.notPayable');
  if (!payment.holdUntil || payment.holdUntil.getTime() <= now()) throw conflict('server.payment.holdOver');
  const chosen = method ?? (payment.method as OnlineMethodKey);
  if (!rules.onlineMethods.includes(chosen)) {
    throw new HttpError(
      400,
      'validation.paymentmethod.invalid',
      {},
      { method: 'validation.paymentmethod.invalid' },
    );
  }
  const attempt = payment.attempts + 1;
  const reference = attempt === 1 ? order.id : `${order.id}_${attempt}`;
  const address = order.address[0]!;
  let created;
  try {
    created = await ctx.provider.createPayment({
      reference,
      amountCents: payment.amountCents,
      currency: 'EGP',
      method: chosen,
      payer: {
        ...names(user.name),
        email: user.email,
        phone: user.phone,
        street: address.street,
        building: address.building,
        floor: address.floor,
        apartment: address.apartment,
        city: address.city,
        state: address.government,
      },
      items: order.lines.map((line) => ({
        name: line.product.name,
        amountCents: line.product.unitPrice * 100,
        quantity: line.quantity,
      })),
      notificationUrl: `${ctx.appUrl}${CALLBACK_PATH}`,
      redirectionUrl: `${ctx.appUrl}${RETURN_PATH}`,
      expirationSeconds: Math.max(60, Math.ceil((payment.holdUntil.getTime() - now()) / 1000)),
    });
  } catch (error) {
    if (error instanceof ProviderError) throw new HttpError(502, 'server.payment.providerDown');
    throw error;
  }
  await db.transaction(async (tx) => {
    await lockedOrder(tx, orderId);
    const current = await lockedPayment(tx, orderId);
    await tx.insert(paymentAttempts).values({
      providerOrderId: created.providerOrderId,
      orderId,
      method: chosen,
      intentionId: created.intentionId,
      reference,
      createdAt: new Date(now()),
    });
    // Only an unpaid payment turns to this attempt: a success that arrived meanwhile stays.
    if (isUnpaidOnline(current)) {
      await tx
        .update(payments)
        .set({
          method: chosen,
          status: 'awaiting',
          providerOrderId: created.providerOrderId,
          attempts: sql`${payments.attempts} + 1`,
          updatedAt: new Date(now()),
        })
        .where(eq(payments.orderId, orderId));
      await tx
        .update(orders)
        .set({ paymentMethod: CHECKOUT_OF_METHOD[chosen] })
        .where(eq(orders.id, orderId));
    }
  });
  return { checkoutUrl: created.checkoutUrl };
}

/**
 * Switches the shopper's own unpaid online order to cash on delivery, when cash on delivery carries it (the shop's
 * cap); from then on it waits for the shop's confirmation call like any cash order. 409 otherwise.
 */
export async function switchToCash(ctx: PaymentContext, orderId: string, shopperId: string, lang: Lang) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    if (order.userId !== shopperId) throw notFound('server.order.notFound');
    const payment = await lockedPayment(tx, orderId);
    if (order.status !== 'pending' || !isUnpaidOnline(payment)) throw conflict('server.payment.notPayable');
    if (!cashOnDeliveryAllows(order.subtotal, ctx.rules.codMaxOrderEgp)) {
      throw new HttpError(422, 'server.checkout.codCap', {
        cap: formatPrice(ctx.rules.codMaxOrderEgp, lang),
        total: formatPrice(order.total, lang),
      });
    }
    const at = new Date(ctx.now());
    await tx
      .update(payments)
      .set({ method: 'cod', status: 'not required', holdUntil: null, updatedAt: at })
      .where(eq(payments.orderId, orderId));
    await tx
      .update(orders)
      .set({ paymentMethod: CHECKOUT_OF_METHOD.cod, updatedAt: at, version: order.version + 1 })
      .where(eq(orders.id, orderId));
  });
}

/** A refused callback: kept with its verdict, answered with `status`, nothing else changed. */
class Refused extends HttpError {}

async function keepCallback(
  db: Database,
  entry: {
    orderId: string | null;
    kind: 'processed' | 'redirect';
    transactionId: string | null;
    raw: string;
    verdict: string;
  },
  at: Date,
) {
  await db.insert(paymentCallbacks).values({
    id: randomUUID(),
    orderId: entry.orderId,
    kind: entry.kind,
    transactionId: entry.transactionId,
    rawBody: entry.raw,
    verdict: entry.verdict,
    createdAt: at,
  });
}

/**
 * Acts on one verified transaction, on `tx`, with the order's and the payment's rows locked. Each transaction id
 * acts once (payment_transactions' primary key); a later state never goes back to an earlier one. Answers the
 * verdict kept with the callback.
 */
async function applyTransaction(
  tx: Database,
  ctx: PaymentContext,
  transaction: Transaction,
  attempt: { orderId: string; providerOrderId: string; method: string },
  at: Date,
): Promise<string> {
  const order = await lockedOrder(tx, attempt.orderId);
  const payment = await lockedPayment(tx, attempt.orderId);
  if (transaction.pending) return 'pending';
  if (
    !transaction.reversal &&
    (transaction.amountCents !== payment.amountCents || transaction.currency !== 'EGP')
  ) {
    throw new Refused(422, 'server.payment.wrongAmount');
  }
  const outcome = (() => {
    if (transaction.reversal) return 'reversal';
    if (transaction.success) {
      if (payment.transactionId && payment.transactionId !== transaction.id) return 'twice';
      if (order.status === 'cancelled') return 'late';
      return 'paid';
    }
    if (payment.status !== 'awaiting') return 'ignored';
    if (attempt.providerOrderId !== payment.providerOrderId) return 'stale';
    return 'declined';
  })();
  const [claimed] = await tx
    .insert(paymentTransactions)
    .values({
      transactionId: transaction.id,
      orderId: order.id,
      success: transaction.success,
      amountCents: transaction.amountCents,
      outcome,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: paymentTransactions.transactionId });
  if (!claimed) return 'duplicate';
  const method = attempt.method as OnlineMethodKey;
  if (outcome === 'paid') {
    await tx
      .update(payments)
      .set({
        method,
        status: 'paid',
        transactionId: transaction.id,
        paidAt: at,
        holdUntil: null,
        updatedAt: at,
      })
      .where(eq(payments.orderId, order.id));
    // Paid: no confirmation call; the order goes to the desk confirmed.
    const [confirmed] = await tx
      .update(orders)
      .set({
        confirmedAt: order.confirmedAt ?? at,
        paymentMethod: CHECKOUT_OF_METHOD[method],
        version: order.version + 1,
        updatedAt: at,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await ctx.rules.mail(tx, 'payment.received', confirmed!, at);
  } else if (outcome === 'late' || outcome === 'twice') {
    // Money the shop owes back: kept on the payment for the desk, never lost.
    await tx
      .update(payments)
      .set({
        needsRefund: true,
        updatedAt: at,
        ...(outcome === 'late'
          ? { method, status: 'paid' as const, transactionId: transaction.id, paidAt: at, holdUntil: null }
          : {}),
      })
      .where(eq(payments.orderId, order.id));
  } else if (outcome === 'declined') {
    await tx
      .update(payments)
      .set({ status: 'declined', updatedAt: at })
      .where(eq(payments.orderId, order.id));
    await ctx.rules.mail(tx, 'payment.failed', order, at);
  }
  return outcome;
}

/** Finds the attempt a verified transaction belongs to, by the provider's order id (a signed field). */
async function attemptOf(db: Database, transaction: Transaction) {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.providerOrderId, transaction.providerOrderId));
  return attempt;
}

/**
 * The provider's processed callback: verified (HMAC), matched to our order by the provider's order id (and the
 * reference, when sent), checked for amount and currency, then acted on once. Every callback is kept with its
 * verdict. A bad signature answers 401, an unknown order 404, a wrong amount or reference 422: nothing changes.
 */
export async function receiveCallback(
  ctx: PaymentContext,
  query: Record<string, unknown>,
  body: unknown,
  raw: string,
): Promise<{ verdict: string; orderId: string }> {
  const at = new Date(ctx.now());
  const verified = ctx.provider.verifyCallback(query, body);
  if (!verified.ok) {
    await keepCallback(
      ctx.db,
      { orderId: null, kind: 'processed', transactionId: null, raw, verdict: `refused: ${verified.reason}` },
      at,
    );
    throw verified.reason === 'signature'
      ? new HttpError(401, 'server.payment.badSignature')
      : new HttpError(400, 'server.payment.badCallback');
  }
  const { transaction } = verified;
  const attempt = await attemptOf(ctx.db, transaction);
  const base = { kind: 'processed' as const, transactionId: transaction.id, raw };
  if (!attempt) {
    await keepCallback(ctx.db, { ...base, orderId: null, verdict: 'refused: unknown order' }, at);
    throw notFound('server.order.notFound');
  }
  if (transaction.reference && transaction.reference !== attempt.reference) {
    await keepCallback(ctx.db, { ...base, orderId: attempt.orderId, verdict: 'refused: reference' }, at);
    throw new HttpError(422, 'server.payment.wrongReference');
  }
  try {
    const verdict = await ctx.db.transaction(async (tx) => {
      const outcome = await applyTransaction(tx, ctx, transaction, attempt, at);
      await keepCallback(tx, { ...base, orderId: attempt.orderId, verdict: outcome }, at);
      return outcome;
    });
    return { verdict, orderId: attempt.orderId };
  } catch (error) {
    if (error instanceof Refused) {
      await keepCallback(
        ctx.db,
        { ...base, orderId: attempt.orderId, verdict: 'refused: amount or currency' },
        at,
      );
    }
    throw error;
  }
}

/**
 * The shopper's return (the response callback): verified and kept, but it never decides the payment alone: a
 * signed success the processed callback has not brought yet is looked up at the provider, and that answer is
 * acted on. Answers the order to show, or null when the redirect is not ours.
 */
export async function receiveReturn(
  ctx: PaymentContext,
  query: Record<string, unknown>,
  raw: string,
): Promise<string | null> {
  const at = new Date(ctx.now());
  const verified = ctx.provider.verifyRedirect(query);
  if (!verified.ok) {
    await keepCallback(
      ctx.db,
      { orderId: null, kind: 'redirect', transactionId: null, raw, verdict: `refused: ${verified.reason}` },
      at,
    );
    return null;
  }
  const attempt = await attemptOf(ctx.db, verified.transaction);
  if (!attempt) return null;
  let verdict = 'shown';
  if (verified.transaction.success && !verified.transaction.pending) {
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, attempt.orderId));
    if (payment && payment.transactionId !== verified.transaction.id) {
      try {
        const looked = await ctx.provider.lookupTransaction(verified.transaction.id);
        if (looked.providerOrderId === attempt.providerOrderId) {
          verdict = await ctx.db.transaction((tx) => applyTransaction(tx, ctx, looked, attempt, at));
          verdict = `looked up: ${verdict}`;
        }
      } catch (error) {
        if (!(error instanceof ProviderError || error instanceof HttpError)) throw error;
        verdict = 'look-up failed';
      }
    }
  }
  await keepCallback(
    ctx.db,
    { orderId: attempt.orderId, kind: 'redirect', transactionId: verified.transaction.id, raw, verdict },
    at,
  );
  return attempt.orderId;
}

/** Holds the timer may take in one pass (the next pass takes the rest). */
const HOLD_BATCH = 50;

/**
 * The hold timer: cancels pending orders whose online payment did not arrive before their hold ran out, with the
 * reason 'Payment not completed' (stock returned, email queued), each in its own transaction. Any number of
 * instances may run it: an order locked elsewhere is skipped (SKIP LOCKED) and the condition is checked again
 * under the lock, so a success that committed first wins; one that comes after finds the order cancelled and is
 * kept as owed back (needsRefund). Resolves with the number cancelled.
 */
export async function expireHolds(db: Database, now: Now, rules: OrderRules): Promise<number> {
  const due = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(inArray(payments.status, [...UNPAID]), lt(payments.holdUntil, new Date(now()))))
    .orderBy(asc(payments.holdUntil))
    .limit(HOLD_BATCH);
  let cancelled = 0;
  for (const { orderId } of due) {
    const done = await rules.catalogue.write(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
        .for('update', { skipLocked: true });
      if (!order) return false;
      const payment = await lockedPayment(tx, orderId);
      if (!isUnpaidOnline(payment) || !payment.holdUntil || payment.holdUntil.getTime() >= now())
        return false;
      const at = new Date(now());
      await tx
        .update(payments)
        .set({ status: 'expired', holdUntil: null, updatedAt: at })
        .where(eq(payments.orderId, orderId));
      await cancelLocked(tx, order, null, PAYMENT_NOT_COMPLETED_REASON, at, rules);
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}

/** Who refunds: a manager (activity log), or a service acting for one (returns). */
export interface RefundActor {
  id: string;
}

/**
 * Refunds `amountCents` (piasters) of an order's payment, for `reason`, by `actor`; callable from any service (the
 * desk's manager refund, returns). Under the order's and the payment's row locks: never more than was paid minus
 * what was refunded (409 otherwise), so two refunds at once cannot pass it together. An online payment is refunded
 * through the provider (on the transaction that paid); a cash-on-delivery order, once completed (the cash
 * collected), is recorded as paid out by hand and nothing is sent to the provider. The refund, the payment's new
 * state, the shopper's email and the activity row commit together; a provider that refuses leaves nothing changed.
 */
export async function refundPayment(
  ctx: PaymentContext,
  orderId: string,
  amountCents: number,
  reason: string,
  actor: RefundActor,
): Promise<OrderPayment> {
  checkRefundAmount(amountCents);
  return ctx.db.transaction(
    async (tx) => (await refundOnTransaction(ctx, tx, orderId, amountCents, reason, actor)).payment,
  );
}

function checkRefundAmount(amountCents: number) {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new HttpError(400, 'validation.refund.amount', {}, { amountCents: 'validation.refund.amount' });
  }
}

/**
 * refundPayment on the caller's transaction `tx` (a return's refund commits with the return's move and its own
 * email, so `mail: false` leaves the payment's email out). Answers the payment and the provider's refund id (null
 * for cash on delivery).
 */
export async function refundOnTransaction(
  ctx: Omit<PaymentContext, 'db'>,
  tx: Database,
  orderId: string,
  amountCents: number,
  reason: string,
  actor: RefundActor,
  { mail = true }: { mail?: boolean } = {},
): Promise<{ payment: OrderPayment; providerRefundId: string | null }> {
  checkRefundAmount(amountCents);
  const order = await lockedOrder(tx, orderId);
  const payment = await lockedPayment(tx, orderId);
  const online = payment.method !== 'cod';
  const refundable = online
    ? ['paid', 'partly refunded'].includes(payment.status)
    : order.status === 'completed' && payment.refundedCents < payment.amountCents;
  if (!refundable) throw conflict('server.refund.notPaid');
  const left = payment.amountCents - payment.refundedCents;
  if (amountCents > left) {
    throw conflict('server.refund.tooMuch', { left: formatCents(left, order.lang) });
  }
  const at = new Date(ctx.now());
  let providerRefundId: string | null = null;
  if (online) {
    try {
      providerRefundId = (await ctx.provider.refund(payment.transactionId!, amountCents)).refundId;
    } catch (error) {
      if (error instanceof ProviderError) throw new HttpError(502, 'server.payment.refundFailed');
      throw error;
    }
  }
  const refunded = payment.refundedCents + amountCents;
  const status = refunded === payment.amountCents ? 'refunded' : 'partly refunded';
  await tx.insert(paymentRefunds).values({
    id: randomUUID(),
    orderId,
    amountCents,
    reason,
    channel: online ? 'gateway' : 'cash',
    providerRefundId,
    actorId: actor.id,
    createdAt: at,
  });
  const [updated] = await tx
    .update(payments)
    .set({
      refundedCents: refunded,
      status: online ? status : payment.status,
      needsRefund: payment.needsRefund && refunded < payment.amountCents,
      updatedAt: at,
    })
    .where(eq(payments.orderId, orderId))
    .returning();
  const [touched] = await tx
    .update(orders)
    .set({ version: order.version + 1, updatedAt: at })
    .where(eq(orders.id, orderId))
    .returning();
  if (mail) {
    await ctx.rules.mail(tx, 'payment.refunded', touched!, at, {
      amount: formatCents(amountCents, order.lang),
      refunded: formatCents(refunded, order.lang),
      paid: formatCents(payment.amountCents, order.lang),
    });
  }
  await logActivity(tx, {
    actorId: actor.id,
    action: 'payment.refund',
    entity: 'order',
    entityId: orderId,
    before: { refundedCents: payment.refundedCents, status: payment.status },
    after: {
      refundedCents: refunded,
      status: updated!.status,
      amountCents,
      reason,
      channel: online ? 'gateway' : 'cash',
    },
    at,
  });
  return { payment: paymentDto(order, updated), providerRefundId };
}

/**
 * What a kept callback claimed, for the desk: its amount and whether it succeeded. Only these two are read from the
 * raw body (a processed callback's JSON, a redirect's query), which also names the payer and stays in the database.
 */
function claimOf(kind: string, raw: string): { amountCents: number | null; success: boolean | null } {
  let fields: Record<string, unknown> = {};
  try {
    if (kind === 'redirect') fields = Object.fromEntries(new URLSearchParams(raw));
    else {
      const parsed = JSON.parse(raw) as { obj?: unknown } | null;
      if (parsed && typeof parsed.obj === 'object' && parsed.obj)
        fields = parsed.obj as Record<string, unknown>;
    }
  } catch {
    return { amountCents: null, success: null };
  }
  const amount = Number(fields.amount_cents);
  const success = fields.success;
  return {
    amountCents: fields.amount_cents !== undefined && Number.isSafeInteger(amount) ? amount : null,
    success:
      success === true || success === 'true' ? true : success === false || success === 'false' ? false : null,
  };
}

/** The order's callbacks and refunds, oldest first, for the desk. */
export async function paymentLedger(
  db: Database,
  orderId: string,
): Promise<{ paymentCallbacks: PaymentCallbackEntry[]; refunds: PaymentRefundEntry[] }> {
  const callbacks = await db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.orderId, orderId))
    .orderBy(asc(paymentCallbacks.createdAt), asc(paymentCallbacks.id));
  const refunds = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  return {
    paymentCallbacks: callbacks.map((c) => ({
      _id: c.id,
      kind: c.kind,
      transactionId: c.transactionId,
      verdict: c.verdict,
      ...claimOf(c.kind, c.rawBody),
      createdAt: c.createdAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      _id: r.id,
      amountCents: r.amountCents,
      reason: r.reason,
      channel: r.channel,
      actorId: r.actorId,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
