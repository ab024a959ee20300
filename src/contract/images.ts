// Photos uploaded in the back office: the limits of an upload, the server's answer, its files' names, and which
// picture addresses a product or category may hold. The sizes and addresses the shop reads are in ./pictures.
import type { Static } from 'typebox';
import { IMAGE_WIDTHS, uploadIdOf, uploadUrl, type ImageSize } from './pictures';
import type { UploadedImageShape } from './shapes';

export * from './pictures';

export const IMAGE_SIZES = Object.keys(IMAGE_WIDTHS) as ImageSize[];

/** An upload is refused above this many bytes (413) or pixels (400), and unless it is one of these (415). */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_UPLOAD_MAX_PIXELS = 40_000_000;
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The multipart field that carries the photo. */
export const IMAGE_UPLOAD_FIELD = 'image';
export const PRODUCT_IMAGES_MAX = 12;

/** POST /api/staff/images' answer (`data`). `url` is what a product's `images` or a category's `image` stores. */
export type UploadedImage = Static<typeof UploadedImageShape>;

/** An upload's file name: `<id>-<width>.webp`. */
export const UPLOAD_FILE_NAME = new RegExp(
  `^([0-9a-f]{32})-(${Object.values(IMAGE_WIDTHS).join('|')})\\.webp$`,
);
/** Our own artwork under /images/ (the seeded catalogue's SVGs): path segments never start with a dot. */
const SITE_IMAGE =
  /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp)$/;

export const uploadFileName = (id: string, size: ImageSize) => `${id}-${IMAGE_WIDTHS[size]}.webp`;
export const uploadSizes = (id: string) =>
  Object.fromEntries(IMAGE_SIZES.map((size) => [size, uploadUrl(id, size)])) as Record<ImageSize, string>;

/** A picture address a product or category may hold: an upload's (any size) or our own artwork's. */
export const isImageAddress = (address: string) =>
  uploadIdOf(address) !== undefined || SITE_IMAGE.test(address);
