// Catalogue records carry both languages; pick the shopper's, falling back to English. (The SPA's screens, and the
// server where it writes a product's name into a page: firstFrame/server.)

export function localizedName(record: { name: string; nameAr?: string }, lang: string) {
  return lang === 'ar' && record.nameAr ? record.nameAr : record.name;
}

export function localizedDescription(record: { description: string; descriptionAr?: string }, lang: string) {
  return lang === 'ar' && record.descriptionAr ? record.descriptionAr : record.description;
}
