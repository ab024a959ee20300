// /api/staff/messages: the contact inbox (staff and managers). Messages from the Contact page newest first, by
// status; one with its replies; reply by email (in the sender's language, through the outbox) and close. A reply or
// close names the message's version (409 when someone acted since) and is in the activity log.
import type { FastifyInstance } from 'fastify';
import {
  backOfficePaths,
  contactCloseSchema,
  contactInboxQuerySchema,
  contactReplySchema,
} from '../../src/contract';
import {
  ContactInboxQueryShape,
  ContactMessageShape,
  ContactReplyRequestShape,
  ContactThreadShape,
  One,
  PageOf,
  VersionRequestShape,
} from '../../src/contract/shapes';
import {
  closeMessage,
  listMessages,
  messageThread,
  replyToMessage,
  type InboxMail,
} from '../services/contactInbox';
import { validate } from '../services/validation';
import type { RouteContext } from './context';
import { callerOf, requireStaff } from './guards';
import { bearer, errors, idParam } from './schemas';

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
          querystring: ContactInboxQueryShape,
          response: { 200: PageOf(ContactMessageShape), ...errors(400, 401, 403) },
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
          response: { 200: One(ContactThreadShape), ...errors(401, 403, 404) },
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
          body: ContactReplyRequestShape,
          response: { 200: One(ContactThreadShape), ...errors(400, 401, 403, 404, 409) },
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
          body: VersionRequestShape,
          response: { 200: One(ContactThreadShape), ...errors(400, 401, 403, 404, 409) },
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
