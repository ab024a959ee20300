// Photos made by sharp for the upload tests, and the multipart request that uploads one.
import { existsSync, readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { UploadedImage } from '../../../src/contract';
import { bearer } from './api';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/**
 * A photo `width` × `height` in `format`: two colours side by side (so a turn or a mirror shows), optionally with
 * EXIF (an orientation, an artist and a copyright) and an ICC profile that the shop must not pass on.
 */
export async function photo(
  format: PhotoFormat,
  {
    width = 640,
    height = 480,
    orientation,
    exif = false,
  }: { width?: number; height?: number; orientation?: number; exif?: boolean } = {},
): Promise<Buffer> {
  const half = Math.max(1, Math.floor(width / 2));
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 110, b: 200 } },
  }).composite([
    {
      input: { create: { width: half, height, channels: 3, background: { r: 230, g: 120, b: 30 } } },
      left: 0,
      top: 0,
    },
  ]);
  if (exif) {
    image = image
      .withExif({ IFD0: { Artist: 'Nour Photographer', Copyright: 'Private shoot, 12 Road 9, Maadi' } })
      .withIccProfile('p3');
  }
  if (orientation) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

export const MIME: Record<PhotoFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A multipart body with one file `name` of `type` in `field` (default `image`). */
export function photoForm(bytes: Buffer | Uint8Array, name: string, type: string, field = 'image'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

export const uploadRequest = (payload: FormData | string, token?: string) => ({
  method: 'POST' as const,
  url: '/api/staff/images',
  payload,
  ...(token ? { headers: bearer(token) } : {}),
});

/** Uploads `bytes` as the holder of `token` and returns the answer (status asserted by the caller). */
export const upload = (
  app: FastifyInstance,
  token: string,
  bytes: Buffer,
  name = 'photo.jpg',
  type = 'image/jpeg',
) => app.inject(uploadRequest(photoForm(bytes, name, type), token));

/** Uploads a fresh photo (every call a different one) and returns what the server answered. */
let made = 0;
export async function uploadedPhoto(app: FastifyInstance, token: string): Promise<UploadedImage> {
  made += 1;
  const bytes = await photo('jpeg', { width: 400 + made, height: 300 });
  const res = await upload(app, token, bytes, `photo-${made}.jpg`);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: UploadedImage }).data;
}

/** Every file in the uploads directory (temporary ones too); none when it was never made. */
export const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);
