// The search's back office: synonym groups (managers write them, each write in the activity log), the search log
// (each search a shopper ran: its normalised query and result count, nothing about the person) and its figures.
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import {
  SEARCH_QUERY_MAX_LENGTH,
  SYNONYM_TERM_MAX_LENGTH,
  SYNONYM_TERMS_MAX,
  SYNONYM_TERMS_MIN,
  type SearchCount,
  type SearchStatsResponse,
  type SynonymGroup,
} from '../../src/contract';
import { queryTokens, type CatalogueWrites } from '../catalogue';
import type { Database } from '../db/client';
import { searchLog, searchSynonyms } from '../db/schema';
import { logActivity } from './activity';
import { badRequest, conflict, notFound } from './errors';
import { withoutBidiControls } from './validation';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The figures cover this many days back from now, 20 queries each. */
export const SEARCH_STATS_DAYS = 30;
export const SEARCH_STATS_TOP = 20;

/** How a term is compared with the others: as search reads it (case, Arabic letter forms, digits folded). */
const termKey = (term: string) => queryTokens(term).join(' ');

/**
 * The terms of a group as the manager wrote them (trimmed): 2 to 12, each 1 to 40 characters, distinct as search
 * reads them. Anything else is a 400 naming `terms` (or `terms.N`).
 */
export function checkTerms(body: unknown): string[] {
  const terms = (body as { terms?: unknown } | null)?.terms;
  if (!Array.isArray(terms))
    throw badRequest('validation.field.required', { terms: 'validation.field.required' });
  if (terms.length < SYNONYM_TERMS_MIN || terms.length > SYNONYM_TERMS_MAX) {
    throw badRequest('validation.synonyms.count', { terms: 'validation.synonyms.count' });
  }
  const seen = new Set<string>();
  return terms.map((term: unknown, i) => {
    const field = `terms.${i}`;
    if (typeof term !== 'string')
      throw badRequest('validation.field.invalid', { [field]: 'validation.field.invalid' });
    const trimmed = withoutBidiControls(term).replace(/\s+/g, ' ').trim();
    if (trimmed.length < 1 || trimmed.length > SYNONYM_TERM_MAX_LENGTH || termKey(trimmed) === '') {
      throw badRequest('validation.synonyms.term', { [field]: 'validation.synonyms.term' });
    }
    const key = termKey(trimmed);
    if (seen.has(key))
      throw badRequest('validation.synonyms.repeated', { [field]: 'validation.synonyms.repeated' });
    seen.add(key);
    return trimmed;
  });
}

const groupDto = (row: { id: string; terms: string[] }): SynonymGroup => ({ _id: row.id, terms: row.terms });

export async function listSynonyms(db: Database): Promise<SynonymGroup[]> {
  const rows = await db
    .select({ id: searchSynonyms.id, terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id));
  return rows.map(groupDto);
}

/**
 * Refuses a term another group has (409 naming it). The table is locked for the write's transaction, so two writes
 * cannot both add the same term.
 */
async function checkTaken(tx: Database, terms: string[], exceptId?: string): Promise<void> {
  await tx.execute(sql`lock table ${searchSynonyms} in share row exclusive mode`);
  const rows = await tx.select({ id: searchSynonyms.id, terms: searchSynonyms.terms }).from(searchSynonyms);
  const taken = new Map<string, string>();
  for (const row of rows)
    if (row.id !== exceptId) for (const term of row.terms) taken.set(termKey(term), term);
  terms.forEach((term, i) => {
    const other = taken.get(termKey(term));
    if (other !== undefined) {
      throw conflict('server.synonyms.taken', { term: other }, { [`terms.${i}`]: 'server.synonyms.taken' });
    }
  });
}

export async function createSynonyms(
  catalogue: CatalogueWrites,
  actorId: string,
  terms: string[],
  now: () => number,
): Promise<SynonymGroup> {
  return catalogue.write(async (tx) => {
    await checkTaken(tx, terms);
    const at = new Date(now());
    const row = { id: randomUUID(), terms };
    await tx.insert(searchSynonyms).values({ ...row, createdAt: at, updatedAt: at });
    await logActivity(tx, {
      actorId,
      action: 'synonyms.create',
      entity: 'synonyms',
      entityId: row.id,
      before: null,
      after: { terms },
      at,
    });
    return groupDto(row);
  });
}

export async function updateSynonyms(
  catalogue: CatalogueWrites,
  actorId: string,
  id: string,
  terms: string[],
  now: () => number,
): Promise<SynonymGroup> {
  return catalogue.write(async (tx) => {
    const [before] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
    if (!before) throw notFound('server.synonyms.notFound');
    await checkTaken(tx, terms, id);
    const at = new Date(now());
    await tx.update(searchSynonyms).set({ terms, updatedAt: at }).where(eq(searchSynonyms.id, id));
    await logActivity(tx, {
      actorId,
      action: 'synonyms.update',
      entity: 'synonyms',
      entityId: id,
      before: { terms: before.terms },
      after: { terms },
      at,
    });
    return groupDto({ id, terms });
  });
}

export async function deleteSynonyms(
  catalogue: CatalogueWrites,
  actorId: string,
  id: string,
  now: () => number,
): Promise<void> {
  await catalogue.write(async (tx) => {
    const [before] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!before) throw notFound('server.synonyms.notFound');
    await logActivity(tx, {
      actorId,
      action: 'synonyms.delete',
      entity: 'synonyms',
      entityId: id,
      before: { terms: before.terms },
      after: null,
      at: new Date(now()),
    });
  });
}

/** A search as the log keeps it: its words as search reads them (no case, folded Arabic), at most 100 characters. */
export const loggedQuery = (search: string) =>
  queryTokens(search).join(' ').slice(0, SEARCH_QUERY_MAX_LENGTH);

/** Log writes not yet finished (the figures wait for them, so they count every search answered before). */
const pending = new Set<Promise<unknown>>();

/** What may be someone's own: an email address, or a phone or ID number (7 digits or more in a row). */
const PERSONAL = /@|[\d\u0660-\u0669\u06f0-\u06f9]{7}/u;

/**
 * Records one search (its normalised query and result count); nothing about who searched, and not a query that may
 * be personal (a shopper who typed their phone number or email into the search box).
 */
export function logSearch(db: Database, search: string, results: number, now: () => number): Promise<void> {
  const query = loggedQuery(search);
  if (query === '' || PERSONAL.test(search.replace(/[\s-]/g, ''))) return Promise.resolve();
  const write = db
    .insert(searchLog)
    .values({ query, results, createdAt: new Date(now()) })
    .then(() => undefined);
  pending.add(write);
  void write.catch(() => undefined).finally(() => pending.delete(write));
  return write;
}

/** The top searches and the searches with no result over the last 30 days, 20 each, most frequent first. */
export async function searchStats(db: Database, now: () => number): Promise<SearchStatsResponse> {
  await Promise.allSettled([...pending]);
  const since = new Date(now() - SEARCH_STATS_DAYS * DAY_MS);
  const until = new Date(now());
  const top = (noResult: boolean) =>
    db
      .select({ query: searchLog.query, count: sql<number>`count(*)::int` })
      .from(searchLog)
      .where(
        sql`${searchLog.createdAt} >= ${since} and ${searchLog.createdAt} <= ${until}${noResult ? sql` and ${searchLog.results} = 0` : sql``}`,
      )
      .groupBy(searchLog.query)
      .orderBy(sql`count(*) desc`, asc(searchLog.query))
      .limit(SEARCH_STATS_TOP);
  const counts = (rows: { query: string; count: number }[]): SearchCount[] =>
    rows.map((r) => ({ query: r.query, count: Number(r.count) }));
  return { top: counts(await top(false)), noResult: counts(await top(true)) };
}
