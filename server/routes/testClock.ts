// POST /api/test/clock: moves the shop's clock forward and runs the timers that fell due (the confirmation timer, the
// payment hold timer), as a payment provider's test clock does, so that a browser journey checks a window, a hold or
// a timer by moving time instead of waiting for it. Registered only with TEST_CLOCK=1, which server/config.ts refuses
// in production; a manager's call even then.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { requireManager } from './guards';
import type { RouteContext } from './context';
import { errors } from './schemas';

/** A year: further than any window or hold the shop keeps. */
const MAX_ADVANCE_MS = 366 * 24 * 3_600_000;

const AdvanceShape = Type.Object(
  { advanceMs: Type.Integer({ minimum: 1, maximum: MAX_ADVANCE_MS }) },
  { additionalProperties: false },
);
const MovedShape = Type.Object({ now: Type.String({ format: 'date-time' }), cancelled: Type.Integer() });

/** A clock that reads `base` plus what advance() added. */
export function movableClock(base: () => number) {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms: number) {
      offset += ms;
    },
  };
}

export function testClockRoutes(
  ctx: RouteContext,
  clock: ReturnType<typeof movableClock>,
  /** The timers' passes, each answering the orders it cancelled (and waking the outbox for their emails). */
  timers: readonly (() => Promise<number>)[],
) {
  return async (app: FastifyInstance) => {
    app.post<{ Body: Static<typeof AdvanceShape> }>(
      '/test/clock',
      {
        preHandler: requireManager(ctx),
        schema: {
          hide: true,
          body: AdvanceShape,
          response: { 200: MovedShape, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        clock.advance(request.body.advanceMs);
        let cancelled = 0;
        for (const pass of timers) cancelled += await pass();
        return { now: new Date(clock.now()).toISOString(), cancelled };
      },
    );
  };
}
