// The append-only activity log (migrations 0007 and 0013: triggers refuse UPDATE, DELETE and TRUNCATE): every
// back-office write adds its row in the write's own transaction, so a change and its record commit together or not
// at all.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { ActivityEntry, ActivityQuery, BackOfficePage, StaffRole } from '../../src/contract';
import type { Database } from '../db/client';
import { activityLog, users } from '../db/schema';

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
    })),
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
    limit,
  };
}
