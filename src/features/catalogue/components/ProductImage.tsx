// A catalogue image at its intrinsic 4:3 size (no layout shift), lazy below the fold, with a placeholder fallback. An
// uploaded photo comes in every size the server made (srcset), chosen by the slot's width (`sizes`).
import { useState } from 'react';
import { pictureOf, type ImageSize } from '../../../contract/pictures';
import { PLACEHOLDER_IMAGE } from './placeholder';

export { PLACEHOLDER_IMAGE };
export const IMAGE_WIDTH = 400;
export const IMAGE_HEIGHT = 300;
/**
 * A product card's picture: the card less its padding in a grid of columns at least 220 px wide (240 from xl), in a
 * 1,240 px container: one column on a phone, two from 456 px, three or more from 768 px.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 768px) 30vw, (min-width: 456px) 50vw, calc(100vw - 58px)';

export function ProductImage({
  src,
  alt,
  eager = false,
  className,
  size = 'card',
  sizes = CARD_IMAGE_SIZES,
}: {
  src: string | undefined;
  alt: string;
  eager?: boolean;
  className?: string;
  /** An upload's size for `src` (browsers without srcset, and the box given as width and height). */
  size?: ImageSize;
  /** The slot's width for the browser's choice among an upload's sizes. */
  sizes?: string;
}) {
  // The image that failed; a new src starts fresh without an effect.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || failed === src ? PLACEHOLDER_IMAGE : src;
  const picture = pictureOf(shown, size);
  return (
    <img
      className={className}
      src={picture?.src ?? shown}
      srcSet={picture?.srcSet}
      sizes={picture && sizes}
      alt={alt}
      width={picture?.width ?? IMAGE_WIDTH}
      height={picture?.height ?? IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => src && setFailed(src)}
    />
  );
}
