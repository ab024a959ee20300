// The order desk's reads and its note: every order searched, filtered by status and Cairo days and paged; one order
// with who moved it, its internal notes and the customer's facts; notes written once, with their activity row. The
// status changes themselves are the order state machine's (services/orderChanges.ts).
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  BACK_OFFICE_PAGE_SIZES,
  CUSTOMER_CANCEL_REASONS,
  RISK_CANCELLATIONS,
  RISK_WINDOW_DAYS,
  SHOP_TIME_ZONE,
  westernDigits,
  type BackOfficePage,
  type DeskListOrder,
  type DeskOrder,
  type OrderActor,
  type OrderDeskQuery,
  type OrderNote,
  type Role,
} from '../../src/contract';
import type { Database } from '../db/client';
import { orderCalls, orderNotes, orders, payments, users } from '../db/schema';
import { logActivity } from './activity';
import { notFound } from './errors';
import { paymentLedger } from '../payments/payments';
import { orderDto, userColumns } from './orders';
import { mailsOfOrder } from './outbox';

/**
 * The cancellations that count against a customer: their own (on the site, or asking the shop) and refusals at the
 * door (CUSTOMER_CANCEL_REASONS), never the shop's (out of stock, unreachable, duplicate…) or the timer's.
 */
const customersOwnCancel = () =>
  and(eq(orders.status, 'cancelled'), inArray(orders.cancelReason, [...CUSTOMER_CANCEL_REASONS]));

/**
 * Each customer's own cancellations (customersOwnCancel) within the RISK_WINDOW_DAYS before `now`, read from the
 * orders_user_cancelled_idx partial index.
 */
async function recentCancellations(
  db: Database,
  userIds: string[],
  now: number,
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const since = new Date(now - RISK_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({ userId: orders.userId, cancelled: count() })
    .from(orders)
    .where(and(inArray(orders.userId, userIds), customersOwnCancel(), gte(orders.updatedAt, since)))
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.cancelled)]));
}

type Now = () => number;

/** The customer's text the desk searches; the same expression as the users_contact_trgm_idx index, which serves it. */
const customerText = sql`(${users.name} || ' ' || ${users.email} || ' ' || ${users.phone})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A phone typed with spaces, dashes, brackets or Egypt's +20 / 0020 as the stored 01xxxxxxxxx digits; else null. */
function phoneDigits(text: string): string | null {
  if (!/^[+\d\s().-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('0020')) digits = `0${digits.slice(4)}`;
  else if (text.trim().startsWith('+20')) digits = `0${digits.slice(2)}`;
  return digits.length >= 3 && digits !== text ? digits : null;
}

/**
 * An order number (the start of the id, as the desk shows it: `1A2B3C4D`, with or without `#`) or part of the
 * customer's name, email or phone. The customers are found first (trigram index) and their orders by user_id, so
 * PostgreSQL can answer each part from an index instead of joining every order to its customer.
 */
function searchCondition(search: string): SQL | undefined {
  const text = westernDigits(search.trim());
  if (!text) return undefined;
  const parts: SQL[] = [];
  const number = text.replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f-]+$/.test(number)) parts.push(sql`${orders.id} LIKE ${`${escapeLike(number)}%`}`);
  const customer: SQL[] = [sql`${customerText} ILIKE ${`%${escapeLike(text)}%`}`];
  const digits = phoneDigits(text);
  if (digits) customer.push(sql`${customerText} LIKE ${`%${digits}%`}`);
  parts.push(sql`${orders.userId} = ANY(ARRAY(SELECT ${users.id} FROM ${users} WHERE ${or(...customer)}))`);
  return or(...parts);
}

/** Every order, newest first: searched, by status, from and to Cairo days (both included), a page at a time. */
export async function listDeskOrders(
  db: Database,
  query: OrderDeskQuery,
  now: number,
): Promise<BackOfficePage<DeskListOrder>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? BACK_OFFICE_PAGE_SIZES[0];
  const where: SQL[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.payment) {
    where.push(
      sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${payments.status} = ${query.payment})`,
    );
  }
  if (query.from) {
    where.push(sql`${orders.createdAt} >= (${query.from}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}`);
  }
  if (query.to) {
    where.push(sql`${orders.createdAt} < (${query.to}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}`);
  }
  const search = query.search ? searchCondition(query.search) : undefined;
  if (search) where.push(search);
  const condition = where.length > 0 ? and(...where) : undefined;
  const [counted] = await db.select({ total: count() }).from(orders).where(condition);
  const rows = await db
    .select({ order: orders, user: userColumns, payment: payments })
    .from(orders)
    .innerJoin(users, eq(orders.userId, users.id))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(condition)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = Number(counted?.total ?? 0);
  const cancellations = await recentCancellations(db, [...new Set(rows.map((r) => r.user.id))], now);
  return {
    data: rows.map((r) => ({
      ...orderDto(r.order, r.user, r.payment),
      flagged: (cancellations.get(r.user.id) ?? 0) >= RISK_CANCELLATIONS,
    })),
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
    limit,
  };
}

const actorColumns = { id: users.id, name: users.name, email: users.email, role: users.role };
const actorOf = (row: { id: string; name: string; email: string; role: Role }): OrderActor => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
});

const noteDto = (
  row: typeof orderNotes.$inferSelect,
  author: { id: string; name: string; email: string; role: Role },
): OrderNote => ({
  _id: row.id,
  body: row.body,
  author: actorOf(author),
  createdAt: row.createdAt.toISOString(),
});

/**
 * One order as the desk reads it; 404 when there is none. `now` dates the risk window; `confirmHours` (the
 * confirmation timer's, 0 when off) gives an unconfirmed pending order's deadline.
 */
export async function deskOrder(
  db: Database,
  orderId: string,
  at: { now: number; confirmHours: number },
): Promise<DeskOrder> {
  const [row] = await db
    .select({ order: orders, user: { ...userColumns, createdAt: users.createdAt }, payment: payments })
    .from(orders)
    .innerJoin(users, eq(orders.userId, users.id))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound('server.order.notFound');
  const actorIds = [...new Set(row.order.statusHistory.flatMap((change) => (change.by ? [change.by] : [])))];
  const actors =
    actorIds.length > 0 ? await db.select(actorColumns).from(users).where(inArray(users.id, actorIds)) : [];
  const byId = new Map(actors.map((actor) => [actor.id, actorOf(actor)]));
  const notes = await db
    .select({ note: orderNotes, author: actorColumns })
    .from(orderNotes)
    .innerJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  const [facts] = await db
    .select({
      orders: count(),
      completed: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'completed')`.mapWith(Number),
      cancelled: sql<number>`count(*) FILTER (WHERE ${customersOwnCancel()})`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.userId, row.user.id));
  const calls = await db
    .select({ call: orderCalls, actor: actorColumns })
    .from(orderCalls)
    .innerJoin(users, eq(users.id, orderCalls.actorId))
    .where(eq(orderCalls.orderId, orderId))
    .orderBy(asc(orderCalls.createdAt), asc(orderCalls.id));
  const recent = (await recentCancellations(db, [row.user.id], at.now)).get(row.user.id) ?? 0;
  const waiting = row.order.status === 'pending' && !row.order.confirmedAt && at.confirmHours > 0;
  const { statusHistory: _plain, ...order } = orderDto(row.order, row.user, row.payment);
  const ledger = await paymentLedger(db, orderId);
  return {
    ...order,
    ...ledger,
    statusHistory: row.order.statusHistory.map((change) => ({
      status: change.status,
      at: change.at,
      by: (change.by && byId.get(change.by)) || null,
      reason: change.reason ?? null,
    })),
    notes: notes.map(({ note, author }) => noteDto(note, author)),
    customer: {
      since: row.user.createdAt.toISOString(),
      orders: Number(facts?.orders ?? 0),
      completed: facts?.completed ?? 0,
      cancelled: facts?.cancelled ?? 0,
      recentCancellations: recent,
      flagged: recent >= RISK_CANCELLATIONS,
    },
    calls: calls.map(({ call, actor }) => ({
      _id: call.id,
      outcome: call.outcome,
      note: call.note,
      by: actorOf(actor),
      at: call.createdAt.toISOString(),
    })),
    confirmBy: waiting
      ? new Date(row.order.createdAt.getTime() + at.confirmHours * 3_600_000).toISOString()
      : null,
    emails: await mailsOfOrder(db, orderId),
    version: row.order.version,
  };
}

/** Adds a staff note (never changed or removed: a trigger refuses it) and its activity row, in one transaction. */
export async function addOrderNote(
  db: Database,
  orderId: string,
  authorId: string,
  body: string,
  now: Now,
): Promise<OrderNote> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('server.order.notFound');
    const at = new Date(now());
    const [note] = await tx
      .insert(orderNotes)
      .values({ id: randomUUID(), orderId, authorId, body, createdAt: at })
      .returning();
    const [author] = await tx.select(actorColumns).from(users).where(eq(users.id, authorId));
    const dto = noteDto(note!, author!);
    await logActivity(tx, {
      actorId: authorId,
      action: 'order.note',
      entity: 'order',
      entityId: orderId,
      before: null,
      after: { note: { _id: dto._id, body } },
      at,
    });
    return dto;
  });
}
