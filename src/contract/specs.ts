// What a category's products are described by (its spec set) and whose warranty a product carries.

/** The specs only a phone has: optional on a product, and left out when empty (a computer has no camera or SIM). */
export const OPTIONAL_SPEC_KEYS = [
  'camera',
  'frontCamera',
  'battery',
  'sim',
  'refreshRate',
  'fiveG',
] as const;

/** Every spec a product may have (ProductSpecShape), in the order a product page lists them. */
export const SPEC_KEYS = ['cpu', 'memory', 'storage', 'gpu', 'display', 'os', ...OPTIONAL_SPEC_KEYS] as const;
export type SpecKey = (typeof SPEC_KEYS)[number];

/** A phone's spec set: screen, storage, memory, cameras, battery, SIM / eSIM, 5G. */
export const PHONE_SPEC_KEYS: readonly SpecKey[] = [
  'display',
  'storage',
  'memory',
  'camera',
  'frontCamera',
  'battery',
  'sim',
  'fiveG',
];
/** A laptop's or desktop's spec set. */
export const COMPUTER_SPEC_KEYS: readonly SpecKey[] = ['cpu', 'memory', 'storage', 'gpu', 'display', 'os'];

/** The maker's official warranty, or the shop's own. */
export const WARRANTY_KINDS = ['official', 'shop'] as const;
export type WarrantyKind = (typeof WARRANTY_KINDS)[number];
