// Link-preview pictures (og:image, twitter:image): a product's or a page's picture as a 1200 × 630 JPEG, the size
// Facebook, X, LinkedIn and WhatsApp show large. Our artwork is SVG, which none of them shows; an upload is WebP,
// which some do not. GET /og/<version>/<picture address>.jpg renders the picture with sharp on first use and keeps
// the result in memory.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { isImageAddress, uploadFileName, uploadIdOf } from '../../src/contract';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/**
 * Part of every preview's address: a change to how previews are drawn (size, fit, quality) must change it, so the
 * networks' and browsers' long-kept copies of the old drawing are never taken for the new one.
 */
export const PREVIEW_VERSION = 'v1';
export const PREVIEW_PATH = '/og';
/** Kept rendered previews: about 20–60 KB each, so some hundreds of the most shared products. */
const CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** An upload's name is its content's: its preview never changes. Our artwork may change with a release. */
const UPLOAD_CACHE = 'public, max-age=31536000, immutable';
const ARTWORK_CACHE = 'public, max-age=604800';

/** The preview's address (path only) of a picture address (an upload's or our artwork's), or undefined. */
export function previewPath(picture: string | undefined): string | undefined {
  if (!picture || !isImageAddress(picture)) return undefined;
  return `${PREVIEW_PATH}/${PREVIEW_VERSION}${picture}.jpg`;
}

export interface PreviewImageOptions {
  /** The SPA's built files: our artwork under /images/. */
  staticDir: string | undefined;
  uploadsDir: string;
}

/** Draws the picture contained in the preview's box, on the picture's own dominant colour (no white bars). */
export async function renderPreview(source: Buffer): Promise<Buffer> {
  // A 400 × 300 SVG, warm: 70–80 ms on this project's 2-core machine (about 200 ms the first time sharp runs).
  const picture = await sharp(source, { density: 216, limitInputPixels: 40_000_000 })
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .toBuffer({ resolveWithObject: true });
  const { dominant } = await sharp(picture.data).stats();
  return sharp({
    create: { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, channels: 3, background: dominant },
  })
    .composite([{ input: picture.data }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

export const previewImages = fp<PreviewImageOptions>(
  async (app, { staticDir, uploadsDir }) => {
    const kept = new LRUCache<string, Buffer>({
      maxSize: CACHE_MAX_BYTES,
      sizeCalculation: (bytes) => bytes.length,
    });
    const rendering = new Map<string, Promise<Buffer | undefined>>();

    /** The picture's bytes: an upload's largest size, or our artwork from the built files; undefined when absent. */
    const sourceOf = async (picture: string): Promise<Buffer | undefined> => {
      const upload = uploadIdOf(picture);
      const file = upload
        ? join(uploadsDir, uploadFileName(upload, 'large'))
        : staticDir && join(staticDir, picture);
      if (!file) return undefined;
      return readFile(file).catch(() => undefined);
    };
    /** One render per picture at a time; a picture that cannot be read or drawn answers 404. */
    const preview = (picture: string) => {
      const ready = kept.get(picture);
      if (ready) return Promise.resolve(ready);
      let running = rendering.get(picture);
      if (!running) {
        running = sourceOf(picture)
          .then((source) => (source ? renderPreview(source) : undefined))
          .catch(() => undefined)
          .then((bytes) => {
            if (bytes) kept.set(picture, bytes);
            return bytes;
          })
          .finally(() => rendering.delete(picture));
        rendering.set(picture, running);
      }
      return running;
    };

    app.get<{ Params: { '*': string } }>(
      `${PREVIEW_PATH}/${PREVIEW_VERSION}/*`,
      { schema: { hide: true } },
      async (request, reply) => {
        const rest = request.params['*'];
        const picture = rest.endsWith('.jpg') ? `/${rest.slice(0, -'.jpg'.length)}` : '';
        // Only the addresses a product or category may hold: never another file of the directories.
        if (!isImageAddress(picture)) return reply.callNotFound();
        const bytes = await preview(picture);
        if (!bytes) return reply.callNotFound();
        return reply
          .header('cache-control', uploadIdOf(picture) ? UPLOAD_CACHE : ARTWORK_CACHE)
          .type('image/jpeg')
          .send(bytes);
      },
    );
  },
  { name: 'previewImages' },
);
