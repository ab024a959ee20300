// /api/staff/activity (manager only): the append-only log of back-office writes, newest first.
import type { FastifyInstance } from 'fastify';
import { backOfficePaths, type ActivityQuery } from '../../src/contract';
import { listActivity } from '../services/activity';
import { activityEntrySchema, activityQuery, pageOf } from './backOfficeSchemas';
import type { RouteContext } from './context';
import { requireManager } from './guards';
import { bearer, errors } from './schemas';

export function staffActivityRoutes(ctx: RouteContext) {
  const guard = requireManager(ctx);
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: ActivityQuery }>(
      backOfficePaths.activity,
      {
        preHandler: guard,
        schema: {
          tags: ['back office'],
          summary: 'Back-office writes, newest first, by actor, entity and time',
          security: bearer,
          querystring: activityQuery,
          response: { 200: pageOf(activityEntrySchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => listActivity(ctx.db, request.query),
    );
  };
}
