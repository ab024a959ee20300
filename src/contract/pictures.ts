// The sizes of an uploaded photo and how the shop shows one: kept apart from ./images (upload limits, address rules),
// as the shop's first screen needs only this.

/**
 * Every upload is re-encoded to WebP at these widths, each exactly 4:3 (the shop's picture boxes: cards, gallery,
 * thumbnails and the category strip are all 4:3 with object-fit: contain), the photo fitted inside on transparency.
 *   thumb: the gallery's 80 × 60 thumbnails at 2x; card: a product card (about 220–430 CSS px wide) at 1x, and the
 *   category strip; gallery: the product page's picture (about 360–620 CSS px) at 1x, a phone's card at 2x;
 *   large: the product page's picture at 2x (and a phone's at 3x).
 */
export const IMAGE_WIDTHS = { thumb: 160, card: 480, gallery: 800, large: 1200 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;
/** Height of a size: 4:3. */
export const imageHeight = (width: number) => Math.round((width * 3) / 4);

/** Where the server serves uploads (outside /api: long-term, immutable caching). */
export const UPLOADS_PATH = '/uploads';
export const uploadUrl = (id: string, size: ImageSize) => `${UPLOADS_PATH}/${id}-${IMAGE_WIDTHS[size]}.webp`;
/** An upload's address at any of IMAGE_WIDTHS (a test holds the two in step). */
const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})-(?:160|480|800|1200)\.webp$/;

/** The upload an address is one of the sizes of, or undefined (our own artwork, anything else). */
export const uploadIdOf = (address: string): string | undefined => UPLOAD_URL.exec(address)?.[1];

/** How to show an upload: the chosen size, every size in `srcSet` (the `sizes` attribute chooses), and its box. */
export interface Picture {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The picture of an upload's address for an `<img>` showing `size`, or undefined for any other address. */
export function pictureOf(address: string | undefined, size: ImageSize): Picture | undefined {
  const id = address && uploadIdOf(address);
  if (!id) return undefined;
  return {
    src: uploadUrl(id, size),
    srcSet: (Object.keys(IMAGE_WIDTHS) as ImageSize[])
      .map((each) => `${uploadUrl(id, each)} ${IMAGE_WIDTHS[each]}w`)
      .join(', '),
    width: IMAGE_WIDTHS[size],
    height: imageHeight(IMAGE_WIDTHS[size]),
  };
}
