// Returns and refunds inside the law's windows (Consumer Protection Law 181/2018): what of a completed order may be
// returned now, a shopper's request, and the returns desk's actions (approve with a pickup day or reject with the
// shop's reason, picked up, received, inspected unit by unit with resellable units back in stock, refunded). Every
// change is one transaction with its email (outbox) and, for the desk, its activity row; each desk action names the
// return's version (409 when stale). The windows count from the order's completion (orders.completed_at).
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import {
  BACK_OFFICE_PAGE_SIZES,
  CHANGE_OF_MIND,
  PROVIDER_REFUND,
  westernDigits,
  type ApproveReturnRequest,
  type BackOfficePage,
  type DeskReturn,
  type InspectReturnRequest,
  type ReturnRefundRequest,
  type RejectReturnRequest,
  type Return,
  type ReturnableLine,
  type ReturnDeskQuery,
  type ReturnReason,
  type ReturnRequest,
  type ReturnsOfOrder,
  type ReturnStatus,
} from '../../src/contract';
import { returnStock, variantOfLine, type CatalogueWrites } from '../catalogue';
import type { Database } from '../db/client';
import {
  orders,
  payments,
  refunds,
  returnLines,
  returns,
  users,
  type OrderRow,
  type RefundRow,
  type ReturnLineRow,
  type ReturnRow,
  type StoredReturnChange,
} from '../db/schema';
import type { RefundActor } from '../payments/payments';
import { logActivity } from './activity';
import { addAddress } from './addresses';
import { badRequest, conflict, notFound } from './errors';
import { namingPhotos } from './imageUpkeep';
import type { Lang } from './messages';
import type { ReturnMailKind } from './orderMail';

const DAY_MS = 86_400_000;

/** What the returns need beside the database: the catalogue (stock), the windows, the pickup fee and the emails. */
export interface ReturnRules {
  /** The desk's actions run in catalogue.write: an inspection puts resellable units back on sale. */
  catalogue: CatalogueWrites;
  returnWindowDays: number;
  defectReturnWindowDays: number;
  returnPickupFeeEgp: number;
  /** Renders the return's `kind` email in its language and adds it to the outbox, on `tx`. */
  mail(
    tx: Database,
    kind: ReturnMailKind,
    ret: ReturnRow,
    lines: ReturnLineRow[],
    refund: RefundRow | null,
    at: Date,
  ): Promise<void>;
  /** Refuses (400) an upload's address whose files are not stored. */
  requireStored(addresses: readonly string[], field: string): void;
  /**
   * Refunds `amountCents` of the order's payment on `tx` (server/payments' refundOnTransaction, without its own
   * email): through the provider for an online payment, recorded as paid out for cash on delivery; 409 above what
   * was paid less every refund so far (returns' and managers'). Answers the provider's refund id (null for COD).
   */
  refund(
    tx: Database,
    orderId: string,
    amountCents: number,
    reason: string,
    actor: RefundActor,
  ): Promise<{ providerRefundId: string | null }>;
}

type Now = () => number;

/** The last moment a return for `reason` may be asked for, or null while the order is not completed. */
export function windowEnd(order: Pick<OrderRow, 'completedAt'>, reason: ReturnReason, rules: ReturnRules) {
  if (!order.completedAt) return null;
  const days = reason === CHANGE_OF_MIND ? rules.returnWindowDays : rules.defectReturnWindowDays;
  return new Date(order.completedAt.getTime() + Math.round(days * DAY_MS));
}

/**
 * Units of each order line in returns that still stand (every status but rejected), by the line's variant: an order
 * holds one line per variant, and a line bought before variants is keyed by its product's id, as variantOfLine reads
 * it and as migration 0026 filled return_lines.variant_id.
 */
async function unitsInReturns(tx: Database, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ variantId: returnLines.variantId, units: sum(returnLines.quantity).mapWith(Number) })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returnLines.orderId, orderId), ne(returns.status, 'rejected')))
    .groupBy(returnLines.variantId);
  return new Map(rows.map((row) => [row.variantId, row.units ?? 0]));
}

function returnableLines(order: OrderRow, taken: Map<string, number>): ReturnableLine[] {
  return order.lines.map((line) => ({
    productId: line.product._id,
    variantId: variantOfLine(line),
    variant: line.product.variant ?? null,
    name: line.product.name,
    nameAr: line.product.nameAr,
    image: line.product.images[0] ?? null,
    unitPrice: line.product.unitPrice ?? Math.round(line.total / line.quantity),
    bought: line.quantity,
    returnable: Math.max(0, line.quantity - (taken.get(variantOfLine(line)) ?? 0)),
  }));
}

/**
 * The order line each requested line names: by its variant, or, without one, the order's only line of the product.
 * A product not in the order is a 400 on the line's productId, one bought in two variants without a variantId a 400
 * on its variantId, and two requested lines naming the same order line a 400 on the second.
 */
function orderLinesOf(order: OrderRow, wanted: ReturnRequest['lines']): OrderRow['lines'] {
  const seen = new Set<string>();
  return wanted.map((line, i) => {
    const ofProduct = order.lines.filter((bought) => bought.product._id === line.productId);
    const found =
      line.variantId === undefined
        ? ofProduct.length === 1
          ? ofProduct[0]
          : undefined
        : ofProduct.find((bought) => variantOfLine(bought) === line.variantId);
    if (!found && line.variantId === undefined && ofProduct.length > 1) {
      throw badRequest('validation.returns.variant', {
        [`lines[${i}].variantId`]: 'validation.returns.variant',
      });
    }
    if (!found) {
      const field = line.variantId === undefined || ofProduct.length === 0 ? 'productId' : 'variantId';
      throw badRequest('validation.returns.line', { [`lines[${i}].${field}`]: 'validation.returns.line' });
    }
    const key = variantOfLine(found);
    if (seen.has(key)) {
      throw badRequest('validation.returns.lineTwice', { [`lines[${i}]`]: 'validation.returns.lineTwice' });
    }
    seen.add(key);
    return found;
  });
}

/**
 * What the return refunds: the price paid for its units; the delivery fee too when, with it, every unit of the order
 * is in a return that stands and it is not a change of mind; less the pickup fee. Never below zero.
 */
function refundDue(
  ret: ReturnRow,
  lines: ReturnLineRow[],
  order: OrderRow,
  taken: Map<string, number>,
): number {
  const units = lines.reduce((total, line) => total + line.unitPrice * line.quantity, 0);
  const whole = order.lines.every((line) => (taken.get(variantOfLine(line)) ?? 0) >= line.quantity);
  const delivery = whole && ret.reason !== CHANGE_OF_MIND ? order.deliveryFee : 0;
  return Math.max(0, units + delivery - ret.pickupFee);
}

function returnDto(
  ret: ReturnRow,
  lines: ReturnLineRow[],
  order: OrderRow,
  taken: Map<string, number>,
  refund: RefundRow | null,
): Return {
  const byVariant = new Map(order.lines.map((line) => [variantOfLine(line), line.product]));
  return {
    _id: ret.id,
    orderId: ret.orderId,
    status: ret.status,
    reason: ret.reason,
    note: ret.note,
    photos: ret.photos,
    address: ret.address,
    lines: lines.map((line) => {
      const product = byVariant.get(line.variantId);
      return {
        _id: line.id,
        productId: line.productId,
        variantId: line.variantId,
        variant: product?.variant ?? null,
        name: product?.name ?? '',
        nameAr: product?.nameAr ?? '',
        image: product?.images[0] ?? null,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        resellable: line.resellable,
        notResellable: line.resellable === null ? null : line.quantity - line.resellable,
      };
    }),
    pickupDate: ret.pickupDate,
    rejectReason: ret.rejectReason,
    rejectNote: ret.rejectNote,
    pickupFee: ret.pickupFee,
    refundDue: refundDue(ret, lines, order, taken),
    refund: refund
      ? {
          amount: refund.amount,
          method: refund.method,
          reference: refund.reference,
          at: refund.createdAt.toISOString(),
        }
      : null,
    history: ret.history.map(({ status, at }) => ({ status, at })),
    version: ret.version,
    createdAt: ret.createdAt.toISOString(),
  };
}

/** Every return of `orderIds` as the shopper and the desk read them, newest first. */
async function returnsOf(db: Database, where: SQL, ordersById: Map<string, OrderRow>): Promise<Return[]> {
  const rows = await db
    .select()
    .from(returns)
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db
    .select()
    .from(returnLines)
    .where(inArray(returnLines.returnId, ids))
    .orderBy(asc(returnLines.productId), asc(returnLines.variantId));
  const paid = await db.select().from(refunds).where(inArray(refunds.returnId, ids));
  const takenByOrder = new Map<string, Map<string, number>>();
  for (const orderId of new Set(rows.map((row) => row.orderId))) {
    takenByOrder.set(orderId, await unitsInReturns(db, orderId));
  }
  return rows.map((row) =>
    returnDto(
      row,
      lines.filter((line) => line.returnId === row.id),
      ordersById.get(row.orderId)!,
      takenByOrder.get(row.orderId)!,
      paid.find((refund) => refund.returnId === row.id) ?? null,
    ),
  );
}

/** The caller's order and what of it may be returned now; 404 unless it is theirs. */
export async function returnsOfOrder(
  db: Database,
  orderId: string,
  userId: string,
  rules: ReturnRules,
  now: Now,
): Promise<ReturnsOfOrder> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('server.order.notFound');
  const taken = await unitsInReturns(db, orderId);
  const lines = returnableLines(order, taken);
  const changeOfMindUntil = windowEnd(order, CHANGE_OF_MIND, rules);
  const defectUntil = windowEnd(order, 'defective', rules);
  const at = now();
  let closedReason: string | null = null;
  if (order.status !== 'completed' || !defectUntil) closedReason = 'returns.closed.notCompleted';
  else if (defectUntil.getTime() < at) closedReason = 'returns.closed.windowClosed';
  else if (lines.every((line) => line.returnable === 0)) closedReason = 'returns.closed.allReturned';
  return {
    orderId,
    completedAt: order.completedAt?.toISOString() ?? null,
    changeOfMindUntil: changeOfMindUntil?.toISOString() ?? null,
    defectUntil: defectUntil?.toISOString() ?? null,
    open: closedReason === null,
    closedReason,
    pickupFee: rules.returnPickupFeeEgp,
    deliveryFee: order.deliveryFee,
    lines,
    returns: await returnsOf(db, eq(returns.orderId, orderId), new Map([[orderId, order]])),
  };
}

/** The caller's returns, newest first (My Orders shows each order's). */
export async function returnsOfUser(db: Database, userId: string): Promise<Return[]> {
  const theirs = await db.select().from(orders).where(eq(orders.userId, userId));
  return returnsOf(db, eq(returns.userId, userId), new Map(theirs.map((order) => [order.id, order])));
}

async function linesOf(tx: Database, returnId: string) {
  return tx
    .select()
    .from(returnLines)
    .where(eq(returnLines.returnId, returnId))
    .orderBy(asc(returnLines.productId), asc(returnLines.variantId));
}

/**
 * A shopper's request: on the order's row lock (so requests for the same order take turns, and ten at once for the
 * same line make one return), checks it is theirs (404), completed and inside the reason's window (409 naming why),
 * that each line is one of the order's (400, see orderLinesOf), and that each quantity is bought and not yet in a
 * return that stands (409, each line's units left by the variantId or productId it was asked by); photos must be
 * stored uploads.
 */
export async function requestReturn(
  db: Database,
  shopper: { id: string; lang: Lang },
  input: ReturnRequest,
  rules: ReturnRules,
  now: Now,
): Promise<Return> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order || order.userId !== shopper.id) throw notFound('server.order.notFound');
    if (order.status !== 'completed') throw conflict('server.returns.notCompleted');
    const at = new Date(now());
    const end = windowEnd(order, input.reason, rules)!;
    if (at.getTime() > end.getTime()) {
      throw conflict(
        input.reason === CHANGE_OF_MIND ? 'server.returns.changeOfMindClosed' : 'server.returns.defectClosed',
        {},
        { reason: 'server.returns.windowClosed' },
      );
    }
    const bought = orderLinesOf(order, input.lines);
    const taken = await unitsInReturns(tx, order.id);
    const offered = new Map(returnableLines(order, taken).map((line) => [line.variantId, line]));
    const tooMany: Record<string, number> = {};
    input.lines.forEach((wanted, i) => {
      const line = offered.get(variantOfLine(bought[i]!))!;
      // Named as the request named the line: by its variant, or by its product.
      if (wanted.quantity > line.returnable) tooMany[wanted.variantId ?? wanted.productId] = line.returnable;
    });
    if (Object.keys(tooMany).length > 0) throw conflict('server.returns.tooMany', {}, tooMany);
    if (input.photos.length > 0) await namingPhotos(tx, () => rules.requireStored(input.photos, 'photos'));
    const ret: ReturnRow = {
      id: randomUUID(),
      orderId: order.id,
      userId: shopper.id,
      status: 'requested',
      reason: input.reason,
      note: input.note,
      photos: input.photos,
      address: input.address,
      pickupDate: null,
      rejectReason: null,
      rejectNote: null,
      pickupFee: input.reason === CHANGE_OF_MIND ? rules.returnPickupFeeEgp : 0,
      history: [{ status: 'requested', at: at.toISOString(), by: shopper.id }],
      lang: shopper.lang,
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
    await tx.insert(returns).values(ret);
    const lines: ReturnLineRow[] = input.lines.map((wanted, i) => {
      const variantId = variantOfLine(bought[i]!);
      return {
        id: randomUUID(),
        returnId: ret.id,
        orderId: order.id,
        productId: wanted.productId,
        variantId,
        quantity: wanted.quantity,
        unitPrice: offered.get(variantId)!.unitPrice,
        resellable: null,
      };
    });
    await tx.insert(returnLines).values(lines);
    if (input.saveAddress) {
      await addAddress(tx, shopper.id, { ...input.address, landmark: input.address.landmark ?? '' }, now);
    }
    await rules.mail(tx, 'return.requested', ret, lines, null, at);
    const after = await unitsInReturns(tx, order.id);
    return returnDto(ret, await linesOf(tx, ret.id), order, after, null);
  });
}

// ---- The returns desk ----

const customerText = sql`(${users.name} || ' ' || ${users.email} || ' ' || ${users.phone})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** An order number (the id's start, with or without '#') or part of the customer's name, email or phone. */
function searchCondition(search: string): SQL | undefined {
  const text = westernDigits(search.trim());
  if (!text) return undefined;
  const parts: SQL[] = [sql`${customerText} ILIKE ${`%${escapeLike(text)}%`}`];
  const number = text.replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f-]+$/.test(number)) parts.push(sql`${returns.orderId} LIKE ${`${escapeLike(number)}%`}`);
  const digits = text.replace(/[\s().+-]/g, '');
  if (/^\d{3,}$/.test(digits) && digits !== text) parts.push(sql`${users.phone} LIKE ${`%${digits}%`}`);
  return or(...parts);
}

async function deskDto(db: Database, ret: ReturnRow): Promise<DeskReturn> {
  const [order] = await db.select().from(orders).where(eq(orders.id, ret.orderId));
  const [customer] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, ret.userId));
  const [paid] = await db
    .select({ total: sum(refunds.amount).mapWith(Number) })
    .from(refunds)
    .where(eq(refunds.orderId, ret.orderId));
  const [payment] = await db
    .select({ method: payments.method })
    .from(payments)
    .where(eq(payments.orderId, ret.orderId));
  const [one] = await returnsOf(db, eq(returns.id, ret.id), new Map([[order!.id, order!]]));
  return {
    ...one!,
    customer: { _id: customer!.id, name: customer!.name, email: customer!.email, phone: customer!.phone },
    orderTotal: order!.total,
    orderRefunded: paid?.total ?? 0,
    paymentMethod: payment?.method ?? 'cod',
  };
}

/** Every return, by status and reason, searched, oldest first (the queue) or newest, a page at a time. */
export async function listDeskReturns(
  db: Database,
  query: ReturnDeskQuery,
): Promise<BackOfficePage<DeskReturn>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? BACK_OFFICE_PAGE_SIZES[0];
  const where: SQL[] = [];
  if (query.status) where.push(eq(returns.status, query.status));
  if (query.reason) where.push(eq(returns.reason, query.reason));
  const search = query.search ? searchCondition(query.search) : undefined;
  if (search) where.push(search);
  const condition = where.length > 0 ? and(...where) : undefined;
  const [counted] = await db
    .select({ total: count() })
    .from(returns)
    .innerJoin(users, eq(users.id, returns.userId))
    .where(condition);
  const order =
    query.sort === 'newest'
      ? [desc(returns.createdAt), desc(returns.id)]
      : [asc(returns.createdAt), asc(returns.id)];
  const rows = await db
    .select({ ret: returns })
    .from(returns)
    .innerJoin(users, eq(users.id, returns.userId))
    .where(condition)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  const data: DeskReturn[] = [];
  for (const { ret } of rows) data.push(await deskDto(db, ret));
  const total = Number(counted?.total ?? 0);
  return { data, page, pages: Math.max(1, Math.ceil(total / limit)), total, limit };
}

export async function deskReturn(db: Database, id: string): Promise<DeskReturn> {
  const [ret] = await db.select().from(returns).where(eq(returns.id, id));
  if (!ret) throw notFound('server.returns.notFound');
  return deskDto(db, ret);
}

/** Which status each desk action moves a return from, and to. */
const MOVES = {
  approve: { from: 'requested', to: 'approved', mail: 'return.approved' },
  reject: { from: 'requested', to: 'rejected', mail: 'return.rejected' },
  pickup: { from: 'approved', to: 'picked up', mail: 'return.pickedUp' },
  receive: { from: 'picked up', to: 'received', mail: 'return.received' },
  inspect: { from: 'received', to: 'inspected', mail: 'return.inspected' },
  refund: { from: 'inspected', to: 'refunded', mail: 'return.refunded' },
} as const satisfies Record<string, { from: ReturnStatus; to: ReturnStatus; mail: ReturnMailKind }>;
type Move = keyof typeof MOVES;

export type DeskAction =
  | { action: 'approve'; input: ApproveReturnRequest }
  | { action: 'reject'; input: RejectReturnRequest }
  | { action: 'pickup' | 'receive'; input: { version: number } }
  | { action: 'inspect'; input: InspectReturnRequest }
  | { action: 'refund'; input: ReturnRefundRequest };

/**
 * Pays a return's refund and records it: the one place a return's money goes back. An order paid online (card,
 * wallet, instalments) is refunded through the payment provider ('provider'; its refund id is the reference); a
 * cash-on-delivery order's refund is recorded as paid out by cash at pickup, mobile wallet or bank transfer, with
 * the desk's reference. Both count on the order's payment, so returns' and managers' refunds together never pass
 * what was paid (409); a provider that refuses leaves nothing changed (this runs in the action's transaction).
 */
async function payRefund(
  tx: Database,
  ret: ReturnRow,
  order: OrderRow,
  due: number,
  input: ReturnRefundRequest,
  actorId: string,
  at: Date,
  rules: ReturnRules,
): Promise<RefundRow> {
  const [payment] = await tx
    .select({ method: payments.method })
    .from(payments)
    .where(eq(payments.orderId, order.id));
  const online = !!payment && payment.method !== 'cod';
  if (online && input.method !== PROVIDER_REFUND) throw conflict('server.returns.refundOnline');
  if (!online && input.method === PROVIDER_REFUND) throw conflict('server.returns.refundNotOnline');
  const [paid] = await tx
    .select({ total: sum(refunds.amount).mapWith(Number) })
    .from(refunds)
    .where(eq(refunds.orderId, order.id));
  const refunded = paid?.total ?? 0;
  if (refunded + input.amount > order.total) {
    throw conflict('server.returns.refundAbovePaid', {}, { amount: order.total - refunded });
  }
  if (input.amount > due) throw conflict('server.returns.refundAboveDue', {}, { amount: due });
  let reference = input.reference;
  // An order from before payments were recorded has no payment row: its cap is the order's total (above).
  if (payment && input.amount > 0) {
    const { providerRefundId } = await rules.refund(
      tx,
      order.id,
      input.amount * 100,
      `Return ${ret.id.slice(0, 8)}`,
      { id: actorId },
    );
    if (online) reference = providerRefundId ?? '';
  }
  const [row] = await tx
    .insert(refunds)
    .values({
      id: randomUUID(),
      returnId: ret.id,
      orderId: order.id,
      amount: input.amount,
      method: input.method,
      reference,
      actorId,
      createdAt: at,
    })
    .returning();
  return row!;
}

/**
 * One desk action on a return, naming the version read: on the order's then the return's row lock (the order's
 * because a refund reads every return of it), 409 when the version moved on or the return is not where the action
 * starts; the move, its stock (inspection), its refund, its email and its activity row commit together.
 */
export async function actOnReturn(
  id: string,
  actorId: string,
  { action, input }: DeskAction,
  rules: ReturnRules,
  now: Now,
): Promise<void> {
  await rules.catalogue.write(async (tx) => {
    const [found] = await tx.select({ orderId: returns.orderId }).from(returns).where(eq(returns.id, id));
    if (!found) throw notFound('server.returns.notFound');
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [current] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    if (!current || !order) throw notFound('server.returns.notFound');
    if (current.version !== input.version)
      throw conflict('server.returns.stale', {}, { version: current.version });
    const move = MOVES[action as Move];
    if (current.status !== move.from) {
      throw conflict('server.returns.wrongStep', { status: current.status });
    }
    const at = new Date(now());
    let lines = await linesOf(tx, id);
    const set: Partial<ReturnRow> = {};
    const before: Record<string, unknown> = { status: current.status };
    const after: Record<string, unknown> = { status: move.to };
    let refund: RefundRow | null = null;
    if (action === 'approve') {
      set.pickupDate = input.pickupDate;
      after.pickupDate = input.pickupDate;
    } else if (action === 'reject') {
      set.rejectReason = input.reason;
      set.rejectNote = input.note || null;
      Object.assign(after, { rejectReason: input.reason, rejectNote: input.note });
    } else if (action === 'inspect') {
      const byId = new Map(lines.map((line) => [line.id, line]));
      const seen = new Set<string>();
      const errors: Record<string, string> = {};
      input.lines.forEach((given, i) => {
        const line = byId.get(given.lineId);
        if (!line || seen.has(given.lineId)) errors[`lines[${i}].lineId`] = 'validation.returns.line';
        else if (given.resellable > line.quantity)
          errors[`lines[${i}].resellable`] = 'validation.returns.resellable';
        seen.add(given.lineId);
      });
      if (seen.size !== lines.length && Object.keys(errors).length === 0)
        errors.lines = 'validation.returns.everyLine';
      if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);
      for (const given of input.lines) {
        await tx
          .update(returnLines)
          .set({ resellable: given.resellable })
          .where(eq(returnLines.id, given.lineId));
      }
      const resellable = input.lines
        .filter((given) => given.resellable > 0)
        .map((given) => {
          const { productId, variantId } = byId.get(given.lineId)!;
          return { productId, variantId, quantity: given.resellable };
        });
      const restocked = await returnStock(tx, resellable, 'returned', { orderId: order.id, actorId, at });
      after.lines = input.lines;
      after.restocked = restocked.map(({ productId, variantId, quantity }) => ({
        productId,
        variantId,
        units: quantity,
      }));
      lines = await linesOf(tx, id);
    } else if (action === 'refund') {
      const due = refundDue(current, lines, order, await unitsInReturns(tx, order.id));
      refund = await payRefund(tx, current, order, due, input, actorId, at, rules);
      Object.assign(after, { amount: input.amount, method: input.method, reference: refund.reference, due });
    }
    const change: StoredReturnChange = { status: move.to, at: at.toISOString(), by: actorId };
    const [moved] = await tx
      .update(returns)
      .set({
        ...set,
        status: move.to,
        version: current.version + 1,
        updatedAt: at,
        history: sql`${returns.history} || ${JSON.stringify([change])}::jsonb`,
      })
      .where(eq(returns.id, id))
      .returning();
    await rules.mail(tx, move.mail, moved!, lines, refund, at);
    await logActivity(tx, {
      actorId,
      action: `return.${action}`,
      entity: 'return',
      entityId: id,
      before,
      after: { ...after, orderId: order.id },
      at,
    });
  });
}
