// The append-only activity log (migrations 0007 and 0013: triggers refuse UPDATE, DELETE and TRUNCATE): every
// back-office write adds its row in the write's own transaction, so a change and its record commit together or not
// at all.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { ActivityEntry, ActivityQuery, BackOfficePage, StaffRole } from '../../src/contract';
import type { Database } from '../db/client';
import { activityLog, categories, products, users } from '../db/schema';

export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityRecord {
  actorId: string;
  action: string;
  entity: ActivityEntry['entity'];
  entityId: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Adds one row; call it on the transaction that makes the change. */
export async function logActivity(tx: Database, record: ActivityRecord): Promise<void> {
  await tx.insert(activityLog).values({
    id: randomUUID(),
    actorId: record.actorId,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: record.at,
  });
}

/** A page of the log, newest first, filtered by actor, entity (and its id) and a time range (inclusive). */
export async function listActivity(
  db: Database,
  query: ActivityQuery,
): Promise<BackOfficePage<ActivityEntry>> {
  const page = query.page ?? 1;
  const limit = ACTIVITY_PAGE_SIZE;
  const where: SQL[] = [];
  if (query.actor) where.push(eq(activityLog.actorId, query.actor));
  if (query.entity) where.push(eq(activityLog.entity, query.entity));
  if (query.entityId) where.push(eq(activityLog.entityId, query.entityId));
  if (query.from) where.push(gte(activityLog.createdAt, new Date(query.from)));
  if (query.to) where.push(lte(activityLog.createdAt, new Date(query.to)));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [counted] = await db.select({ total: count() }).from(activityLog).where(condition);
  const rows = await db
    .select({
      row: activityLog,
      actor: { id: users.id, name: users.name, email: users.email, role: users.role },
    })
    .from(activityLog)
    .innerJoin(users, eq(users.id, activityLog.actorId))
    .where(condition)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = Number(counted?.total ?? 0);
  const names = await subjectNames(
    db,
    rows.map(({ row }) => row),
  );
  return {
    data: rows.map(({ row, actor }) => ({
      _id: row.id,
      actor: { _id: actor.id, name: actor.name, email: actor.email, role: actor.role as StaffRole },
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
      subject: subjectOf(row, names),
    })),
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
    limit,
  };
}

type Named = { name: string; nameAr: string };
type LogRow = typeof activityLog.$inferSelect;

/** The names of the products, categories and staff accounts a page of entries is about: one query for each kind. */
async function subjectNames(db: Database, rows: LogRow[]): Promise<Map<string, Named>> {
  const idsOf = (entity: ActivityEntry['entity']) => [
    ...new Set(rows.filter((row) => row.entity === entity).map((row) => row.entityId)),
  ];
  const [productIds, categoryIds, staffIds] = [idsOf('product'), idsOf('category'), idsOf('staff')];
  const found = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, name: products.name, nameAr: products.nameAr })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name, nameAr: categories.nameAr })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : [],
    staffIds.length
      ? db
          .select({ id: users.id, name: users.name, nameAr: users.name })
          .from(users)
          .where(inArray(users.id, staffIds))
      : [],
  ]);
  const names = new Map<string, Named>();
  for (const [entity, list] of [
    ['product', found[0]],
    ['category', found[1]],
    ['staff', found[2]],
  ] as const)
    for (const { id, name, nameAr } of list) names.set(`${entity}:${id}`, { name, nameAr });
  return names;
}

function subjectOf(row: LogRow, names: Map<string, Named>): Named | null {
  if (row.entity === 'image') {
    const fileName = (row.after as { fileName?: unknown } | null)?.fileName;
    return typeof fileName === 'string' && fileName ? { name: fileName, nameAr: fileName } : null;
  }
  return names.get(`${row.entity}:${row.entityId}`) ?? null;
}
