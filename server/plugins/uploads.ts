// GET /uploads/<id>-<width>.webp: the back office's photos in the shop's sizes. A name is its content's (a SHA-256
// of the photo and of how it was encoded), so a file never changes: browsers and CDNs keep it for a year.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { UPLOAD_FILE_NAME, UPLOADS_PATH } from '../../src/contract';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const uploads = fp<{ dir: string }>(
  async (app, { dir }) => {
    app.get<{ Params: { file: string } }>(
      `${UPLOADS_PATH}/:file`,
      { schema: { hide: true } },
      async (request, reply) => {
        const { file } = request.params;
        // Only names the server makes: nothing else in the directory (temporary files) and no other path.
        if (!UPLOAD_FILE_NAME.test(file)) return reply.callNotFound();
        const path = join(dir, file);
        const found = await stat(path).catch(() => undefined);
        if (!found?.isFile()) return reply.callNotFound();
        return reply
          .header('cache-control', IMMUTABLE)
          .header('content-length', found.size)
          .type('image/webp')
          .send(createReadStream(path));
      },
    );
  },
  { name: 'uploads' },
);
