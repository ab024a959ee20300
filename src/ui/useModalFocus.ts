// A modal's keyboard contract (WAI-ARIA dialog pattern), shared by every modal of the shop (Dialog, BottomSheet,
// the burger menu, the picture zoom): focus moves in when it opens and back to whatever opened it when it closes,
// Tab and Shift+Tab wrap around inside it (a radio group is one stop), and Escape closes it.
import { useEffect, type RefObject } from 'react';
import { afterNextPaint } from './whenIdle';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Radios of one group are a single tab stop, so the trap compares groups rather than elements. */
export function sameTabStop(a: Element | null, b: Element | undefined) {
  if (!a || !b) return false;
  if (a === b) return true;
  return (
    a instanceof HTMLInputElement &&
    b instanceof HTMLInputElement &&
    a.type === 'radio' &&
    b.type === 'radio' &&
    a.name !== '' &&
    a.name === b.name
  );
}

/** Focuses a tab stop as the browser would: a radio group by its checked radio when it has one. */
export function focusTabStop(element: HTMLElement, focusable: HTMLElement[]) {
  const checked = focusable.find(
    (other) => other instanceof HTMLInputElement && other.checked && sameTabStop(other, element),
  );
  (checked ?? element).focus();
}

interface KeyLike {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

/** A modal's keydown: Escape closes it (and goes no further); Tab and Shift+Tab wrap around inside `panel`. */
export function modalKeyDown(event: KeyLike, panel: HTMLElement | null, onClose: () => void) {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab' || !panel) return;
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (!panel.contains(document.activeElement)) {
    event.preventDefault();
    focusTabStop(event.shiftKey ? last : first, focusable);
  } else if (event.shiftKey && sameTabStop(document.activeElement, first)) {
    event.preventDefault();
    focusTabStop(last, focusable);
  } else if (!event.shiftKey && sameTabStop(document.activeElement, last)) {
    event.preventDefault();
    focusTabStop(first, focusable);
  }
}

/**
 * Focus moves into `panel` when it mounts (to `initial`, else its first stop) and back to the opener after. With
 * `afterPaint`, it moves in after the next paint, so the press that opened the panel is answered first (focusing
 * forces a style and layout pass in the press's frame; docs/decisions.md, 'Presses on a phone').
 */
export function useFocusInAndBack(
  panel: RefObject<HTMLElement | null>,
  initial?: RefObject<HTMLElement | null>,
  afterPaint = false,
) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let open = true;
    const focusIn = () => {
      if (open) (initial?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    };
    if (afterPaint) afterNextPaint(focusIn);
    else focusIn();
    return () => {
      open = false;
      if (opener?.isConnected) opener.focus();
    };
  }, [panel, initial, afterPaint]);
}

/** For a modal without a keydown handler of its own: the whole contract, listening on the document. */
export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  initial: RefObject<HTMLElement | null>,
  onClose: () => void,
  afterPaint = false,
) {
  useFocusInAndBack(container, initial, afterPaint);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => modalKeyDown(event, container.current, onClose);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [container, onClose]);
}

/**
 * useModalFocus as a component, for a modal that stays mounted while closed (render it only while open); focus
 * moves in after the next paint.
 */
export function ModalFocus({
  container,
  initial,
  onClose,
}: {
  container: RefObject<HTMLElement | null>;
  initial: RefObject<HTMLElement | null>;
  onClose: () => void;
}): null {
  useModalFocus(container, initial, onClose, true);
  return null;
}
