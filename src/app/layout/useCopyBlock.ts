/*
 * The spec blocks copying and the context menu site-wide. We block them on page text only: form fields keep
 * copy, paste and their menu (a shopper must be able to paste an address), except password fields, which block
 * them as the login screen requires. See docs/decisions.md.
 */
import { useEffect } from 'react';

const isEditableField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && target.type !== 'password') ||
    target instanceof HTMLSelectElement);

export function shouldBlock(event: Event): boolean {
  return !isEditableField(event.target);
}

export function useCopyBlock() {
  useEffect(() => {
    const block = (event: Event) => {
      if (shouldBlock(event)) event.preventDefault();
    };
    const events = ['copy', 'cut', 'contextmenu'] as const;
    for (const name of events) document.addEventListener(name, block);
    return () => {
      for (const name of events) document.removeEventListener(name, block);
    };
  }, []);
}
