/*
 * On a phone, once the product's own cart control has scrolled up out of sight, a bar at the bottom of the screen
 * keeps the price and the same control in reach. Hidden (and out of the tab order) while the control is on screen,
 * and always from 'md', where the control sits beside the gallery. Its content renders only while it shows, so a
 * press on the page's own control does not also re-render (and restyle) a hidden copy in the same frame.
 */
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { mediaDown, mediaUp } from '../../../theme/theme';

export const BUY_BAR_HEIGHT = 76;

const Bar = styled.aside`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 20;
  min-height: ${BUY_BAR_HEIGHT}px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  padding-bottom: calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[hidden] {
    display: none;
  }
  ${mediaUp('md')} {
    display: none;
  }
  > div:first-child {
    min-width: 0;
  }
`;

export function StickyBuyBar({
  name,
  watch,
  price,
  children,
}: {
  name: string;
  /** The page's own cart control: the bar shows once it has scrolled up out of view. */
  watch: RefObject<HTMLElement | null>;
  price: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // A scroll listener, not an IntersectionObserver: a fling can carry the control from below the screen to above
    // it between two frames, and an observer reports nothing then (it was not intersecting before or after).
    const element = watch.current;
    if (!element) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(element.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      document.documentElement.style.removeProperty('--bottom-bar');
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [watch]);
  useEffect(() => {
    // Floating buttons (scroll to top) rise above the bar while it shows, on phones only (where it can show).
    const phone = window.matchMedia?.(mediaDown('md').replace('@media ', '')).matches ?? false;
    if (shown && phone) document.documentElement.style.setProperty('--bottom-bar', `${BUY_BAR_HEIGHT}px`);
    else document.documentElement.style.removeProperty('--bottom-bar');
  }, [shown]);
  return (
    <Bar hidden={!shown} aria-label={intl.formatMessage({ id: 'product.buyBar.label' }, { name })}>
      {shown && (
        <>
          <div>{price}</div>
          <div>{children}</div>
        </>
      )}
    </Bar>
  );
}
