// Globals jsdom lacks that react-router and the shop use.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = (() => undefined) as typeof window.scrollTo;
