// Seeded records get the same id on every machine (a name-based UUID, RFC 4122 version 5), so a QA snapshot or a
// bug report taken on one machine names the same products on another.
import { createHash } from 'node:crypto';

const NAMESPACE = 'storefront-seed';

export function stableId(kind: 'category' | 'product' | 'variant', key: string): string {
  const hash = createHash('sha1').update(`${NAMESPACE}:${kind}:${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
