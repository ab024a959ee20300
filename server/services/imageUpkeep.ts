// The uploads' two bounds: a daily cap per manager (counted from the activity log, which records every upload), and
// the sweep that deletes the photos nothing names once they are older than a grace period.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, count, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { IMAGE_SIZES, UPLOAD_FILE_NAME, uploadFileName } from '../../src/contract';
import type { Database } from '../db/client';
import { activityLog } from '../db/schema';
import { PREVIEWS_DIR, uploadPreviewName } from '../seo/previewImages';
import { HttpError } from './errors';

const DAY_MS = 24 * 3_600_000;
const UPLOAD_ID = /^([0-9a-f]{32})-/;

/**
 * Refuses (429, with Retry-After: when the oldest upload of the window leaves it) a manager who uploaded `perDay`
 * photos in the 24 hours before `at`. Counted before the photo is read; two uploads sent at the same moment may
 * both pass at the last place.
 */
export async function requireUploadQuota(db: Database, actorId: string, at: number, perDay: number) {
  const window = and(
    eq(activityLog.actorId, actorId),
    eq(activityLog.action, 'image.upload'),
    gt(activityLog.createdAt, new Date(at - DAY_MS)),
  );
  const [counted] = await db.select({ n: count() }).from(activityLog).where(window);
  if (Number(counted?.n ?? 0) < perDay) return;
  const oldest = await db
    .select({ at: activityLog.createdAt })
    .from(activityLog)
    .where(window)
    .orderBy(asc(activityLog.createdAt))
    .limit(Math.max(1, Number(counted?.n ?? 0) - perDay + 1));
  const frees = (oldest.at(-1)?.at.getTime() ?? at) + DAY_MS;
  throw new HttpError(
    429,
    'server.images.dailyCap',
    { limit: perDay },
    { image: 'server.images.dailyCap' },
    { 'retry-after': String(Math.max(1, Math.ceil((frees - at) / 1000))) },
  );
}

/**
 * The photos' lock, an advisory lock held for one transaction: the sweep holds it alone from its check of which photos
 * are named to their deletion; a save that names photos holds it shared from its check that they are stored to its
 * commit. So a save never commits a photo that the sweep is deleting: it waits for the sweep, then finds it gone.
 */
export const PHOTOS_LOCK = 41_013;

/** Inside a save's transaction: waits for a sweep at work, then checks (throws 400) that the photos named are stored. */
export async function namingPhotos(tx: Pick<Database, 'execute'>, requireStored: () => void): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${PHOTOS_LOCK})`);
  requireStored();
}

/** The upload ids that have a file in `dir` (any size) or a preview in its previews folder. */
function storedIds(dir: string): Set<string> {
  const ids = new Set<string>();
  const list = (folder: string) => (existsSync(folder) ? readdirSync(folder) : []);
  for (const name of list(dir)) {
    const id = UPLOAD_FILE_NAME.exec(name)?.[1];
    if (id) ids.add(id);
  }
  for (const name of list(join(dir, PREVIEWS_DIR))) {
    const id = UPLOAD_ID.exec(name)?.[1];
    if (id && name === uploadPreviewName(id)) ids.add(id);
  }
  return ids;
}

/** The newest modification time of an upload's files, for one the activity log does not know. */
function fileTime(dir: string, id: string): number {
  const files = [
    ...IMAGE_SIZES.map((size) => join(dir, uploadFileName(id, size))),
    join(dir, PREVIEWS_DIR, uploadPreviewName(id)),
  ];
  return Math.max(
    0,
    ...files.map((file) => {
      try {
        return statSync(file).mtimeMs;
      } catch {
        return 0;
      }
    }),
  );
}

/**
 * Of `ids`, those a product (archived ones too), a category, an order's or a cart's lines, or a return name: an
 * order keeps showing the photos its products had when it was placed, a return the photos of the goods.
 */
async function namedIds(db: Pick<Database, 'execute'>, ids: string[]): Promise<Set<string>> {
  // Both drivers (node-postgres and PGlite) answer a raw query with `{ rows }`.
  const { rows } = (await db.execute(sql`
    select c.id from unnest(string_to_array(${ids.join(',')}, ',')) as c(id)
    where exists (select 1 from products p where strpos(p.images::text, '/uploads/' || c.id || '-') > 0)
       or exists (select 1 from categories k where strpos(k.image, '/uploads/' || c.id || '-') > 0)
       or exists (select 1 from orders o where strpos(o.lines::text, '/uploads/' || c.id || '-') > 0)
       or exists (select 1 from carts t where strpos(t.lines::text, '/uploads/' || c.id || '-') > 0)
       or exists (select 1 from returns r where strpos(r.photos::text, '/uploads/' || c.id || '-') > 0)
  `)) as { rows: { id: string }[] };
  return new Set(rows.map((row) => row.id));
}

/**
 * Deletes the files (every size and the link preview) of each upload in `dir` that nothing names and that was last
 * uploaded more than `graceMs` before `at`; answers how many photos went. Every instance may run it at once.
 */
export async function sweepUnusedUploads(
  db: Database,
  dir: string,
  at: number,
  graceMs: number,
): Promise<number> {
  const ids = [...storedIds(dir)];
  if (ids.length === 0) return 0;
  const uploaded = new Map<string, number>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ id: activityLog.entityId, at: max(activityLog.createdAt) })
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'image'), inArray(activityLog.entityId, ids.slice(i, i + 1000))))
      .groupBy(activityLog.entityId);
    for (const row of rows) if (row.at) uploaded.set(row.id, new Date(row.at).getTime());
  }
  const old = ids.filter((id) => (uploaded.get(id) ?? fileTime(dir, id)) < at - graceMs);
  let swept = 0;
  for (let i = 0; i < old.length; i += 1000) {
    const batch = old.slice(i, i + 1000);
    swept += await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PHOTOS_LOCK})`);
      const named = await namedIds(tx, batch);
      const unnamed = batch.filter((id) => !named.has(id));
      for (const id of unnamed) {
        await Promise.all([
          ...IMAGE_SIZES.map((size) => rm(join(dir, uploadFileName(id, size)), { force: true })),
          rm(join(dir, PREVIEWS_DIR, uploadPreviewName(id)), { force: true }),
        ]);
      }
      return unnamed.length;
    });
  }
  return swept;
}
