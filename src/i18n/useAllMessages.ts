// Whether the whole message catalogue of the shop's language is here (the first screen boots with its core only).
// Parts of the shell that show messages from the rest, such as the footer's newsletter form, wait for it. A page's
// first frame, rendered on the server (src/firstFrame/renderFrame.tsx), leaves them out as a first visit does.
import { useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { selectLanguage } from './uiSlice';
import { hasAllMessages, subscribeMessages } from './messages';

export function useAllMessages(): boolean {
  const lang = useSelector(selectLanguage);
  const all = () => hasAllMessages(lang);
  return useSyncExternalStore(subscribeMessages, all, () => false);
}
