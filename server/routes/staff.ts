// /api/staff/orders: the order desk (staff and managers). Every order searched, filtered and paged; one order with
// who moved it, its notes and the customer's facts; move it along, cancel it with the shop's reason (its stock
// returns), add an internal note. Each action names the order's version (409 when someone acted since) and is in the
// activity log.
import type { FastifyInstance } from 'fastify';
import {
  advanceSchema,
  backOfficePaths,
  confirmationSchema,
  deskCancelSchema,
  orderDeskQuerySchema,
  orderNoteSchema,
  outboxQuerySchema,
} from '../../src/contract';
import { addOrderNote, deskOrder, listDeskOrders } from '../services/orderDesk';
import { advanceOrder, cancelAtDesk, recordCall } from '../services/orderChanges';
import { listMails, retryMail } from '../services/outbox';
import { validate } from '../services/validation';
import {
  confirmationBody,
  deskCancelBody,
  deskListOrderSchema,
  deskOrderSchema,
  outboxMailSchema,
  outboxQuery,
  one,
  advanceBody,
  orderDeskQuery,
  orderNoteBody,
  orderNoteSchema as orderNoteAnswer,
  pageOf,
} from './backOfficeSchemas';
import { orderWrite, type RouteContext } from './context';
import { callerOf, requireStaff } from './guards';
import { bearer, errors, idParam } from './schemas';
import { shopperOrder } from './orders';

/** Route patterns of backOfficePaths (its functions would encode the ':' of a parameter). */
const paths = {
  order: `${backOfficePaths.orders}/:id`,
  advance: `${backOfficePaths.orders}/:id/advance`,
  cancel: `${backOfficePaths.orders}/:id/cancel`,
  notes: `${backOfficePaths.orders}/:id/notes`,
  confirmation: `${backOfficePaths.orders}/:id/confirmation`,
  retryEmail: `${backOfficePaths.emails}/:id/retry`,
};

export function staffRoutes(ctx: RouteContext) {
  // On request, before the body is even read: a visitor or shopper is refused (401/403) whatever they sent.
  const guard = requireStaff(ctx);
  const common = { tags: ['staff'], security: bearer };
  const idParams = idParam('id');

  /** Order changes: the outbox wakes once the change committed. */
  const write = orderWrite(ctx);
  const rules = ctx.orderRules;
  const read = (id: string) =>
    deskOrder(ctx.db, id, { now: ctx.now(), confirmHours: ctx.config.codConfirmHours });

  return async (app: FastifyInstance) => {
    app.get(
      backOfficePaths.orders,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary: 'Every order, newest first: searched, by status and Cairo days, a page at a time',
          querystring: orderDeskQuery,
          response: { 200: pageOf(deskListOrderSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const page = await listDeskOrders(
          ctx.db,
          await validate(orderDeskQuerySchema(), request.query),
          ctx.now(),
        );
        // Each order in the shopper's own shape (with its confirmation deadline), plus the risk flag.
        const confirmHours = ctx.orderRules.codConfirmHours;
        return {
          ...page,
          data: page.data.map((order) => ({ ...shopperOrder(order, confirmHours), flagged: order.flagged })),
        };
      },
    );

    app.get<{ Params: { id: string } }>(
      paths.order,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary: 'One order at the desk: who moved it and why, its internal notes, the customer’s facts',
          params: idParams,
          response: { 200: one(deskOrderSchema), ...errors(401, 403, 404) },
        },
      },
      async (request) => ({ data: await read(request.params.id) }),
    );

    app.post<{ Params: { id: string } }>(
      paths.advance,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary:
            'Move an order to its next status, naming the version read (409 when it changed since or is not ' +
            'confirmed yet); the shipped step names the courier and tracking number',
          params: idParams,
          body: advanceBody,
          response: { 200: one(deskOrderSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const advance = await validate(advanceSchema(), request.body);
        await write(() =>
          advanceOrder(ctx.db, request.params.id, advance, ctx.now, callerOf(request).id, rules),
        );
        return { data: await read(request.params.id) };
      },
    );

    app.post<{ Params: { id: string } }>(
      paths.cancel,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary: 'Cancel a pending or in-progress order with the shop’s reason; its stock returns',
          params: idParams,
          body: deskCancelBody,
          response: { 200: one(deskOrderSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { reason, version } = await validate(deskCancelSchema(), request.body);
        await write(() =>
          cancelAtDesk(request.params.id, callerOf(request), reason, version, ctx.now, rules),
        );
        return { data: await read(request.params.id) };
      },
    );

    app.post<{ Params: { id: string } }>(
      paths.confirmation,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary:
            'Record a confirmation call: confirmed (the pending order is confirmed, its email queued) or no answer',
          params: idParams,
          body: confirmationBody,
          response: { 200: one(deskOrderSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const call = await validate(confirmationSchema(), request.body);
        await write(() => recordCall(ctx.db, request.params.id, callerOf(request).id, call, ctx.now, rules));
        return { data: await read(request.params.id) };
      },
    );

    app.get(
      backOfficePaths.emails,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary: 'The mail outbox, newest first, by status (failed: out of attempts, for staff to retry)',
          querystring: outboxQuery,
          response: { 200: pageOf(outboxMailSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => listMails(ctx.db, await validate(outboxQuerySchema(), request.query)),
    );

    app.post<{ Params: { id: string } }>(
      paths.retryEmail,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary: 'Give a failed mail a fresh retry budget (409 unless it failed)',
          params: idParams,
          response: { 200: one(outboxMailSchema), ...errors(401, 403, 404, 409) },
        },
      },
      async (request) => {
        const mail = await retryMail(ctx.db, request.params.id, new Date(ctx.now()));
        ctx.outbox.kick();
        return { data: mail };
      },
    );

    app.post<{ Params: { id: string } }>(
      paths.notes,
      {
        onRequest: guard,
        schema: {
          ...common,
          summary: 'Add an internal note (staff only, never shown to the shopper, never changed)',
          params: idParams,
          body: orderNoteBody,
          response: { 201: one(orderNoteAnswer), ...errors(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { body } = await validate(orderNoteSchema(), request.body);
        const note = await addOrderNote(ctx.db, request.params.id, callerOf(request).id, body, ctx.now);
        return reply.status(201).send({ data: note });
      },
    );
  };
}
