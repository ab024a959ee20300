// A modal's keyboard contract (WAI-ARIA dialog pattern), shared by the shop's modals: focus moves to `initial`
// when it opens, Tab and Shift+Tab stay inside `container`, Escape calls `onClose`, and when it closes focus goes
// back to whatever opened it.
import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  initial: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initial.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      const stops = container.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
      if (event.key !== 'Tab' || !stops?.length) return;
      const [first, last] = [stops[0]!, stops[stops.length - 1]!];
      const inside = container.current?.contains(document.activeElement);
      if (!inside || document.activeElement === (event.shiftKey ? first : last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [container, initial, onClose]);
}
