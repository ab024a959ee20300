// Spec values come from the catalogue in English units ('16-inch', '64 GB', '2 TB', '48 MP', '4685 mAh', '120 Hz'); the Arabic shop writes the
// units as Arabic shoppers read them ('16 بوصة', '64 جيجابايت'), the numbers and model names as they are.
const ARABIC_UNITS: readonly [RegExp, string][] = [
  // A phone's SIM: the physical card and the embedded one.
  [/\bDual nano-SIM\b/g, 'شريحتا نانو'],
  [/\bDual eSIM\b/g, 'شريحتا eSIM'],
  [/\bnano-SIM \+ eSIM\b/g, 'شريحة نانو + شريحة eSIM'],
  [/(\d+(?:\.\d+)?)\s*-?\s*inch(es)?\b/gi, '$1 بوصة'],
  [/(\d+(?:\.\d+)?)\s*TB\b/g, '$1 تيرابايت'],
  [/(\d+(?:\.\d+)?)\s*GB\b/g, '$1 جيجابايت'],
  [/(\d+(?:\.\d+)?)\s*MB\b/g, '$1 ميجابايت'],
  [/(\d+(?:\.\d+)?)\s*mAh\b/g, '$1 مللي أمبير/ساعة'],
  [/(\d+(?:\.\d+)?)\s*MP\b/g, '$1 ميجابكسل'],
  [/(\d+(?:\.\d+)?)\s*Hz\b/g, '$1 هرتز'],
  [/(\d+(?:\.\d+)?)\s*W\b/g, '$1 واط'],
];

/** A spec value in the shopper's language: Arabic unit words in Arabic, the value as it came otherwise. */
export function specText(value: string, locale: string): string {
  if (!locale.startsWith('ar')) return value;
  return ARABIC_UNITS.reduce((text, [pattern, words]) => text.replace(pattern, words), value);
}
