// Uploaded photos: checked by their content (never by name or declared type), re-encoded by sharp to WebP in the
// shop's sizes without metadata, and kept under config.uploadsDir with content-addressed names. An upload is one
// transaction with its activity row; its files are moved into place inside it, so a failure leaves neither.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import {
  IMAGE_SIZES,
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MAX_PIXELS,
  IMAGE_WIDTHS,
  imageHeight,
  uploadFileName,
  uploadIdOf,
  uploadSizes,
  uploadUrl,
  type UploadedImage,
} from '../../src/contract';
import type { Database } from '../db/client';
import { PREVIEWS_DIR, renderPreview, uploadPreviewName } from '../seo/previewImages';
import { logActivity } from './activity';
import { badRequest, HttpError } from './errors';
import { withoutBidiControls } from './validation';

/**
 * Part of every upload's id: a change to how photos are encoded (sizes, quality, fit) must change this, so a new
 * encoding never takes the name (and the browsers' forever-cached copies) of an old one.
 */
const ENCODING = 'webp-q80-contain-4x3-v1';
const WEBP_QUALITY = 80;
/** Temporary files older than this in the uploads directory are an interrupted upload's, and go at start-up. */
const STALE_TEMP_MS = 60 * 60_000;
const TEMP_SUFFIX = '.tmp';

type Format = 'jpeg' | 'png' | 'webp';

/** A file name as the activity log keeps it: without control characters, bidirectional ones included. */
const printable = (text: string) =>
  [...withoutBidiControls(text)]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('');

/** The format the first bytes say, or undefined: JPEG FF D8 FF, PNG's 8-byte signature, WebP's RIFF....WEBP. */
export function sniffFormat(bytes: Buffer): Format | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

/** An upload refused for what it is: the message names the `image` field too. */
const refused = (status: number, id: string, params: Record<string, string | number> = {}) =>
  new HttpError(status, id, params, { [IMAGE_UPLOAD_FIELD]: id });

export const unsupportedImage = () => refused(415, 'server.images.unsupportedType');
export const imageTooLarge = (limitBytes: number) =>
  refused(413, 'server.images.tooLarge', { limit: Math.round(limitBytes / (1024 * 1024)) });
export const imageMissing = () => refused(400, 'server.images.missing');
export const malformedForm = () => refused(400, 'server.images.malformedForm');

interface Encoded {
  id: string;
  width: number;
  height: number;
  format: Format;
  files: { name: string; bytes: Buffer }[];
}

/** Checks the photo by its content and makes every size; throws the HTTP error to answer when it is refused. */
export async function encodeImage(bytes: Buffer): Promise<Encoded> {
  const format = sniffFormat(bytes);
  if (!format) throw unsupportedImage();
  const options = { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw refused(400, 'server.images.unreadable');
  }
  // The bytes and the decoder must agree (a PNG signature in front of something else is not a PNG).
  if (metadata.format !== format) throw unsupportedImage();
  const { width, height } = metadata.autoOrient;
  if (width * height > IMAGE_UPLOAD_MAX_PIXELS) {
    throw refused(400, 'server.images.tooManyPixels', {
      width,
      height,
      limit: Math.round(IMAGE_UPLOAD_MAX_PIXELS / 1_000_000),
    });
  }
  const id = createHash('sha256').update(ENCODING).update('\0').update(bytes).digest('hex').slice(0, 32);
  const largest = IMAGE_WIDTHS.large;
  let files: Encoded['files'];
  try {
    // Decoded once: upright (EXIF orientation), fitted into the largest 4:3 box on transparency; the other sizes are
    // that box made smaller. sharp writes no metadata unless asked (no EXIF, GPS, XMP; colours converted to sRGB).
    const box = await sharp(bytes, options)
      .autoOrient()
      .resize(largest, imageHeight(largest), { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: box.info.width, height: box.info.height, channels: box.info.channels };
    files = [];
    for (const size of IMAGE_SIZES) {
      const width = IMAGE_WIDTHS[size];
      const out = await sharp(box.data, { raw })
        .resize(width, imageHeight(width))
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      files.push({ name: uploadFileName(id, size), bytes: out });
    }
    // Its link preview (GET /og/…), made once here so that no request has to draw it.
    const large = files.find((file) => file.name === uploadFileName(id, 'large'))!;
    files.push({ name: join(PREVIEWS_DIR, uploadPreviewName(id)), bytes: await renderPreview(large.bytes) });
  } catch {
    throw refused(400, 'server.images.unreadable');
  }
  return { id, width, height, format, files };
}

export interface ImageStore {
  readonly dir: string;
  /** Stores a photo (refused: the HTTP error), logged as `image.upload` by `actorId`. */
  upload(db: Database, actorId: string, bytes: Buffer, fileName: string, at: Date): Promise<UploadedImage>;
  /** Refuses (400 naming `field`, or `field[i]` for a list) an upload's address whose files are not here. */
  requireStored(addresses: string | readonly string[] | undefined, field: string): void;
}

/**
 * Removes what an interrupted upload or preview left (temporary files older than an hour; another instance may be
 * mid-way), in `dir` and its previews.
 */
function removeStaleTemps(dir: string, now: number) {
  for (const folder of [dir, join(dir, PREVIEWS_DIR)]) removeStaleTempsIn(folder, now);
}
function removeStaleTempsIn(dir: string, now: number) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(TEMP_SUFFIX)) continue;
    const path = join(dir, name);
    try {
      if (now - statSync(path).mtimeMs > STALE_TEMP_MS) rmSync(path, { force: true });
    } catch {
      // gone meanwhile
    }
  }
}

export function createImageStore(dir: string, now: () => number = Date.now): ImageStore {
  removeStaleTemps(dir, now());
  const stored = (id: string) => IMAGE_SIZES.every((size) => existsSync(join(dir, uploadFileName(id, size))));

  return {
    dir,

    async upload(db, actorId, bytes, fileName, at) {
      const encoded = await encodeImage(bytes);
      const { id } = encoded;
      mkdirSync(join(dir, PREVIEWS_DIR), { recursive: true });
      // The same photo again has the same name: its files are kept as they are.
      const missing = encoded.files.filter((file) => !existsSync(join(dir, file.name)));
      const nonce = randomBytes(6).toString('hex');
      const temps = missing.map((file) => ({
        ...file,
        temp: join(dir, `.${basename(file.name)}.${nonce}${TEMP_SUFFIX}`),
      }));
      const placed: string[] = [];
      try {
        for (const file of temps) await writeFile(file.temp, file.bytes, { flag: 'wx' });
        await db.transaction(async (tx) => {
          await logActivity(tx, {
            actorId,
            action: 'image.upload',
            entity: 'image',
            entityId: id,
            before: null,
            after: {
              id,
              url: uploadUrl(id, 'card'),
              width: encoded.width,
              height: encoded.height,
              format: encoded.format,
              bytes: bytes.length,
              fileName: printable(fileName).slice(0, 200),
            },
            at,
          });
          // Last step before the commit: a file that cannot be put in place rolls the row back.
          for (const file of temps) {
            const final = join(dir, file.name);
            await rename(file.temp, final);
            placed.push(final);
          }
        });
      } catch (error) {
        await Promise.all([
          ...temps.map((file) => rm(file.temp, { force: true })),
          ...placed.map((final) => rm(final, { force: true })),
        ]);
        throw error;
      }
      return {
        id,
        url: uploadUrl(id, 'card'),
        sizes: uploadSizes(id),
        width: encoded.width,
        height: encoded.height,
      };
    },

    requireStored(addresses, field) {
      if (addresses === undefined) return;
      const list = typeof addresses === 'string' ? [addresses] : addresses;
      const errors: Record<string, string> = {};
      list.forEach((address, i) => {
        const id = uploadIdOf(address);
        if (id && !stored(id)) {
          errors[typeof addresses === 'string' ? field : `${field}[${i}]`] = 'server.images.notUploaded';
        }
      });
      const first = Object.values(errors)[0];
      if (first) throw badRequest(first, errors);
    },
  };
}
