// The mail outbox: an email is a row written in the transaction of the change that causes it (an order placed,
// confirmed, moved or cancelled; a password changed), so it is never lost when mail is down and never sent for a
// change that rolled back. A worker on each instance delivers what is due:
// - claim: one UPDATE over `SELECT … FOR UPDATE SKIP LOCKED`, which marks a batch 'sending', counts the attempt and
//   leases it (next_attempt_at = lease end): two instances never hold the same mail;
// - deliver: sent → 'sent'; a failure → 'pending' again after a backoff doubling from MAIL_RETRY_BASE_MS (at most an
//   hour), or 'failed' once MAIL_MAX_ATTEMPTS attempts are spent, for staff to see (GET /api/staff/emails) and retry;
//   the row keeps why as a MailProblem (a sentence for staff), never the transport's text with its paths and addresses;
// - a worker that dies mid-send leaves its claim to lapse: the mail is claimed again after the lease (that attempt
//   counted). Only a crash between the SMTP server's acceptance and the 'sent' update repeats a mail; it carries
//   the same Message-ID, so the receiving side can recognise it (docs/reliability.md).
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  MAIL_PROBLEMS,
  type BackOfficePage,
  type MailKind,
  type MailProblem,
  type OutboxMail,
  type OutboxQuery,
} from '../../src/contract';
import type { Database } from '../db/client';
import { mailOutbox, type OutboxRow } from '../db/schema';
import { conflict, notFound } from './errors';
import type { Mailer } from './mailer';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  orderId?: string | null;
}

const STORAGE_CODES = [
  'EEXIST',
  'ENOENT',
  'EACCES',
  'EPERM',
  'ENOSPC',
  'EROFS',
  'ENOTDIR',
  'EISDIR',
  'EMFILE',
];
const CONNECTION_CODES = [
  'ECONNECTION',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETLS',
  'EPROTOCOL',
];

function problemOfCode(code: string | undefined, responseCode?: number): MailProblem {
  if (code && STORAGE_CODES.includes(code)) return 'storage';
  if (code && CONNECTION_CODES.includes(code)) return 'connection';
  if (code === 'EAUTH' || code === 'ENOAUTH') return 'login';
  if (code === 'EENVELOPE' || code === 'EMESSAGE' || (responseCode !== undefined && responseCode >= 500))
    return 'refused';
  return 'other';
}

/** Why an attempt failed, as staff read it: by the error's code (Node's file errors, nodemailer's SMTP ones). */
export function mailProblem(error: unknown): MailProblem {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return problemOfCode(
    typeof code === 'string' ? code : undefined,
    typeof responseCode === 'number' ? responseCode : undefined,
  );
}

/** A stored last_error: a MailProblem, or the raw text rows kept before (read by the error code inside it). */
function problemOfStored(stored: string | null): MailProblem | null {
  if (stored === null) return null;
  if ((MAIL_PROBLEMS as readonly string[]).includes(stored)) return stored as MailProblem;
  return problemOfCode(
    /\b(E[A-Z]{3,})\b/.exec(stored)?.[1],
    Number(/^(\d{3})\b/.exec(stored)?.[1]) || undefined,
  );
}

/** How long a claim holds a mail: far longer than one SMTP attempt may take (mailer.ts bounds it at ~80 s). */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 10;
const MAX_BACKOFF_MS = 60 * 60_000;
export const OUTBOX_PAGE_SIZE = 50;

/** Adds a mail to the outbox; call it on the transaction of the change the mail tells of. */
export async function enqueueMail(tx: Database, mail: OutgoingMail, at: Date): Promise<void> {
  await tx.insert(mailOutbox).values({
    id: randomUUID(),
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    orderId: mail.orderId ?? null,
    status: 'pending',
    nextAttemptAt: at,
    createdAt: at,
  });
}

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export const backoffMs = (baseMs: number, attempts: number) =>
  Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));

export interface OutboxSettings {
  mailMaxAttempts: number;
  mailRetryBaseMs: number;
  mailPollMs: number;
}

export interface OutboxWorker {
  /** Delivers everything due now, batch after batch; resolves with the number sent. */
  drain(): Promise<number>;
  /** After start(): asks for a drain (after a write on this instance); calls while one runs fold into one more. */
  kick(): void;
  start(): void;
  /** Stops polling and waits for the drain in flight. */
  stop(): Promise<void>;
}

export function createOutboxWorker(deps: {
  db: Database;
  mailer: Mailer;
  settings: OutboxSettings;
  now: () => number;
  /** Told of each failed attempt: the mail's id, kind and attempt, never its address or content. */
  warn?: (message: string) => void;
}): OutboxWorker {
  const { db, mailer, settings, now } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  /** Kicks do nothing until start() (an instance with MAIL_WORKER=0 leaves delivery to the others). */
  let started = false;
  /** stop() was called: a drain in flight ends after its batch. */
  let stopping = false;

  async function claim(): Promise<OutboxRow[]> {
    const at = new Date(now());
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, at)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + CLAIM_LEASE_MS),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** The row is still this claim's (not re-claimed after a lapsed lease): same status and attempt. */
  const ours = (row: OutboxRow) =>
    and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, row.attempts));

  async function deliver(row: OutboxRow): Promise<boolean> {
    if (row.attempts > settings.mailMaxAttempts) {
      // Claimed again after its last attempt's worker died: the budget is spent, so it is not sent again.
      await db
        .update(mailOutbox)
        .set({ status: 'failed', lastError: row.lastError ?? 'interrupted', nextAttemptAt: new Date(now()) })
        .where(ours(row));
      return false;
    }
    try {
      await mailer.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: `<${row.id}@outbox.store.local>`,
      });
    } catch (error) {
      const problem = mailProblem(error);
      const failed = row.attempts >= settings.mailMaxAttempts;
      const at = now();
      await db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: problem,
          nextAttemptAt: new Date(failed ? at : at + backoffMs(settings.mailRetryBaseMs, row.attempts)),
        })
        .where(ours(row));
      const code = (error as { code?: unknown }).code;
      deps.warn?.(
        `mail ${row.id} (${row.kind}) attempt ${row.attempts} failed${typeof code === 'string' ? ` (${code})` : ''}` +
          (failed ? `: given up after ${row.attempts} attempts` : ''),
      );
      return false;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(now()), lastError: null })
      .where(ours(row));
    return true;
  }

  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return sent;
      for (const row of batch) if (await deliver(row)) sent += 1;
      if (stopping) return sent;
    }
  }

  function kick() {
    if (!started || stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => {
        deps.warn?.(`outbox: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    drain,
    kick,
    start() {
      started = true;
      stopping = false;
      timer = setInterval(kick, settings.mailPollMs);
      timer.unref();
      kick();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

const mailDto = (row: OutboxRow): OutboxMail => ({
  _id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: problemOfStored(row.lastError),
  orderId: row.orderId,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The outbox for staff, newest first, by status. */
export async function listMails(db: Database, query: OutboxQuery): Promise<BackOfficePage<OutboxMail>> {
  const page = query.page ?? 1;
  const where = query.status ? eq(mailOutbox.status, query.status) : undefined;
  const [counted] = await db.select({ total: count() }).from(mailOutbox).where(where);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE);
  const total = Number(counted?.total ?? 0);
  return {
    data: rows.map(mailDto),
    page,
    pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)),
    total,
    limit: OUTBOX_PAGE_SIZE,
  };
}

/** An order's mails, oldest first. */
export async function mailsOfOrder(db: Database, orderId: string): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(mailOutbox.createdAt, mailOutbox.id);
  return rows.map(mailDto);
}

/** A failed mail back to pending with a fresh retry budget (staff, once the cause is fixed); 409 if not failed. */
export async function retryMail(db: Database, id: string, at: Date): Promise<OutboxMail> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: at })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  if (row) return mailDto(row);
  const [exists] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!exists) throw notFound('server.mail.notFound');
  throw conflict('server.mail.notFailed');
}
