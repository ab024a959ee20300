// Globals jsdom lacks that react-router and the shop use.
import { File } from 'node:buffer';
import { TextDecoder, TextEncoder } from 'node:util';

// File as Node's: jest-fixed-jsdom gives Node's Blob and FormData (for fetch), and jsdom's own File is not a Node Blob,
// so a chosen file could not go into a FormData.
Object.assign(globalThis, { TextEncoder, TextDecoder, File });
window.scrollTo = (() => undefined) as typeof window.scrollTo;
