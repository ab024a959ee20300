// Catalogue records carry both languages; pick the shopper's, falling back to English.
import type { Language } from './language';

export function localizedName(record: { name: string; nameAr?: string }, lang: Language) {
  return lang === 'ar' && record.nameAr ? record.nameAr : record.name;
}

export function localizedDescription(
  record: { description: string; descriptionAr?: string },
  lang: Language,
) {
  return lang === 'ar' && record.descriptionAr ? record.descriptionAr : record.description;
}
