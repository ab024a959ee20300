// /api/staff/messages: the contact inbox (staff and managers). Messages from the Contact page newest first, by
// status; one with its replies; reply by email (in the sender's language, through the outbox) and close. A reply or
// close names the message's version (409 when someone acted since) and is in the activity log.
import type { FastifyInstance } from 'fastify';
import {
  backOfficePaths,
  CONTACT_STATUSES,
  contactCloseSchema,
  contactInboxQuerySchema,
  contactReplySchema,
} from '../../src/contract';
import {
  closeMessage,
  listMessages,
  messageThread,
  replyToMessage,
  type InboxMail,
} from '../services/contactInbox';
import { validate } from '../services/validation';
import { one, pageOf, versionBody } from './backOfficeSchemas';
import type { RouteContext } from './context';
import { callerOf, requireStaff } from './guards';
import { bearer, errors, idParam } from './schemas';

const str = { type: 'string' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const messageProperties = {
  _id: str,
  firstName: str,
  lastName: str,
  email: str,
  message: str,
  lang: { type: 'string', enum: ['en', 'ar'] },
  status: { type: 'string', enum: [...CONTACT_STATUSES] },
  createdAt: dateTime,
  version: { type: 'integer' },
} as const;
const messageSchema = { type: 'object', properties: messageProperties } as const;
const threadSchema = {
  type: 'object',
  properties: {
    ...messageProperties,
    replies: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          _id: str,
          body: str,
          by: { type: 'object', properties: { _id: str, name: str, email: str, role: str } },
          at: dateTime,
        },
      },
    },
  },
} as const;
const inboxQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', description: `One of: ${CONTACT_STATUSES.join(' | ')}` },
    page: { type: 'integer', description: 'From 1', default: 1 },
  },
} as const;
const replyBody = {
  type: 'object',
  properties: {
    body: { type: 'string', description: 'The reply, emailed to the sender' },
    version: { type: 'integer', description: 'The message’s version as read' },
  },
} as const;

const paths = {
  message: `${backOfficePaths.messages}/:id`,
  reply: `${backOfficePaths.messages}/:id/reply`,
  close: `${backOfficePaths.messages}/:id/close`,
};

export function staffMessageRoutes(ctx: RouteContext) {
  const guard = requireStaff(ctx);
  const common = { tags: ['staff'], security: bearer };
  const idParams = idParam('id');
  const mail: InboxMail = {
    translate: ctx.translate,
    appUrl: ctx.config.appUrl,
    shopEmail: ctx.config.shopEmail,
    contact: ctx.config.shopContact,
  };

  return async (app: FastifyInstance) => {
    app.get(
      backOfficePaths.messages,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary: 'The contact inbox, newest first, by status (new, answered, closed)',
          querystring: inboxQuery,
          response: { 200: pageOf(messageSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => listMessages(ctx.db, await validate(contactInboxQuerySchema(), request.query)),
    );

    app.get<{ Params: { id: string } }>(
      paths.message,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary: 'One contact message with its replies',
          params: idParams,
          response: { 200: one(threadSchema), ...errors(401, 403, 404) },
        },
      },
      async (request) => ({ data: await messageThread(ctx.db, request.params.id) }),
    );

    app.post<{ Params: { id: string } }>(
      paths.reply,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary:
            'Reply by email in the sender’s language (through the outbox); the message becomes answered',
          params: idParams,
          body: replyBody,
          response: { 200: one(threadSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const reply = await validate(contactReplySchema(), request.body);
        await replyToMessage(
          ctx.db,
          request.params.id,
          callerOf(request).id,
          reply,
          mail,
          new Date(ctx.now()),
        );
        ctx.outbox.kick();
        return { data: await messageThread(ctx.db, request.params.id) };
      },
    );

    app.post<{ Params: { id: string } }>(
      paths.close,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary: 'Close a message: nothing more to do (409 when closed already or changed since)',
          params: idParams,
          body: versionBody,
          response: { 200: one(threadSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { version } = await validate(contactCloseSchema(), request.body);
        await closeMessage(ctx.db, request.params.id, callerOf(request).id, version, new Date(ctx.now()));
        return { data: await messageThread(ctx.db, request.params.id) };
      },
    );
  };
}
