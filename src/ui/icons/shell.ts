// The icons the shop's frame and home screen draw (header, product cards, category strip, dialogs), plus the back /
// next arrows: part of every first screen.
import type { IconShape } from './Icon';

export const cart =
  'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 21a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z';
export const heart = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z';
export const search = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 3-4.3-4.3';
export const menu = 'M4 6h16M4 12h16M4 18h16';
export const close = 'M6 6l12 12M18 6 6 18';
export const chevronDown = 'M6 9l6 6 6-6';

// Back / next arrows (category strip, carousels, pagination, back links): they point the other way in Arabic.
export const back: IconShape = { d: 'M15 18l-6-6 6-6', mirror: true };
export const next: IconShape = { d: 'M9 6l6 6-6 6', mirror: true };
