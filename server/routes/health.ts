// GET /api/health: the process is up and the database answers.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../services/errors';
import type { RouteContext } from './context';
import { errors } from './schemas';

export function healthRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check',
          response: {
            200: {
              type: 'object',
              properties: { status: { type: 'string', enum: ['ok'] } },
              required: ['status'],
            },
            ...errors(503),
          },
        },
      },
      async () => {
        try {
          await ctx.ping();
        } catch {
          throw new HttpError(503, 'server.unavailable');
        }
        return { status: 'ok' as const };
      },
    );
  };
}
