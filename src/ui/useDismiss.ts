// Closes a popup on an outside click, on Escape (focus returns to its trigger) and, when asked, on scroll.
import { useEffect, type RefObject } from 'react';

export function useDismiss(
  open: boolean,
  close: () => void,
  refs: RefObject<HTMLElement | null>[],
  { onScroll = true }: { onScroll?: boolean } = {},
) {
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && refs.some((ref) => ref.current?.contains(target));
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (!inside(event.target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        const trigger = refs[0]?.current;
        trigger?.querySelector<HTMLElement>('button, a')?.focus();
      }
    };
    const onScrolled = () => close();
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    if (onScroll) window.addEventListener('scroll', onScrolled, { passive: true });
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScrolled);
    };
  }, [open, close, refs, onScroll]);
}
