// The head office in Cairo, shown on a map in the footer and on the contact page.
export const MAP_EMBED_URL = 'https://www.google.com/maps?q=Maadi,Cairo,Egypt&output=embed';
