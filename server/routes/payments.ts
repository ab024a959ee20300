// /api/payments: the methods switched on, paying (or retrying) an order, switching it to cash on delivery, Paymob's
// processed callback and the shopper's return; and the manager's refund at the desk (/api/staff/orders/:id/refund).
import type { FastifyInstance } from 'fastify';
import { backOfficePaths, REFUND_REASON_MAX, type OnlineMethodKey } from '../../src/contract';
import {
  MessageShape,
  OrderRefundAnswerShape,
  OrderRefundRequestShape,
  OrderResponseShape,
  PaymentCallbackQueryShape,
  PaymentMethodsAnswerShape,
  PaymentStartAnswerShape,
  PaymentStartRequestShape,
} from '../../src/contract/shapes';
import { badRequest, notFound } from '../services/errors';
import { langOf } from '../services/messages';
import { findOrder } from '../services/orders';
import {
  CALLBACK_PATH,
  receiveCallback,
  receiveReturn,
  refundPayment,
  RETURN_PATH,
  startPayment,
  switchToCash,
} from '../payments/payments';
import { limited, orderWrite, say, type RouteContext } from './context';
import { callerOf, requireManager, requireUser } from './guards';
import { bearer, errors, idParam } from './schemas';

/** Paymob's callbacks: their own limit, apart from the shoppers' (a burst of retries must not lock a shopper out). */
export const CALLBACK_LIMIT = { max: 600, timeWindow: 60_000 };

export function paymentRoutes(ctx: RouteContext) {
  const auth = requireUser(ctx.tokens);
  const manager = requireManager(ctx);
  const write = orderWrite(ctx);
  const pay = ctx.payments;

  return async (app: FastifyInstance) => {
    app.get(
      '/payments/methods',
      {
        schema: {
          tags: ['payments'],
          summary: 'The online methods this shop has switched on (cash on delivery is always offered)',
          response: { 200: PaymentMethodsAnswerShape },
        },
      },
      async () => ({ methods: [...ctx.orderRules.onlineMethods] }),
    );

    app.post<{ Params: { id: string }; Body: { method?: unknown } }>(
      '/payments/:id/pay',
      {
        preHandler: auth,
        schema: {
          tags: ['payments'],
          summary:
            "Pay (or retry paying) one's own order awaiting payment: answers the gateway page to go to",
          security: bearer,
          params: idParam('id'),
          body: PaymentStartRequestShape,
          response: { 200: PaymentStartAnswerShape, ...errors(400, 401, 404, 409, 502) },
        },
      },
      async (request) => {
        const method = (request.body?.method ?? undefined) as OnlineMethodKey | undefined;
        return startPayment(pay, request.params.id, callerOf(request).id, method);
      },
    );

    app.post<{ Params: { id: string } }>(
      '/payments/:id/cash',
      {
        preHandler: auth,
        schema: {
          tags: ['payments'],
          summary: "Switch one's own unpaid online order to cash on delivery (when the cash rules allow it)",
          security: bearer,
          params: idParam('id'),
          response: { 200: OrderResponseShape, ...errors(401, 404, 409, 422) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await write(() =>
          switchToCash(pay, request.params.id, caller.id, langOf(request.headers['accept-language'])),
        );
        const order = await findOrder(ctx.db, request.params.id, caller);
        if (!order) throw notFound('server.order.notFound');
        return { data: order };
      },
    );

    app.post(
      CALLBACK_PATH.replace('/api', ''),
      {
        config: limited(CALLBACK_LIMIT),
        schema: {
          tags: ['payments'],
          summary: "Paymob's transaction processed callback (HMAC in ?hmac=); acted on once per transaction",
          querystring: PaymentCallbackQueryShape,
          response: { 200: MessageShape, ...errors(400, 401, 404, 422) },
        },
      },
      async (request) => {
        const raw = JSON.stringify(request.body ?? null);
        await write(() => receiveCallback(pay, request.query as Record<string, unknown>, request.body, raw));
        return { message: say(ctx, request, 'server.payment.received') };
      },
    );

    app.get(
      RETURN_PATH.replace('/api', ''),
      {
        config: limited(CALLBACK_LIMIT),
        schema: {
          tags: ['payments'],
          summary: "The shopper's return from Paymob (the response callback): sends them to the order's page",
        },
      },
      async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const raw = new URLSearchParams(query as Record<string, string>).toString();
        const orderId = await write(() => receiveReturn(pay, query, raw));
        return reply.redirect(orderId ? `/trackingorder/${encodeURIComponent(orderId)}` : '/myorder', 303);
      },
    );

    app.post<{ Params: { id: string }; Body: { amountCents?: unknown; reason?: unknown } }>(
      `${backOfficePaths.orders}/:id/refund`,
      {
        onRequest: manager,
        schema: {
          tags: ['staff'],
          summary:
            'Refund (part of) an order’s payment with a reason: online through the gateway, cash recorded',
          security: bearer,
          params: idParam('id'),
          body: OrderRefundRequestShape,
          response: { 200: OrderRefundAnswerShape, ...errors(400, 401, 403, 404, 409, 502) },
        },
      },
      async (request) => {
        const { amountCents, reason } = request.body ?? {};
        if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || amountCents <= 0) {
          throw badRequest('validation.refund.amount', { amountCents: 'validation.refund.amount' });
        }
        if (typeof reason !== 'string' || !reason.trim() || reason.length > REFUND_REASON_MAX) {
          throw badRequest('validation.refund.reason', { reason: 'validation.refund.reason' });
        }
        const payment = await write(() =>
          refundPayment(pay, request.params.id, amountCents, reason.trim(), { id: callerOf(request).id }),
        );
        return { payment };
      },
    );
  };
}
