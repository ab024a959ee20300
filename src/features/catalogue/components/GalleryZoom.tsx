/*
 * The product's pictures over the whole screen: the largest size of an uploaded photo (our own artwork as it is),
 * a zoom toggle that doubles it (the shopper pans by scrolling or dragging; phones can also pinch), previous / next,
 * and a close button. A modal dialog: focus starts on Close, stays inside, Escape closes, focus returns.
 */
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pictureOf } from '../../../contract/pictures';
import { Icon } from '../../../ui/icons/Icon';
import * as shellIcons from '../../../ui/icons/shell';
import { useModalFocus } from '../../../ui/useModalFocus';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  /* The column too is held to the screen: a picture's own width must never widen the stage past it. */
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto minmax(0, 1fr) auto;
  background: rgb(15 23 42 / 92%);
  color: ${({ theme }) => theme.colors.onDark};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const ControlButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid rgb(248 250 252 / 40%);
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

const Stage = styled.div<{ $zoomed: boolean }>`
  overflow: auto;
  display: grid;
  grid-template: minmax(0, 1fr) / minmax(0, 1fr);
  place-items: ${({ $zoomed }) => ($zoomed ? 'start' : 'center')};
  touch-action: ${({ $zoomed }) => ($zoomed ? 'pan-x pan-y pinch-zoom' : 'pinch-zoom')};
  /* Unzoomed, the picture fills the stage and is drawn whole inside it (contain), whatever its proportions and the
     screen's; zoomed, it is twice the stage's width and scrolls. */
  img {
    display: block;
    width: ${({ $zoomed }) => ($zoomed ? '200%' : '100%')};
    max-width: none;
    height: ${({ $zoomed }) => ($zoomed ? 'auto' : '100%')};
    max-height: none;
    object-fit: contain;
    cursor: ${({ $zoomed }) => ($zoomed ? 'zoom-out' : 'zoom-in')};
  }
`;

const Steps = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
`;

export function GalleryZoom({
  images,
  start,
  name,
  onClose,
}: {
  images: readonly string[];
  start: number;
  name: string;
  onClose: (index: number) => void;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const overlay = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const done = useCallback(() => onClose(index), [onClose, index]);
  useModalFocus(overlay, close, done);
  const image = images[index];
  const picture = pictureOf(image, 'large');
  const title = intl.formatMessage(
    { id: 'product.gallery.zoomTitle' },
    { name, n: index + 1, count: images.length },
  );
  const go = (step: number) => {
    setIndex((index + step + images.length) % images.length);
    setZoomed(false);
  };
  return (
    <Overlay ref={overlay} role="dialog" aria-modal="true" aria-labelledby="gallery-zoom-title">
      <Bar>
        <h2 id="gallery-zoom-title">{title}</h2>
        <div>
          <ControlButton type="button" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
            {intl.formatMessage({ id: zoomed ? 'product.gallery.zoomOut' : 'product.gallery.zoomIn' })}
          </ControlButton>
          <ControlButton
            ref={close}
            type="button"
            aria-label={intl.formatMessage({ id: 'product.gallery.close' })}
            onClick={done}
          >
            <Icon shape={shellIcons.close} />
          </ControlButton>
        </div>
      </Bar>
      {/* A click on the picture zooms too; the Zoom button is the keyboard's way. */}
      {/* Focusable, so the keyboard can pan a zoomed picture with the arrow keys. */}
      <Stage
        $zoomed={zoomed}
        tabIndex={0}
        role="group"
        aria-label={title}
        onClick={(event) => event.target instanceof HTMLImageElement && setZoomed(!zoomed)}
      >
        {image ? (
          <img
            src={picture?.src ?? image}
            {...(picture ? { width: picture.width, height: picture.height } : {})}
            alt={title}
            decoding="async"
          />
        ) : null}
      </Stage>
      {images.length > 1 ? (
        <Steps>
          <ControlButton
            type="button"
            aria-label={intl.formatMessage({ id: 'product.gallery.previous' })}
            onClick={() => go(-1)}
          >
            <Icon shape={shellIcons.back} />
          </ControlButton>
          <ControlButton
            type="button"
            aria-label={intl.formatMessage({ id: 'product.gallery.next' })}
            onClick={() => go(1)}
          >
            <Icon shape={shellIcons.next} />
          </ControlButton>
        </Steps>
      ) : null}
    </Overlay>
  );
}
