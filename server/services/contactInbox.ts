// The contact inbox: a message from the Contact page is stored with the shop's notice of it (to SHOP_EMAIL) in one
// transaction; staff read the messages newest first, reply by email (through the outbox, in the sender's language)
// and close them. Each reply or close names the message's version (409 when someone acted since) and is in the
// activity log.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  CONTACT_PAGE_SIZE,
  type ContactInboxPage,
  type ContactInboxQuery,
  type ContactMessage,
  type ContactRequest,
  type ContactThread,
  type Role,
} from '../../src/contract';
import type { Database } from '../db/client';
import { contactMessages, contactReplies, users, type ContactMessageRow } from '../db/schema';
import { logActivity } from './activity';
import { conflict, notFound } from './errors';
import type { Lang, Translator } from './messages';
import { renderContactReceived, renderContactReply, type MailShop } from './orderMail';
import { enqueueMail } from './outbox';

export interface InboxMail {
  translate: Translator;
  appUrl: string;
  /** Where the shop is told of each new message (config.shopEmail). */
  shopEmail: string;
  /** The shop's details at the foot of each mail (config.shopContact). */
  contact: MailShop;
}

const messageDto = (row: ContactMessageRow): ContactMessage => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  message: row.message,
  lang: row.lang,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

/** Stores a message and queues the shop's notice of it, together. */
export async function receiveMessage(
  db: Database,
  input: ContactRequest,
  lang: Lang,
  mail: InboxMail,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        id: randomUUID(),
        firstName: input.fisrtname,
        lastName: input.lastname,
        email: input.email.toLowerCase(),
        message: input.message,
        lang,
        status: 'new',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const notice = renderContactReceived(mail.translate, mail.contact, mail.appUrl, row!);
    await enqueueMail(tx, { ...notice, to: mail.shopEmail }, at);
  });
}

/** The inbox, newest first, all or by status, a page at a time. */
export async function listMessages(db: Database, query: ContactInboxQuery): Promise<ContactInboxPage> {
  const page = query.page ?? 1;
  const where = query.status ? eq(contactMessages.status, query.status) : undefined;
  const [counted] = await db.select({ total: count() }).from(contactMessages).where(where);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_PAGE_SIZE)
    .offset((page - 1) * CONTACT_PAGE_SIZE);
  const total = Number(counted?.total ?? 0);
  return {
    data: rows.map(messageDto),
    page,
    pages: Math.max(1, Math.ceil(total / CONTACT_PAGE_SIZE)),
    total,
    limit: CONTACT_PAGE_SIZE,
  };
}

/** One message with its replies, oldest first; 404 when there is none. */
export async function messageThread(db: Database, id: string): Promise<ContactThread> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound('server.inbox.notFound');
  const replies = await db
    .select({
      reply: contactReplies,
      author: { id: users.id, name: users.name, email: users.email, role: users.role },
    })
    .from(contactReplies)
    .innerJoin(users, eq(users.id, contactReplies.authorId))
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return {
    ...messageDto(row),
    replies: replies.map(({ reply, author }) => ({
      _id: reply.id,
      body: reply.body,
      by: { _id: author.id, name: author.name, email: author.email, role: author.role as Role },
      at: reply.createdAt.toISOString(),
    })),
  };
}

/** The message's row, locked until the transaction ends, at the version the caller read. */
async function lockedMessage(tx: Database, id: string, version: number): Promise<ContactMessageRow> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!row) throw notFound('server.inbox.notFound');
  if (row.version !== version) throw conflict('server.inbox.stale', {}, { version: row.version });
  return row;
}

/**
 * A staff reply: kept, emailed to the sender in their language through the outbox, the message 'answered' (a
 * closed one is opened again by a new reply), and its activity row: all in one transaction.
 */
export async function replyToMessage(
  db: Database,
  id: string,
  actorId: string,
  reply: { body: string; version: number },
  mail: InboxMail,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedMessage(tx, id, reply.version);
    const replyId = randomUUID();
    await tx
      .insert(contactReplies)
      .values({ id: replyId, messageId: id, authorId: actorId, body: reply.body, createdAt: at });
    await tx
      .update(contactMessages)
      .set({ status: 'answered', version: current.version + 1, updatedAt: at })
      .where(eq(contactMessages.id, id));
    const rendered = renderContactReply(
      mail.translate,
      mail.contact,
      mail.appUrl,
      current.lang,
      current,
      reply.body,
    );
    await enqueueMail(tx, { ...rendered, to: current.email }, at);
    await logActivity(tx, {
      actorId,
      action: 'message.reply',
      entity: 'message',
      entityId: id,
      before: { status: current.status },
      after: { status: 'answered', reply: { _id: replyId } },
      at,
    });
  });
}

/** Nothing more to do on a message; 409 when it is closed already. */
export async function closeMessage(
  db: Database,
  id: string,
  actorId: string,
  version: number,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedMessage(tx, id, version);
    if (current.status === 'closed') throw conflict('server.inbox.closed');
    await tx
      .update(contactMessages)
      .set({ status: 'closed', version: current.version + 1, updatedAt: at })
      .where(and(eq(contactMessages.id, id)));
    await logActivity(tx, {
      actorId,
      action: 'message.close',
      entity: 'message',
      entityId: id,
      before: { status: current.status },
      after: { status: 'closed' },
      at,
    });
  });
}

/** How many messages wait for an answer (the back office's menu shows it). */
export async function newMessageCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(inArray(contactMessages.status, ['new']));
  return Number(row?.total ?? 0);
}
