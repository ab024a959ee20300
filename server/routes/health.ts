// GET /api/health: the process is up, the database can be read and written, and DATA_DIR (the embedded database,
// the email outbox, the installation marker) can take a file. 503 when not, 507 when the disk is full.
import { randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HealthShape } from '../../src/contract/shapes';
import { isDiskFull } from '../services/dbErrors';
import { HttpError } from '../services/errors';
import type { RouteContext } from './context';
import { errors } from './schemas';

/** Writes and syncs a 4 KiB file in `dir`, then removes it: a full disk fails here with ENOSPC. */
async function writesFile(dir: string): Promise<void> {
  // Its own name per check, so two checks at once never remove each other's file; .tmp: backups skip it.
  const file = join(dir, `.health-${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(Buffer.alloc(4096));
    await handle.sync();
  } finally {
    await handle.close();
    await rm(file, { force: true });
  }
}

export function healthRoutes(ctx: RouteContext) {
  return async (app: FastifyInstance) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness, database read and write, and disk space check',
          response: { 200: HealthShape, ...errors(503, 507) },
        },
      },
      async (request) => {
        try {
          await writesFile(ctx.config.dataDir);
          await ctx.ping();
        } catch (error) {
          if (isDiskFull(error)) {
            request.log.warn('health: the disk is full');
            throw new HttpError(507, 'server.storageFull');
          }
          request.log.warn({ err: error }, 'health: the database cannot be read or written');
          throw new HttpError(503, 'server.unavailable');
        }
        return { status: 'ok' as const };
      },
    );
  };
}
