// Per-request text in a pre-rendered first frame (src/firstFrame/renderShell.tsx): the build renders the contract's
// slot markers where a screen shows such text before its data arrives, and the server fills them in per request
// (firstFrame/server). The browser's own renders have no slots.
import { createContext, useContext } from 'react';
import type { PAGE_SLOTS } from '../contract/pageShells';

export type FrameSlotValues = Partial<Record<keyof typeof PAGE_SLOTS, string>>;

export const FrameSlots = createContext<FrameSlotValues>({});

export const useFrameSlot = (slot: keyof typeof PAGE_SLOTS): string | undefined =>
  useContext(FrameSlots)[slot];
