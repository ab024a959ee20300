/*
 * Products' answers as the listing's serialiser writes them (one item of `products`, UTF-8), kept by seq at the
 * row_version they were made from. products.row_version takes a new value on every change of the row or of its
 * category (migration 0005), so an item kept at the row_version a statement has just read is exactly what
 * serialising that row would give: a listing page is then its envelope and its items' bytes put together
 * (listing.ts), with no row parsed or serialised for the items it keeps. Nothing here is ever used without a
 * statement of the page confirming its row_version. What it buys (PGlite / PostgreSQL seeded / 100,000 products;
 * docs/performance.md): the p95 of a never-seen search 2.4 / 2.3 / 1.6x lower. CATALOGUE_LAYERS_OFF=fragments
 * turns it off.
 *
 * Bounded by count and bytes. Eviction is CLOCK (a hand goes round the slots and takes the first item not used
 * since it last passed): a Map kept in use order costs a delete and an insert per use, and taking its oldest entry
 * walks past the holes its deletes leave. An item is kept only for a product read whole once before in the recent
 * past (its seq in `seen`), so pages nobody asks for twice do not churn the store.
 */
import type { KeptItem } from './pageReads';

export interface ProductFragment extends KeptItem {
  /** products.row_version as text, as the page statement reads it. */
  readonly rowVersion: string;
  /** The item's JSON text, exactly as the listing's serialiser writes it inside `products`. */
  readonly body: Buffer;
}

interface Slot extends ProductFragment {
  readonly seq: number;
  readonly index: number;
  /** Used since the hand last passed (a use sets it, the hand clears it). */
  used: boolean;
}

/** At most this many items (a fifth of a 100,000-product catalogue)... */
export const FRAGMENTS_MAX_ENTRIES = 20_000;
/** ...and this many bytes of them (an item of the seeded catalogue is about 1.1 KB). */
export const FRAGMENTS_MAX_BYTES = 32 * 1024 * 1024;

export class ProductFragments {
  private readonly bySeq = new Map<number, Slot>();
  private readonly slots: (Slot | undefined)[] = [];
  /** Indexes of empty slots (left by evictions for bytes). */
  private readonly free: number[] = [];
  private hand = 0;
  private bytes = 0;
  /** Seqs read whole since `seen` was last cleared: the second read of one keeps its item. */
  private readonly seen = new Set<number>();

  constructor(
    private readonly maxEntries = FRAGMENTS_MAX_ENTRIES,
    private readonly maxBytes = FRAGMENTS_MAX_BYTES,
  ) {}

  /** The item kept for `seq` (at whatever row_version it was made). */
  get(seq: number): ProductFragment | undefined {
    const slot = this.bySeq.get(seq);
    if (slot) slot.used = true;
    return slot;
  }

  /**
   * Whether to keep the item of `seq`, just read whole: yes when one is kept already (at another row_version) or
   * the product was read whole once before since `seen` was last cleared (it holds at most maxEntries seqs).
   */
  admit(seq: number): boolean {
    if (this.bySeq.has(seq) || this.seen.has(seq)) return true;
    if (this.seen.size >= this.maxEntries) this.seen.clear();
    this.seen.add(seq);
    return false;
  }

  /** Keeps `text` (an item's JSON) for `seq` at `rowVersion`, in place of what was kept for it. */
  set(seq: number, rowVersion: string, text: string): ProductFragment {
    // A buffer of its own: a pooled one would keep its whole 8 KB slab alive for as long as the item is kept.
    const body = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
    body.write(text);
    if (body.length > this.maxBytes) return { rowVersion, body };
    const old = this.bySeq.get(seq);
    if (old) this.remove(old);
    while (
      this.bySeq.size > 0 &&
      (this.bySeq.size >= this.maxEntries || this.bytes + body.length > this.maxBytes)
    )
      this.evict();
    const index = this.free.pop() ?? this.slots.length;
    const slot: Slot = { rowVersion, body, seq, index, used: false };
    this.slots[index] = slot;
    this.bySeq.set(seq, slot);
    this.bytes += body.length;
    return slot;
  }

  stats(): { entries: number; bytes: number } {
    return { entries: this.bySeq.size, bytes: this.bytes };
  }

  private remove(slot: Slot): void {
    this.slots[slot.index] = undefined;
    this.free.push(slot.index);
    this.bySeq.delete(slot.seq);
    this.bytes -= slot.body.length;
  }

  /** Removes the first item from the hand on that was not used since the hand last passed it. */
  private evict(): void {
    for (;;) {
      if (this.hand >= this.slots.length) this.hand = 0;
      const slot = this.slots[this.hand];
      this.hand += 1;
      if (!slot) continue;
      if (slot.used) {
        slot.used = false;
        continue;
      }
      this.remove(slot);
      return;
    }
  }
}
