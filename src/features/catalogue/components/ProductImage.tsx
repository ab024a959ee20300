// A catalogue image at its intrinsic 4:3 size (no layout shift), lazy below the fold, with a placeholder fallback.
import { useState } from 'react';

export const PLACEHOLDER_IMAGE = '/images/site/placeholder.svg';
export const IMAGE_WIDTH = 400;
export const IMAGE_HEIGHT = 300;

export function ProductImage({
  src,
  alt,
  eager = false,
  className,
}: {
  src: string | undefined;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  // The image that failed; a new src starts fresh without an effect.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || failed === src ? PLACEHOLDER_IMAGE : src;
  return (
    <img
      className={className}
      src={shown}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => src && setFailed(src)}
    />
  );
}
