// Link-preview pictures (og:image, twitter:image): a product's or a page's picture as a 1200 × 630 JPEG, the size
// Facebook, X, LinkedIn and WhatsApp show large. Our artwork is SVG, which none of them shows; an upload is WebP,
// which some do not. GET /og/<version>/<picture address>.jpg serves a file of <uploads>/previews/, one per source
// picture and drawing version: an upload's is made with the upload (services/images.ts), our artwork's at its first
// request. A request never draws a picture it has drawn before, whichever address of the picture it names, and
// each address is rate limited (rateLimits.preview).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { isImageAddress, uploadFileName, uploadIdOf } from '../../src/contract';
import type { RateLimitRule } from '../config';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/**
 * Part of every preview's address: a change to how previews are drawn (size, fit, quality) must change it, so the
 * networks' and browsers' long-kept copies of the old drawing are never taken for the new one.
 */
export const PREVIEW_VERSION = 'v1';
export const PREVIEW_PATH = '/og';
/** Under the uploads directory (shared by every instance): the previews, 20–60 KB each. */
export const PREVIEWS_DIR = 'previews';
/** An upload's name is its content's: its preview never changes. Our artwork may change with a release. */
const UPLOAD_CACHE = 'public, max-age=31536000, immutable';
const ARTWORK_CACHE = 'public, max-age=604800';

/** The preview's address (path only) of a picture address (an upload's or our artwork's), or undefined. */
export function previewPath(picture: string | undefined): string | undefined {
  if (!picture || !isImageAddress(picture)) return undefined;
  return `${PREVIEW_PATH}/${PREVIEW_VERSION}${picture}.jpg`;
}

/** An upload's preview, under PREVIEWS_DIR: its id is its content's, so the name holds the source and the drawing. */
export const uploadPreviewName = (id: string) => `${id}-${PREVIEW_VERSION}.jpg`;
/** Our artwork's preview, named by a hash of the artwork's bytes: a release that changes the artwork changes it. */
const artworkPreviewName = (source: Buffer) =>
  `art-${createHash('sha256').update(source).digest('hex').slice(0, 32)}-${PREVIEW_VERSION}.jpg`;

export interface PreviewImageOptions {
  /** The SPA's built files: our artwork under /images/. */
  staticDir: string | undefined;
  uploadsDir: string;
  /** Requests per address (rateLimits.preview). */
  rateLimit: RateLimitRule;
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

/** Writes `bytes` as `file` whole or not at all (another instance may be reading the directory). */
async function writeWhole(file: string, bytes: Buffer) {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
}

export const previewImages = fp<PreviewImageOptions>(
  async (app, { staticDir, uploadsDir, rateLimit }) => {
    const dir = join(uploadsDir, PREVIEWS_DIR);
    /** Our artwork's preview file names by picture address, learnt at each one's first request. */
    const artworkNames = new Map<string, string>();
    const drawing = new Map<string, Promise<Buffer | undefined>>();

    /** Draws the picture once (one drawing per file at a time) and keeps it; undefined when it cannot be. */
    const drawOnce = (name: string, source: () => Promise<Buffer | undefined>) => {
      let running = drawing.get(name);
      if (!running) {
        running = source()
          .then(async (bytes) => {
            if (!bytes) return undefined;
            const preview = await renderPreview(bytes);
            await mkdir(dir, { recursive: true });
            await writeWhole(join(dir, name), preview);
            return preview;
          })
          .catch(() => undefined)
          .finally(() => drawing.delete(name));
        drawing.set(name, running);
      }
      return running;
    };
    const kept = (name: string) => readFile(join(dir, name)).catch(() => undefined);

    /** An upload's kept preview; one uploaded before previews were made with the upload is drawn once here. */
    const uploadPreview = async (id: string) =>
      (await kept(uploadPreviewName(id))) ??
      drawOnce(uploadPreviewName(id), () =>
        readFile(join(uploadsDir, uploadFileName(id, 'large'))).catch(() => undefined),
      );
    /** Our artwork's kept preview, drawn at its first request. */
    const artworkPreview = async (picture: string) => {
      const known = artworkNames.get(picture);
      if (known) {
        const bytes = await kept(known);
        if (bytes) return bytes;
      }
      if (!staticDir) return undefined;
      const source = await readFile(join(staticDir, picture)).catch(() => undefined);
      if (!source) return undefined;
      const name = artworkPreviewName(source);
      artworkNames.set(picture, name);
      return (await kept(name)) ?? drawOnce(name, async () => source);
    };

    app.get<{ Params: { '*': string } }>(
      `${PREVIEW_PATH}/${PREVIEW_VERSION}/*`,
      {
        schema: { hide: true },
        config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.timeWindow } },
      },
      async (request, reply) => {
        const rest = request.params['*'];
        const picture = rest.endsWith('.jpg') ? `/${rest.slice(0, -'.jpg'.length)}` : '';
        // Only the addresses a product or category may hold: never another file of the directories.
        if (!isImageAddress(picture)) return reply.callNotFound();
        const upload = uploadIdOf(picture);
        const bytes = upload ? await uploadPreview(upload) : await artworkPreview(picture);
        if (!bytes) return reply.callNotFound();
        return reply
          .header('cache-control', upload ? UPLOAD_CACHE : ARTWORK_CACHE)
          .type('image/jpeg')
          .send(bytes);
      },
    );
  },
  { name: 'previewImages' },
);
