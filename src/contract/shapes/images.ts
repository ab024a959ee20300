// An uploaded photo's shape (POST /api/staff/images, POST /api/returns/photos).
import { IMAGE_SIZES, type ImageSize } from '../images';
import { int, Loose, Narrow, str } from './kit';

/** `url` is what a product's `images` or a category's `image` stores. */
export const UploadedImageShape = Loose({
  /** The upload's content address: 32 hex digits of a SHA-256 of the photo as sent. */
  id: str,
  /** The card size's address (a product's images and a category's image keep this). */
  url: str,
  sizes: Narrow<Record<ImageSize, string>>(Loose(Object.fromEntries(IMAGE_SIZES.map((size) => [size, str])))),
  /** The photo's own size in pixels, upright (after its EXIF orientation). */
  width: int,
  height: int,
});
