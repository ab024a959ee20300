// /api/cart and /api/checkout: pricing a cart, checking it out (idempotent), reading and cancelling orders.
import type { FastifyInstance } from 'fastify';
import {
  cancelSchema,
  cartRequestSchema,
  checkoutSchema,
  orderLookupSchema,
  type Order,
} from '../../src/contract';
import { badRequest, notFound } from '../services/errors';
import { langOf } from '../services/messages';
import { createCart } from '../services/carts';
import { checkout, checkoutWithKey } from '../services/checkout';
import { cancelOrder } from '../services/orderChanges';
import { findOrderByIdOrNumber, lookupOrder, ordersOfUser } from '../services/orders';
import { validate } from '../services/validation';
import { limited, orderWrite, type RouteContext } from './context';
import { callerOf, requireAccount, requireUser } from './guards';
import {
  CartRequestShape,
  CartResponseShape,
  CheckoutHeadersShape,
  CheckoutRequestShape,
  OrderListResponseShape,
  OrderLookupRequestShape,
  OrderResponseShape,
  TotalChangedShape,
} from '../../src/contract/shapes';
import { bearer, cancelBody, errors, idParam } from './schemas';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The order as its shopper reads it, with `confirmBy`: when the confirmation timer cancels it if the shop has not
 * confirmed it by phone (pending and unconfirmed, COD_CONFIRM_HOURS above 0); null otherwise.
 */
export function shopperOrder(order: Order, confirmHours: number): Order {
  const waiting = order.status === 'pending' && !order.confirmedAt && confirmHours > 0;
  const confirmBy = waiting
    ? new Date(Date.parse(order.createdAt) + confirmHours * 3_600_000).toISOString()
    : null;
  return { ...order, confirmBy };
}

export function orderRoutes(ctx: RouteContext) {
  const { db, now, orderRules } = ctx;
  const shown = (order: Order) => shopperOrder(order, orderRules.codConfirmHours);
  const auth = requireUser(ctx.tokens);
  // Staff read and cancel any customer's order: the role is the database's, as the back office reads it.
  const anyOrder = requireAccount(ctx);
  const write = orderWrite(ctx);

  return async (app: FastifyInstance) => {
    app.post(
      '/cart',
      {
        preHandler: auth,
        schema: {
          tags: ['orders'],
          summary: 'Price a cart from the database (client prices and user are ignored)',
          security: bearer,
          body: CartRequestShape,
          response: {
            201: CartResponseShape,
            ...errors(400, 401, 404),
          },
        },
      },
      async (request, reply) => {
        const input = await validate(cartRequestSchema(), request.body);
        const cart = await createCart(db, callerOf(request).id, input.products, now);
        return reply.status(201).send({ data: cart });
      },
    );

    app.get(
      '/checkout/userOrders',
      {
        preHandler: auth,
        schema: {
          tags: ['orders'],
          summary: "The caller's orders, newest first",
          security: bearer,
          response: { 200: OrderListResponseShape, ...errors(401) },
        },
      },
      async (request) => ({ data: (await ordersOfUser(db, callerOf(request).id)).map(shown) }),
    );

    app.post<{ Params: { cartId: string } }>(
      '/checkout/:cartId',
      {
        preHandler: auth,
        schema: {
          tags: ['orders'],
          summary: 'Check a cart out once (Cash On Delivery); honours Idempotency-Key',
          security: bearer,
          params: idParam('cartId'),
          headers: CheckoutHeadersShape,
          body: CheckoutRequestShape,
          response: { 201: OrderResponseShape, ...errors(400, 401, 404, 422), 409: TotalChangedShape },
        },
      },
      async (request, reply) => {
        // The order's emails are written in the language the shopper is using (the SPA sends it).
        const shopper = { id: callerOf(request).id, lang: langOf(request.headers['accept-language']) };
        const input = await validate(checkoutSchema(), request.body);
        const { cartId } = request.params;
        const key = request.headers['idempotency-key'];
        if (key === undefined) {
          const order = await write(() => checkout(shopper, cartId, input, now, orderRules));
          return reply.status(201).send({ data: shown(order) });
        }
        if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
          throw badRequest('server.idempotency.invalid', { 'idempotency-key': 'server.idempotency.invalid' });
        }
        const answer = await write(() => checkoutWithKey(shopper, cartId, input, key, now, orderRules));
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(answer.status).send({ data: shown(answer.body.data) });
      },
    );

    app.get<{ Params: { id: string } }>(
      '/checkout/:id',
      {
        preHandler: anyOrder,
        schema: {
          tags: ['orders'],
          summary:
            'One order, by its id or its short number (#5EF9B888, "#" optional); its owner or staff, anyone else gets 404',
          security: bearer,
          params: idParam('id'),
          response: { 200: OrderResponseShape, ...errors(401, 404) },
        },
      },
      async (request) => {
        const order = await findOrderByIdOrNumber(db, request.params.id, callerOf(request));
        if (!order) throw notFound('server.order.notFound');
        return { data: shown(order) };
      },
    );

    app.post(
      '/orders/lookup',
      {
        config: limited(ctx.config.rateLimits.orderLookup),
        schema: {
          tags: ['orders'],
          summary:
            'A guest finds an order by its short number and the phone it was placed with (any mismatch: 404)',
          body: OrderLookupRequestShape,
          response: { 200: OrderResponseShape, ...errors(400, 404, 429) },
        },
      },
      async (request) => {
        const { number, phone } = await validate(orderLookupSchema(), request.body);
        const order = await lookupOrder(db, number, phone);
        if (!order) throw notFound('server.order.notFound');
        return { data: shown(order) };
      },
    );

    app.post<{ Params: { id: string } }>(
      '/checkout/cancel/:id',
      {
        preHandler: anyOrder,
        schema: {
          tags: ['orders'],
          summary: 'Cancel an order while pending or in progress; its stock returns once',
          security: bearer,
          params: idParam('id'),
          body: cancelBody,
          response: { 200: OrderResponseShape, ...errors(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const { reason } = await validate(cancelSchema(), request.body);
        const order = await write(() =>
          cancelOrder(db, request.params.id, callerOf(request), reason, now, orderRules),
        );
        return { data: shown(order) };
      },
    );
  };
}
