// Photos uploaded in the back office: the sizes the server makes of each, their addresses, the limits of an upload,
// and which picture addresses a product or category may hold. The shop reads every size back from a stored address.

/**
 * Every upload is re-encoded to WebP at these widths, each exactly 4:3 (the shop's picture boxes: cards, gallery,
 * thumbnails and the category strip are all 4:3 with object-fit: contain), the photo fitted inside on transparency.
 *   thumb: the gallery's 80 × 60 thumbnails at 2x; card: a product card (about 220–430 CSS px wide) at 1x, and the
 *   category strip; gallery: the product page's picture (about 360–620 CSS px) at 1x, a phone's card at 2x;
 *   large: the product page's picture at 2x (and a phone's at 3x).
 */
export const IMAGE_WIDTHS = { thumb: 160, card: 480, gallery: 800, large: 1200 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;
export const IMAGE_SIZES = Object.keys(IMAGE_WIDTHS) as ImageSize[];
/** Height of a size: 4:3. */
export const imageHeight = (width: number) => Math.round((width * 3) / 4);

/** An upload is refused above this many bytes (413) or pixels (400), and unless it is one of these (415). */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_UPLOAD_MAX_PIXELS = 40_000_000;
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The multipart field that carries the photo. */
export const IMAGE_UPLOAD_FIELD = 'image';
export const PRODUCT_IMAGES_MAX = 12;

/** POST /api/staff/images' answer (`data`). `url` is what a product's `images` or a category's `image` stores. */
export interface UploadedImage {
  /** The upload's content address: 32 hex digits of a SHA-256 of the photo as sent. */
  id: string;
  /** The card size's address (a product's images and a category's image keep this). */
  url: string;
  sizes: Record<ImageSize, string>;
  /** The photo's own size in pixels, upright (after its EXIF orientation). */
  width: number;
  height: number;
}

/** Where the server serves uploads (outside /api: long-term, immutable caching). */
export const UPLOADS_PATH = '/uploads';
const WIDTH_LIST = Object.values(IMAGE_WIDTHS).join('|');
/** An upload's file name: `<id>-<width>.webp`. */
export const UPLOAD_FILE_NAME = new RegExp(`^([0-9a-f]{32})-(${WIDTH_LIST})\\.webp$`);
const UPLOAD_URL = new RegExp(`^${UPLOADS_PATH}/([0-9a-f]{32})-(${WIDTH_LIST})\\.webp$`);
/** Our own artwork under /images/ (the seeded catalogue's SVGs): path segments never start with a dot. */
const SITE_IMAGE =
  /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp)$/;

export const uploadFileName = (id: string, size: ImageSize) => `${id}-${IMAGE_WIDTHS[size]}.webp`;
export const uploadUrl = (id: string, size: ImageSize) => `${UPLOADS_PATH}/${uploadFileName(id, size)}`;
export const uploadSizes = (id: string) =>
  Object.fromEntries(IMAGE_SIZES.map((size) => [size, uploadUrl(id, size)])) as Record<ImageSize, string>;

/** The upload an address is one of the sizes of, or undefined (our own artwork, anything else). */
export function uploadIdOf(address: string): string | undefined {
  return UPLOAD_URL.exec(address)?.[1];
}

/** A picture address a product or category may hold: an upload's (any size) or our own artwork's. */
export const isImageAddress = (address: string) => UPLOAD_URL.test(address) || SITE_IMAGE.test(address);

/** How to show an upload: the chosen size, every size in `srcSet` (the `sizes` attribute chooses), and its box. */
export interface Picture {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The picture of an upload's address for an `<img>` showing `size`, or undefined for any other address. */
export function pictureOf(address: string | undefined, size: ImageSize): Picture | undefined {
  const id = address === undefined ? undefined : uploadIdOf(address);
  if (!id) return undefined;
  const width = IMAGE_WIDTHS[size];
  return {
    src: uploadUrl(id, size),
    srcSet: IMAGE_SIZES.map((each) => `${uploadUrl(id, each)} ${IMAGE_WIDTHS[each]}w`).join(', '),
    width,
    height: imageHeight(width),
  };
}
