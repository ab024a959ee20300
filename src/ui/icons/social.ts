// Social and sharing icons (footer, product page).
export const facebook = 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8Z';
export const instagram =
  'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm5-9.5v.01';
export const whatsapp =
  'M4 20l1.3-4A8 8 0 1 1 8 19l-4 1Zm5-11c0 3 3 6 6 6l1.5-1.5-2-1-1 1c-1 0-2.5-1.5-2.5-2.5l1-1-1-2L9 9Z';
export const video = 'M14 3v11a3 3 0 1 1-3-3m3-8c0 2.5 2 4.5 5 4.5';
export const copy = 'M9 9h11v11H9zM5 15H4V4h11v1';
