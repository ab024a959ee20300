// The product's images: the chosen one large, thumbnails to choose, and dots for the same choice on phones.
import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pictureOf } from '../../../contract/pictures';
import { mediaUp } from '../../../theme/theme';
import { ProductImage } from './ProductImage';

// The full-screen view loads when first opened (most visits never open it).
const GalleryZoom = lazy(() =>
  import(/* webpackChunkName: "gallery-zoom" */ './GalleryZoom').then((m) => ({ default: m.GalleryZoom })),
);

/** The product page's picture: its column from md (1.1 of 2.1 parts of the 1,240 px container), else the page. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1240px) 620px, (min-width: 768px) 50vw, calc(100vw - 32px)';

/** A thumbnail: an upload's smallest sizes (80 × 60 CSS px), anything else as it is. */
function Thumbnail({ image }: { image: string }) {
  const picture = pictureOf(image, 'thumb');
  return (
    <img
      src={picture?.src ?? image}
      {...(picture ? { srcSet: picture.srcSet, sizes: '80px' } : {})}
      alt=""
      width={80}
      height={60}
      loading="lazy"
      decoding="async"
    />
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  img.main {
    cursor: zoom-in;
  }
  > img,
  img.main {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Thumbs = styled.ul`
  display: none;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${mediaUp('sm')} {
    display: flex;
    flex-wrap: wrap;
  }
  button {
    /* A block: no line box under it, so the row is exactly a thumbnail high (GalleryPlaceholder holds 68px). */
    display: block;
    padding: 2px;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  img {
    display: block;
    width: 80px;
    height: 60px;
    object-fit: contain;
  }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  ${mediaUp('sm')} {
    display: none;
  }
  button {
    width: 28px;
    height: 28px;
    display: grid;
    place-items: center;
    border: 0;
    background: transparent;
    cursor: pointer;
  }
  button::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.line};
  }
  button[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.brand};
  }
`;

/*
 * The gallery's place while the product loads (the product screen's loading state and its pre-rendered frame): the
 * picture's 4:3 box and the row of choices under it (dots on phones, thumbnails from 'sm'), as most products have
 * several pictures, so what follows the gallery (on phones, the product's name) is where it will be.
 */
const ChoicesRow = styled.div`
  height: 28px;
  ${mediaUp('sm')} {
    height: 68px;
  }
`;

const PictureBox = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export function GalleryPlaceholder() {
  return (
    <Wrap aria-hidden="true">
      <PictureBox />
      <ChoicesRow />
    </Wrap>
  );
}

const Main = styled.div`
  position: relative;
  /* A block: no line box under the picture, so the name below is where the pre-rendered frame put it. */
  > img {
    display: block;
  }
  > button {
    position: absolute;
    bottom: ${({ theme }) => theme.space(3)};
    inset-inline-end: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [zooming, setZooming] = useState(false);
  const current = Math.min(index, Math.max(0, images.length - 1));
  const count = images.length || 1;
  const label = (n: number) =>
    intl.formatMessage({ id: 'product.gallery.show' }, { n: n + 1, count: images.length });
  const closeZoom = useCallback((shown: number) => {
    setIndex(shown);
    setZooming(false);
  }, []);
  return (
    <Wrap>
      {/* A click on the picture opens it too; keyboard and screen-reader users have the button. */}
      <Main
        onClick={(event) => images.length && event.target instanceof HTMLImageElement && setZooming(true)}
      >
        <ProductImage
          src={images[current]}
          alt={intl.formatMessage({ id: 'product.gallery.image' }, { name, n: current + 1, count })}
          eager
          size="gallery"
          sizes={GALLERY_IMAGE_SIZES}
          className="main"
        />
        {images.length ? (
          <button type="button" aria-haspopup="dialog" onClick={() => setZooming(true)}>
            {intl.formatMessage({ id: 'product.gallery.zoom' }, { n: current + 1, count })}
          </button>
        ) : null}
      </Main>
      {zooming ? (
        <Suspense fallback={null}>
          <GalleryZoom images={images} start={current} name={name} onClose={closeZoom} />
        </Suspense>
      ) : null}
      {images.length > 1 ? (
        <>
          <Thumbs aria-label={intl.formatMessage({ id: 'product.gallery.thumbnails' })}>
            {images.map((image, n) => (
              <li key={image}>
                <button
                  type="button"
                  aria-label={label(n)}
                  aria-current={n === current}
                  onClick={() => setIndex(n)}
                >
                  <Thumbnail image={image} />
                </button>
              </li>
            ))}
          </Thumbs>
          <Dots>
            {images.map((image, n) => (
              <button
                key={image}
                type="button"
                aria-label={label(n)}
                aria-current={n === current}
                onClick={() => setIndex(n)}
              />
            ))}
          </Dots>
        </>
      ) : null}
    </Wrap>
  );
}
