// /api/staff/orders: staff (and managers) list every order and move one along pending → in progress → completed;
// each move is in the activity log.
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUSES, type OrderStatus } from '../../src/contract';
import { advanceOrder, ordersWithStatus } from '../services/orders';
import type { RouteContext } from './context';
import { callerOf, requireStaff } from './guards';
import { bearer, errors, idParam } from './schemas';

export function staffRoutes(ctx: RouteContext) {
  const guard = requireStaff(ctx);
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { status?: OrderStatus } }>(
      '/staff/orders',
      {
        preHandler: guard,
        schema: {
          tags: ['staff'],
          summary: 'All orders (newest first), optionally of one status',
          security: bearer,
          querystring: {
            type: 'object',
            properties: { status: { type: 'string', enum: [...ORDER_STATUSES] } },
          },
          response: {
            200: { type: 'object', properties: { data: { type: 'array', items: { $ref: 'Order#' } } } },
            ...errors(400, 401, 403),
          },
        },
      },
      async (request) => ({ data: await ordersWithStatus(ctx.db, request.query.status) }),
    );

    app.post<{ Params: { id: string } }>(
      '/staff/orders/:id/advance',
      {
        preHandler: guard,
        schema: {
          tags: ['staff'],
          summary: 'Move an order to its next status',
          security: bearer,
          params: idParam('id'),
          response: {
            200: { type: 'object', properties: { data: { $ref: 'Order#' } } },
            ...errors(401, 403, 404, 409),
          },
        },
      },
      async (request) => ({
        data: await advanceOrder(ctx.db, request.params.id, ctx.now, callerOf(request).id),
      }),
    );
  };
}
