/*
 * The search index of one instance: every product the shop shows, its words by field, and what listings filter and
 * rank on. It finds a query's products forgivingly (whole word, prefix, one typo from 5 letters and two from 9,
 * synonyms; searchText.ts folds Arabic, units and models) and ranks them (issue 40):
 *
 *   whole-word name < prefix of a name word < typo in a name word < category < specs < description,
 *   then in stock before sold out, then best sellers of the last 30 days, then catalogue order.
 *
 * The vocabulary is MiniSearch's SearchableMap (a radix tree with prefix and edit-distance look-ups); each word keeps
 * the products having it as growable Int32Arrays of slots, one list per field, each product's word counted in its
 * best field only. A product whose text changes gets a new slot (its old one is marked dead and skipped until the
 * next rebuild); a change of stock or price is written into the product's slot in place, never a rebuild.
 *
 * What it costs and gives (docs/performance.md, "Search ranked and forgiving"; `npm run bench:search`): at 100,067
 * products 65.8 MB of heap and server time p95 9.7 ms (suggestions) / 11.9 ms (searches) on PostgreSQL; success@3
 * 1.00 on the relevance set. Figures of the designs not taken are in docs/decisions.md.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { queryTokens, searchTokens } from './searchText';

/** The spec columns a listing filters on, each by a list of accepted values. */
export const SPEC_FILTERS = ['cpu', 'memory', 'storage', 'display'] as const;
export type SpecFilter = (typeof SPEC_FILTERS)[number];
/**
 * The spec filters a product's variants answer (a phone in 256 and 512 GB): a product passes when one of its variants
 * in stock does (any of them when none is in stock); the others are the product's own.
 */
export const VARIANT_FILTERS = ['memory', 'storage'] as const satisfies readonly SpecFilter[];
const isVariantFilter = (column: SpecFilter) => (VARIANT_FILTERS as readonly string[]).includes(column);

/** One variant as the index filters on it (storage and memory: the variant's, else the product's). */
export interface IndexedVariant {
  memory: string;
  storage: string;
  /** Its colour in English and in Arabic ('' = none). */
  color: string;
  colorAr: string;
  quantity: number;
  effectivePrice: number;
}

/** A brand or a colour as listings offer it: its name, and its Arabic name. */
export interface IndexedBrand {
  value: string;
  valueAr: string;
}

/** A product as the index reads it. */
export interface IndexedProduct {
  id: string;
  seq: number;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  categoryId: string;
  color: string;
  colorAr: string;
  /** Every value of the product's first spec (cpu, memory, gpu, os, camera...). */
  specValues: readonly string[];
  cpu: string;
  memory: string;
  storage: string;
  display: string;
  /** What a shopper pays for one unit (products.effective_price). */
  effectivePrice: number;
  quantity: number;
  /** products.created_at in microseconds since the epoch (the "newest" sort; exact, as the column keeps them). */
  createdAt: number;
  /** The maker, searched as the name is and filtered on ('' = none). */
  brand?: string;
  brandAr?: string;
  /** What its variants on sale are called (option values in both languages, colours, storages, memories). */
  variantWords?: string;
  /** Its variants on sale (none given: the product is its one variant). */
  variants?: readonly IndexedVariant[];
}

export interface IndexedCategory {
  id: string;
  slug: string;
  name: string;
  nameAr: string;
  /** Hidden from the shop: never suggested, its name not matched (its products keep it). */
  archived?: boolean;
  /** The specs its listing offers as filters ([] or absent: every one). */
  specKeys?: readonly string[];
}

/** The explicit orders a listing may ask for instead of the match ranking. */
export type ListingOrder = 'featured' | 'price-asc' | 'price-desc' | 'newest';

/** A listing's filters (an absent filter lets every product through). */
export interface ListingFilter {
  /** A category id or slug. */
  category?: string;
  lowestPrice?: number;
  highestPrice?: number;
  /** Spec values per column; a product's value (one of its variants' in stock, for VARIANT_FILTERS) must be one. */
  specs?: Partial<Record<SpecFilter, readonly string[]>>;
  /** Brands (their English names); a product's must be one of them. */
  brands?: readonly string[];
  /** Colours (their English names); one of a product's variants in stock (any, when none is) must be one of them. */
  colors?: readonly string[];
  /** The query as the shopper typed it ('' or absent: a listing in catalogue order). */
  search?: string;
  /** Default 'featured': the best match (catalogue order when there is no search). */
  sort?: ListingOrder;
}

/** One page of a listing: its products' seqs, and how many products match (counted up to the cap). */
export interface ListingPage {
  seqs: number[];
  total: number;
}

// A word's score per field and kind of match: lower is better. Category matches are scored per category.
const FIELD = { name: 0, specs: 2, description: 3 } as const;
const CATEGORY = 1;
const KIND = { exact: 0, prefix: 1, typo: 2 } as const;
const scoreOf = (field: number, kind: number) => field * 3 + kind;
const NONE = 255;
/** At most this many vocabulary words stand for one prefix (a two-letter prefix of a large catalogue). */
const PREFIX_WORDS = 400;

/** The typos forgiven in a word: one from 5 letters, two from 9; none in a number or a size (`13inch`, `16gb`). */
export const typosFor = (word: string) =>
  /^\d/.test(word) ? 0 : word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;

/** A growable list of slots, ascending. */
class Slots {
  items = new Int32Array(2);
  length = 0;
  push(slot: number): void {
    if (this.length > 0 && this.items[this.length - 1] === slot) return;
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length] = slot;
    this.length += 1;
  }
}

/** A vocabulary word's products, per field (name, specs, description). */
type Postings = [Slots | undefined, Slots | undefined, Slots | undefined];
const POSTING_FIELDS = [FIELD.name, FIELD.specs, FIELD.description] as const;

/** Distinct strings by number (a column stored as one small number a product). */
class Codes {
  private readonly numbers = new Map<string, number>();
  readonly values: string[] = [];
  code(value: string): number {
    let n = this.numbers.get(value);
    if (n === undefined) {
      n = this.values.length;
      this.numbers.set(value, n);
      this.values.push(value);
    }
    return n;
  }
  find(value: string): number | undefined {
    return this.numbers.get(value);
  }
}

/** A growable column of 32-bit numbers, one per slot. */
class Column {
  data = new Int32Array(1024);
  set(slot: number, value: number): void {
    if (slot >= this.data.length) {
      const grown = new Int32Array(Math.max(this.data.length * 2, slot + 1));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[slot] = value;
  }
  get(slot: number): number {
    return this.data[slot]!;
  }
}

/** A 32-bit FNV-1a hash of what the index reads of a product's text (a changed hash means new words). */
function textHash(p: IndexedProduct): number {
  const text = [
    p.name,
    p.nameAr,
    p.description,
    p.descriptionAr,
    p.categoryId,
    p.color,
    p.colorAr,
    p.cpu,
    p.memory,
    p.storage,
    p.display,
    ...p.specValues,
    p.brand ?? '',
    p.brandAr ?? '',
    p.variantWords ?? '',
  ].join('\u0001');
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** What a category's listing offers to filter on. */
interface Offers {
  specs: Record<SpecFilter, string[]>;
  brands: IndexedBrand[];
  colors: IndexedBrand[];
  /** The lowest and highest price of the category's products (undefined: none). */
  prices: { min: number; max: number } | undefined;
  /** Its products' prices, ascending (made on first use: sortedPrices()). */
  sortedPrices?: Float64Array;
}

/** How many of `sorted` (ascending) are below `bound`, or at most `bound` with `inclusive`. */
function countBelow(sorted: Float64Array, bound: number, inclusive = false): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < bound || (inclusive && sorted[middle] === bound)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Coded names with their Arabic names, sorted by name, none empty. */
const named = (found: Set<number>, codes: Codes, arabic: readonly string[]): IndexedBrand[] =>
  [...found]
    .map((c) => ({ value: codes.values[c]!, valueAr: arabic[c]! }))
    .filter((b) => b.value !== '')
    .sort((a, b) => a.value.localeCompare(b.value));

/** One unit of a query: a word, or a synonym group's terms (each a list of words that must all match). */
type Unit = string[][];

export class SearchIndex {
  private readonly vocabulary = new SearchableMap<Postings>();
  private readonly categoryWords = new SearchableMap<number[]>();
  private readonly categoryCodes = new Codes();
  private readonly categoryBy = new Map<string, number>();
  private categoryRows: IndexedCategory[] = [];
  private readonly categorySlots: Slots[] = [];
  /** Slot → product id, and product id → its live slot. */
  private readonly ids: (string | null)[] = [];
  private readonly slotOf = new Map<string, number>();
  /** Slots in ascending seq (dead ones included, skipped). */
  private order = new Int32Array(1024);
  private orderLength = 0;
  /**
   * The catalogue order per category (code → its slots in seq order, dead ones too), made again after the order
   * changes: a category's listing and price range read its own slots, not the whole catalogue's. What it buys: a
   * never-seen listing of one category at 100,000 products, `npm run bench:api -- --against <a tree without it>
   * --large-only`.
   */
  private orderChanges = 0;
  private categoryOrder: { at: number; lists: Int32Array[] } = { at: -1, lists: [] };
  private readonly seq = new Column();
  private readonly category = new Column();
  private readonly price = new Column();
  private readonly quantity = new Column();
  /** created_at in microseconds, per slot. */
  private created = new Float64Array(1024);
  private readonly hash = new Column();
  /** Units sold over the last 30 days (setSales). */
  private readonly sold = new Column();
  private readonly specCodes = Object.fromEntries(
    SPEC_FILTERS.map((column) => [column, { codes: new Codes(), of: new Column() }]),
  ) as Record<SpecFilter, { codes: Codes; of: Column }>;
  /** Each slot's variants: where they start in the variant columns, and how many. */
  private readonly variantStart = new Column();
  private readonly variantCount = new Column();
  private variantLength = 0;
  private readonly variantSpec = Object.fromEntries(
    VARIANT_FILTERS.map((column) => [column, new Column()]),
  ) as Record<(typeof VARIANT_FILTERS)[number], Column>;
  private readonly variantPrice = new Column();
  private readonly variantQuantity = new Column();
  /** Colours by their English name, each variant's by code; their Arabic names by code. */
  private readonly colourCodes = new Codes();
  private readonly colourAr: string[] = [];
  private readonly variantColour = new Column();
  /** Brands by their English name; their Arabic names by code. */
  private readonly brandCodes = new Codes();
  private readonly brandAr: string[] = [];
  private readonly brand = new Column();
  /** A category's spec keys by its code ([]: every spec). */
  private specKeysOf = new Map<number, readonly string[]>();
  private sales = new Map<string, number>();
  private synonymGroups: string[][][] = [];
  /** A synonym term's words joined by a space → its groups. */
  private synonymOf = new Map<string, number[]>();
  private longestSynonym = 1;
  private liveCount = 0;
  /** Moves with every change of a product (specValues() keeps its answers per generation). */
  private generation = 0;
  private offersOf = { generation: -1, byCategory: new Map<string, Offers>() };
  /** Per-slot work arrays of scores() (total, best, term, all). */
  private scratch: Uint8Array[] = [];

  /** Products the index answers for. */
  get size(): number {
    return this.liveCount;
  }

  /** Slots held, live and dead (a rebuild drops the dead ones). */
  get slots(): number {
    return this.ids.length;
  }

  get words(): number {
    return this.vocabulary.size;
  }

  /** The categories (names are matched as the category tier). Products keep their category's code. */
  setCategories(rows: readonly IndexedCategory[]): void {
    this.categoryRows = [...rows];
    this.categoryWords.clear();
    this.specKeysOf = new Map();
    this.generation += 1;
    for (const row of rows) {
      const code = this.categoryCodes.code(row.id);
      this.categoryBy.set(row.id, code);
      this.categoryBy.set(row.slug, code);
      this.specKeysOf.set(code, row.specKeys ?? []);
      if (row.archived) continue;
      for (const word of new Set(searchTokens(`${row.name} ${row.nameAr}`, { document: true }))) {
        const codes = this.categoryWords.get(word) ?? [];
        if (!codes.includes(code)) codes.push(code);
        this.categoryWords.set(word, codes);
      }
    }
  }

  /** The synonym groups, each a list of terms as managers wrote them. */
  setSynonyms(groups: readonly (readonly string[])[]): void {
    this.synonymGroups = [];
    this.synonymOf = new Map();
    this.longestSynonym = 1;
    groups.forEach((terms) => {
      const group = terms.map((term) => searchTokens(term)).filter((words) => words.length > 0);
      const index = this.synonymGroups.length;
      this.synonymGroups.push(group);
      for (const words of group) {
        const key = words.join(' ');
        const of = this.synonymOf.get(key) ?? [];
        if (!of.includes(index)) of.push(index);
        this.synonymOf.set(key, of);
        this.longestSynonym = Math.max(this.longestSynonym, words.length);
      }
    });
  }

  /** Units sold per product id over the last 30 days (the tie-break after stock). */
  setSales(sales: ReadonlyMap<string, number>): void {
    for (const id of this.sales.keys()) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) this.sold.set(slot, 0);
    }
    this.sales = new Map(sales);
    for (const [id, n] of sales) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) this.sold.set(slot, n);
    }
  }

  /** Adds a product or brings it up to date: in place when its text is unchanged, else under a new slot. */
  upsert(product: IndexedProduct): void {
    const hash = textHash(product);
    const existing = this.slotOf.get(product.id);
    if (
      existing !== undefined &&
      this.hash.get(existing) === hash &&
      this.seq.get(existing) === product.seq
    ) {
      this.setMeta(existing, product);
      return;
    }
    const slot = this.ids.length;
    this.ids.push(product.id);
    this.slotOf.set(product.id, slot);
    this.hash.set(slot, hash);
    this.seq.set(slot, product.seq);
    this.setMeta(slot, product);
    this.liveCount += 1;
    const categoryCode = this.categoryCodes.code(product.categoryId);
    this.category.set(slot, categoryCode);
    (this.categorySlots[categoryCode] ??= new Slots()).push(slot);
    if (existing !== undefined) {
      this.kill(existing);
      this.placeInOrder(slot, existing);
    } else this.placeInOrder(slot, undefined);
    // Each word once, in its best field.
    const seen = new Set<string>();
    const fields: [number, string][] = [
      [0, `${product.name} ${product.nameAr} ${product.brand ?? ''} ${product.brandAr ?? ''}`],
      [
        1,
        [
          product.color,
          product.colorAr,
          product.cpu,
          product.memory,
          product.storage,
          product.display,
          ...product.specValues,
          product.variantWords ?? '',
        ].join(' '),
      ],
      [2, `${product.description} ${product.descriptionAr}`],
    ];
    for (const [field, text] of fields) {
      for (const word of searchTokens(text, { document: true })) {
        if (seen.has(word)) continue;
        seen.add(word);
        let postings = this.vocabulary.get(word);
        if (!postings) {
          postings = [undefined, undefined, undefined];
          this.vocabulary.set(word, postings);
        }
        (postings[field] ??= new Slots()).push(slot);
      }
    }
  }

  /** The product is no longer shown (archived or deleted). */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.kill(slot);
    this.generation += 1;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  private kill(slot: number): void {
    if (this.ids[slot] === null) return;
    this.ids[slot] = null;
    this.liveCount -= 1;
  }

  private setMeta(slot: number, p: IndexedProduct): void {
    this.sold.set(slot, this.sales.get(p.id) ?? 0);
    this.price.set(slot, p.effectivePrice);
    this.quantity.set(slot, p.quantity);
    if (slot >= this.created.length) {
      const grown = new Float64Array(Math.max(this.created.length * 2, slot + 1));
      grown.set(this.created);
      this.created = grown;
    }
    this.created[slot] = p.createdAt;
    this.generation += 1;
    for (const column of SPEC_FILTERS) {
      const spec = this.specCodes[column];
      spec.of.set(slot, spec.codes.code(p[column]));
    }
    const brand = this.brandCodes.code(p.brand ?? '');
    this.brand.set(slot, brand);
    this.brandAr[brand] = p.brandAr || this.brandAr[brand] || (p.brand ?? '');
    const variants: readonly IndexedVariant[] =
      p.variants && p.variants.length > 0
        ? p.variants
        : [
            {
              memory: p.memory,
              storage: p.storage,
              color: p.color,
              colorAr: p.colorAr,
              quantity: p.quantity,
              effectivePrice: p.effectivePrice,
            },
          ];
    // In place when the slot had as many (a sale, a price); else at the end (the old ones stay until a rebuild).
    const had = slot < this.variantCount.data.length ? this.variantCount.get(slot) : 0;
    let start = had === variants.length ? this.variantStart.get(slot) : this.variantLength;
    if (had !== variants.length) {
      this.variantLength += variants.length;
      this.variantStart.set(slot, start);
      this.variantCount.set(slot, variants.length);
    }
    for (const variant of variants) {
      for (const column of VARIANT_FILTERS)
        this.variantSpec[column].set(start, this.specCodes[column].codes.code(variant[column]));
      const colour = this.colourCodes.code(variant.color);
      this.colourAr[colour] = variant.colorAr || this.colourAr[colour] || variant.color;
      this.variantColour.set(start, colour);
      this.variantPrice.set(start, variant.effectivePrice);
      this.variantQuantity.set(start, variant.quantity);
      start += 1;
    }
  }

  /** The live slot of the product at `seq` (binary search of the catalogue order). */
  private slotAtSeq(seq: number): number | undefined {
    let lo = 0;
    let hi = this.orderLength;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.seq.get(this.order[mid]!) < seq) lo = mid + 1;
      else hi = mid;
    }
    const slot = this.order[lo];
    return lo < this.orderLength &&
      slot !== undefined &&
      this.seq.get(slot) === seq &&
      this.ids[slot] !== null
      ? slot
      : undefined;
  }

  /** Puts `slot` in seq order: in place of the slot it replaces, or by its seq. */
  private placeInOrder(slot: number, replaces: number | undefined): void {
    const seq = this.seq.get(slot);
    // Binary search for the first position whose seq is >= this one.
    let lo = 0;
    let hi = this.orderLength;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.seq.get(this.order[mid]!) < seq) lo = mid + 1;
      else hi = mid;
    }
    this.orderChanges += 1;
    if (replaces !== undefined && this.order[lo] === replaces) {
      this.order[lo] = slot;
      return;
    }
    if (this.orderLength === this.order.length) {
      const grown = new Int32Array(this.order.length * 2);
      grown.set(this.order);
      this.order = grown;
    }
    this.order.copyWithin(lo + 1, lo, this.orderLength);
    this.order[lo] = slot;
    this.orderLength += 1;
  }

  /** A query's units: its words, with a synonym group's terms in place of a word (or words) that is one of them. */
  private unitsOf(tokens: readonly string[]): Unit[] {
    const units: Unit[] = [];
    for (let i = 0; i < tokens.length;) {
      let matched = 0;
      for (let n = Math.min(this.longestSynonym, tokens.length - i); n >= 1 && matched === 0; n -= 1) {
        const groups = this.synonymOf.get(tokens.slice(i, i + n).join(' '));
        if (!groups) continue;
        const terms = new Map<string, string[]>();
        for (const g of groups) for (const words of this.synonymGroups[g]!) terms.set(words.join(' '), words);
        units.push([...terms.values()]);
        matched = n;
      }
      if (matched === 0) {
        // The last word as it is being typed (3 letters on) also stands for the groups of the terms it begins.
        const word = tokens[i]!;
        const unit: Unit = [[word]];
        if (i === tokens.length - 1 && word.length >= 3) {
          const seen = new Set<number>();
          for (const [key, groups] of this.synonymOf) {
            if (!key.startsWith(word) || key.includes(' ')) continue;
            for (const g of groups) {
              if (seen.has(g)) continue;
              seen.add(g);
              for (const words of this.synonymGroups[g]!) unit.push(words);
            }
          }
        }
        units.push(unit);
        matched = 1;
      }
      i += matched;
    }
    return units;
  }

  /** Lowers `out[slot]` to the score of `word`'s best match in each product. */
  private markWord(word: string, out: Uint8Array): void {
    const lower = (slots: Slots | undefined, score: number) => {
      if (!slots) return;
      const { items, length } = slots;
      for (let i = 0; i < length; i += 1) {
        const s = items[i]!;
        if (out[s]! > score) out[s] = score;
      }
    };
    // Descriptions are matched by whole words only: their prefixes and typos would match nearly everything (and
    // walk the longest lists).
    const lowerPostings = (postings: Postings, kind: number) => {
      const fields = kind === KIND.exact ? 3 : 2;
      for (let f = 0; f < fields; f += 1) lower(postings[f], scoreOf(POSTING_FIELDS[f]!, kind));
    };
    const lowerCategories = (codes: readonly number[], kind: number) => {
      for (const code of codes) lower(this.categorySlots[code], scoreOf(CATEGORY, kind));
    };
    const exact = this.vocabulary.get(word);
    if (exact) lowerPostings(exact, KIND.exact);
    const exactCategories = this.categoryWords.get(word);
    if (exactCategories) lowerCategories(exactCategories, KIND.exact);
    const numeric = /^[\d.]+$/.test(word);
    if (word.length >= 2 && !numeric) {
      let n = 0;
      for (const [term, postings] of this.vocabulary.atPrefix(word)) {
        if (term === word) continue;
        lowerPostings(postings, KIND.prefix);
        if ((n += 1) >= PREFIX_WORDS) break;
      }
      for (const [term, codes] of this.categoryWords.atPrefix(word))
        if (term !== word) lowerCategories(codes, KIND.prefix);
    }
    const distance = typosFor(word);
    if (distance > 0) {
      for (const [term, [postings]] of this.vocabulary.fuzzyGet(word, distance)) {
        if (term !== word && !term.startsWith(word)) lowerPostings(postings, KIND.typo);
      }
      for (const [term, [codes]] of this.categoryWords.fuzzyGet(word, distance)) {
        if (term !== word && !term.startsWith(word)) lowerCategories(codes, KIND.typo);
      }
    }
  }

  /** Per slot, the query's score (the sum of its units' best scores), or NONE where a unit does not match. */
  private scores(tokens: readonly string[]): Uint8Array {
    const size = this.ids.length;
    // Kept between calls (a search runs to its end before the next one starts): no garbage per search.
    if (this.scratch.length < 4 || this.scratch[0]!.length < size) {
      this.scratch = Array.from({ length: 4 }, () => new Uint8Array(Math.ceil(size * 1.25) + 1024));
    }
    const [total, best, term, all] = this.scratch.map((a) => a.subarray(0, size)) as [
      Uint8Array,
      Uint8Array,
      Uint8Array,
      Uint8Array,
    ];
    total.fill(0);
    for (const unit of this.unitsOf(tokens)) {
      best.fill(NONE);
      for (const words of unit) {
        if (words.length === 1) {
          this.markWord(words[0]!, best);
          continue;
        }
        // A term of several words: each must match; its score is its worst word's.
        all.fill(0);
        for (const word of words) {
          term.fill(NONE);
          this.markWord(word, term);
          for (let s = 0; s < size; s += 1) if (term[s]! > all[s]!) all[s] = term[s]!;
        }
        for (let s = 0; s < size; s += 1) if (all[s]! < best[s]!) best[s] = all[s]!;
      }
      for (let s = 0; s < size; s += 1) {
        const b = best[s]!;
        total[s] = b === NONE || total[s] === NONE ? NONE : Math.min(NONE - 1, total[s]! + b);
      }
    }
    return total;
  }

  /** The filter as a test of a slot, or null when it can match nothing. */
  private filterOf(filter: ListingFilter): ((slot: number) => boolean) | null {
    let categoryCode: number | undefined;
    if (filter.category !== undefined) {
      categoryCode = this.categoryBy.get(filter.category);
      if (categoryCode === undefined) return null;
    }
    const lowest = filter.lowestPrice ?? -Infinity;
    const highest = filter.highestPrice ?? Infinity;
    const specChecks: { of: Int32Array; accepted: Set<number> }[] = [];
    const variantChecks: { of: Int32Array; accepted: Set<number> }[] = [];
    for (const column of SPEC_FILTERS) {
      const values = filter.specs?.[column];
      if (!values || values.length === 0) continue;
      const { codes, of } = this.specCodes[column];
      const accepted = new Set(values.map((v) => codes.find(v)).filter((c): c is number => c !== undefined));
      if (accepted.size === 0) return null;
      if (isVariantFilter(column))
        variantChecks.push({
          of: this.variantSpec[column as (typeof VARIANT_FILTERS)[number]].data,
          accepted,
        });
      else specChecks.push({ of: of.data, accepted });
    }
    let brands: Set<number> | undefined;
    if (filter.brands && filter.brands.length > 0) {
      brands = new Set(
        filter.brands.map((b) => this.brandCodes.find(b)).filter((c): c is number => c !== undefined),
      );
      if (brands.size === 0) return null;
    }
    if (filter.colors && filter.colors.length > 0) {
      const accepted = new Set(
        filter.colors.map((c) => this.colourCodes.find(c)).filter((c): c is number => c !== undefined),
      );
      if (accepted.size === 0) return null;
      variantChecks.push({ of: this.variantColour.data, accepted });
    }
    const categories = this.category.data;
    const prices = this.price.data;
    const brandOf = this.brand.data;
    const ids = this.ids;
    const starts = this.variantStart.data;
    const counts = this.variantCount.data;
    const variantPrices = this.variantPrice.data;
    const variantQuantities = this.variantQuantity.data;
    /** One of the slot's variants in stock (any when none is) passes the variant filters and the price bounds. */
    const variantPasses = (slot: number) => {
      const start = starts[slot]!;
      const end = start + counts[slot]!;
      let inStock = false;
      for (let v = start; v < end && !inStock; v += 1) inStock = variantQuantities[v]! > 0;
      for (let v = start; v < end; v += 1) {
        if (inStock && variantQuantities[v]! <= 0) continue;
        const price = variantPrices[v]!;
        if (price < lowest || price > highest) continue;
        if (variantChecks.every(({ of, accepted }) => accepted.has(of[v]!))) return true;
      }
      return false;
    };
    return (slot) => {
      if (ids[slot] === null) return false;
      if (categoryCode !== undefined && categories[slot] !== categoryCode) return false;
      if (brands && !brands.has(brandOf[slot]!)) return false;
      for (const { of, accepted } of specChecks) if (!accepted.has(of[slot]!)) return false;
      if (variantChecks.length > 0) return variantPasses(slot);
      const price = prices[slot]!;
      return price >= lowest && price <= highest;
    };
  }

  private orderBy(order: ListingOrder): ((a: number, b: number) => number) | null {
    const seq = this.seq.data;
    if (order === 'price-asc')
      return (a, b) => this.price.data[a]! - this.price.data[b]! || seq[a]! - seq[b]!;
    if (order === 'price-desc')
      return (a, b) => this.price.data[b]! - this.price.data[a]! || seq[a]! - seq[b]!;
    if (order === 'newest') return (a, b) => this.created[b]! - this.created[a]! || seq[b]! - seq[a]!;
    return null;
  }

  /** The slots a filter's products are among, in catalogue order: its category's, or the whole catalogue's. */
  private candidates(filter: ListingFilter): { slots: Int32Array; length: number } {
    const code = filter.category === undefined ? undefined : this.categoryBy.get(filter.category);
    if (code === undefined) return { slots: this.order, length: this.orderLength };
    if (this.categoryOrder.at !== this.orderChanges) {
      const of = this.category.data;
      const counts = new Int32Array(this.categoryCodes.values.length);
      for (let i = 0; i < this.orderLength; i += 1) counts[of[this.order[i]!]!]! += 1;
      const lists = Array.from(counts, (n) => new Int32Array(n));
      const filled = new Int32Array(counts.length);
      for (let i = 0; i < this.orderLength; i += 1) {
        const slot = this.order[i]!;
        const c = of[slot]!;
        lists[c]![filled[c]!] = slot;
        filled[c]! += 1;
      }
      this.categoryOrder = { at: this.orderChanges, lists };
    }
    const slots = this.categoryOrder.lists[code] ?? new Int32Array(0);
    return { slots, length: slots.length };
  }

  /**
   * A page of the products that pass every filter and match the search: `limit` of them from `offset`, best match
   * first (or in the explicit order), with the number of matches counted up to `cap`.
   */
  list(
    filter: ListingFilter,
    { offset, limit, cap = Infinity }: { offset: number; limit: number; cap?: number },
  ): ListingPage {
    const page: ListingPage = { seqs: [], total: 0 };
    const passes = this.filterOf(filter);
    if (!passes) return page;
    const tokens = queryTokens(filter.search ?? '');
    // A search of no word (only punctuation) finds nothing.
    if (tokens.length === 0 && (filter.search ?? '').trim() !== '') return page;
    const explicit = this.orderBy(filter.sort ?? 'featured');
    const end = offset + limit;
    const { slots: order, length: orderLength } = this.candidates(filter);
    if (tokens.length === 0 && !explicit) {
      const prices = this.onlyPriceBounds(filter) ? this.sortedPrices(filter.category) : undefined;
      if (prices) {
        // A category (or the whole catalogue) within price bounds, the listing's usual question: its matches are
        // counted in the category's prices, sorted, and the scan stops at the page's end (`npm run bench:api --
        // --against <a tree without it> --large-only`, the never-seen listing and the deep page).
        page.total = Math.min(
          cap,
          countBelow(prices, filter.highestPrice ?? Infinity, true) -
            countBelow(prices, filter.lowestPrice ?? -Infinity),
        );
        const last = Math.min(end, page.total);
        for (let i = 0, found = 0; i < orderLength && found < last; i += 1) {
          const slot = order[i]!;
          if (!passes(slot)) continue;
          if (found >= offset) page.seqs.push(this.seq.get(slot));
          found += 1;
        }
        return page;
      }
      // A listing in catalogue order.
      for (let i = 0; i < orderLength && page.total < cap; i += 1) {
        const slot = order[i]!;
        if (!passes(slot)) continue;
        if (page.total >= offset && page.total < end) page.seqs.push(this.seq.get(slot));
        page.total += 1;
      }
      return page;
    }
    const scores = tokens.length > 0 ? this.scores(tokens) : null;
    if (explicit) {
      // An explicit order (price, newest) instead of the match.
      const matches: number[] = [];
      for (let i = 0; i < orderLength; i += 1) {
        const slot = order[i]!;
        if ((scores && scores[slot] === NONE) || !passes(slot)) continue;
        matches.push(slot);
      }
      matches.sort(explicit);
      page.total = Math.min(matches.length, cap);
      for (let i = offset; i < Math.min(end, page.total); i += 1) page.seqs.push(this.seq.get(matches[i]!));
      return page;
    }
    // Best match first. Within a score the tie-break's four groups (in stock and sold lately, in stock, sold out
    // and sold lately, sold out) come in turn, each in catalogue order but the sold-lately ones by units sold. A
    // first pass counts each score's groups; a second reads only the slots of the scores the page falls in.
    const quantity = this.quantity.data;
    const sold = this.sold.data;
    const groupOf = (slot: number) => (quantity[slot]! > 0 ? 0 : 2) + (sold[slot]! > 0 ? 0 : 1);
    const counts = new Int32Array(NONE * 4);
    let count = 0;
    for (let i = 0; i < orderLength; i += 1) {
      const slot = order[i]!;
      const score = scores![slot]!;
      if (score === NONE || !passes(slot)) continue;
      counts[score * 4 + groupOf(slot)]! += 1;
      count += 1;
    }
    page.total = Math.min(count, cap);
    const last = Math.min(end, page.total);
    // The page's positions in each score's group: [start, stop) within the group's own order.
    const wanted: { from: number; to: number }[] = [];
    let before = 0;
    for (let b = 0; b < NONE * 4 && before < last; b += 1) {
      const n = counts[b]!;
      if (n > 0 && before + n > offset)
        wanted[b] = { from: Math.max(0, offset - before), to: Math.min(n, last - before) };
      before += n;
    }
    const taken: number[][] = [];
    const seen = new Int32Array(NONE * 4);
    for (let i = 0; i < orderLength; i += 1) {
      const slot = order[i]!;
      const score = scores![slot]!;
      if (score === NONE) continue;
      const b0 = score * 4;
      if (!wanted[b0] && !wanted[b0 + 1] && !wanted[b0 + 2] && !wanted[b0 + 3]) continue;
      if (!passes(slot)) continue;
      const b = b0 + groupOf(slot);
      const want = wanted[b];
      if (!want) continue;
      // Sold lately: all of the group is taken (few), sorted by units sold below.
      if (sold[slot]! > 0) (taken[b] ??= []).push(slot);
      else {
        const at = seen[b]!;
        seen[b] = at + 1;
        if (at >= want.from && at < want.to) (taken[b] ??= []).push(slot);
      }
    }
    const seq = this.seq.data;
    for (let b = 0; b < wanted.length; b += 1) {
      const want = wanted[b];
      const slots = taken[b];
      if (!want || !slots) continue;
      const ordered =
        b % 2 === 0
          ? slots.sort((x, y) => sold[y]! - sold[x]! || seq[x]! - seq[y]!).slice(want.from, want.to)
          : slots;
      for (const slot of ordered) page.seqs.push(seq[slot]!);
    }
    return page;
  }

  /** Whether a filter asks for nothing but a category (or none) and price bounds. */
  private onlyPriceBounds(filter: ListingFilter): boolean {
    return (
      !filter.search?.trim() &&
      !filter.brands?.length &&
      !filter.colors?.length &&
      !SPEC_FILTERS.some((column) => filter.specs?.[column]?.length)
    );
  }

  /** The prices of a category's products (all of them without one), ascending, kept until a product changes. */
  private sortedPrices(category: string | undefined): Float64Array {
    const offers = this.offers(category);
    if (offers.sortedPrices) return offers.sortedPrices;
    const code = category === undefined ? undefined : this.categoryBy.get(category);
    const { slots, length } = this.candidates({ ...(category === undefined ? {} : { category }) });
    const prices = new Float64Array(length);
    let live = 0;
    if (category === undefined || code !== undefined)
      for (let i = 0; i < length; i += 1) {
        const slot = slots[i]!;
        if (this.ids[slot] !== null) prices[live++] = this.price.get(slot);
      }
    offers.sortedPrices = prices.subarray(0, live).sort();
    return offers.sortedPrices;
  }

  /**
   * The lowest and highest price among the products that pass every filter but the price bounds and match the
   * search (the first `cap` of them), or undefined when none does: what the listing's price filter offers.
   */
  priceRange(filter: ListingFilter, cap = Infinity): { min: number; max: number } | undefined {
    // A category alone (the listing's usual question): its range is kept with what it offers until a product
    // changes, instead of a scan of the category per request (`npm run bench:api -- --postgres-only`, "a new price
    // floor per request", at 100,000 products).
    if (this.onlyPriceBounds(filter)) return this.offers(filter.category).prices;
    const passes = this.filterOf({ ...filter, lowestPrice: undefined, highestPrice: undefined });
    if (!passes) return undefined;
    const tokens = queryTokens(filter.search ?? '');
    if (tokens.length === 0 && (filter.search ?? '').trim() !== '') return undefined;
    const scores = tokens.length > 0 ? this.scores(tokens) : null;
    const prices = this.price.data;
    const { slots: order, length: orderLength } = this.candidates(filter);
    let min = Infinity;
    let max = -Infinity;
    let seen = 0;
    for (let i = 0; i < orderLength && seen < cap; i += 1) {
      const slot = order[i]!;
      if ((scores && scores[slot] === NONE) || !passes(slot)) continue;
      seen += 1;
      const price = prices[slot]!;
      if (price < min) min = price;
      if (price > max) max = price;
    }
    return seen === 0 ? undefined : { min, max };
  }

  /**
   * The spec values the products of a category (id or slug; all of them without one) have, their variants' too,
   * sorted, none empty; only the specs of the category's spec set (all of them when it has none).
   */
  specValues(category: string | undefined): Record<SpecFilter, string[]> {
    return this.offers(category).specs;
  }

  /** The brands of a category's products (all of them without one), by name, none empty. */
  brands(category: string | undefined): IndexedBrand[] {
    return this.offers(category).brands;
  }

  /** The colours of a category's products' variants (all of them without a category), by name, none empty. */
  colors(category: string | undefined): IndexedBrand[] {
    return this.offers(category).colors;
  }

  private offers(category: string | undefined): Offers {
    if (this.offersOf.generation !== this.generation) {
      this.offersOf = { generation: this.generation, byCategory: new Map() };
    }
    const code = category === undefined ? undefined : this.categoryBy.get(category);
    const key = category === undefined ? '\u0000all' : String(code ?? -1);
    const known = this.offersOf.byCategory.get(key);
    if (known) return known;
    const seen = Object.fromEntries(SPEC_FILTERS.map((column) => [column, new Set<number>()])) as Record<
      SpecFilter,
      Set<number>
    >;
    const brands = new Set<number>();
    const colours = new Set<number>();
    let min = Infinity;
    let max = -Infinity;
    if (category === undefined || code !== undefined) {
      for (let i = 0; i < this.orderLength; i += 1) {
        const slot = this.order[i]!;
        if (this.ids[slot] === null || (code !== undefined && this.category.get(slot) !== code)) continue;
        brands.add(this.brand.get(slot));
        const price = this.price.get(slot);
        if (price < min) min = price;
        if (price > max) max = price;
        const start = this.variantStart.get(slot);
        const end = start + this.variantCount.get(slot);
        for (let v = start; v < end; v += 1) colours.add(this.variantColour.get(v));
        for (const column of SPEC_FILTERS) {
          if (!isVariantFilter(column)) {
            seen[column].add(this.specCodes[column].of.get(slot));
            continue;
          }
          const of = this.variantSpec[column as (typeof VARIANT_FILTERS)[number]];
          for (let v = start; v < end; v += 1) seen[column].add(of.get(v));
        }
      }
    }
    const keys = code === undefined ? [] : (this.specKeysOf.get(code) ?? []);
    const offers: Offers = {
      specs: Object.fromEntries(
        SPEC_FILTERS.map((column) => [
          column,
          keys.length > 0 && !keys.includes(column)
            ? []
            : [...seen[column]]
                .map((c) => this.specCodes[column].codes.values[c]!)
                .filter((value) => value !== '')
                .sort(),
        ]),
      ) as Record<SpecFilter, string[]>,
      brands: named(brands, this.brandCodes, this.brandAr),
      colors: named(colours, this.colourCodes, this.colourAr),
      prices: min <= max ? { min, max } : undefined,
    };
    this.offersOf.byCategory.set(key, offers);
    return offers;
  }

  /** The categories whose names match the query best, then those of its best products; at most `limit`. */
  suggestCategories(search: string, bestSeqs: readonly number[], limit: number): IndexedCategory[] {
    const tokens = queryTokens(search);
    const scored = new Map<number, number>();
    for (const unit of this.unitsOf(tokens)) {
      for (const words of unit) {
        for (const word of words) {
          const codes = new Map<number, number>();
          for (const c of this.categoryWords.get(word) ?? []) codes.set(c, 0);
          if (word.length >= 2)
            for (const [, cs] of this.categoryWords.atPrefix(word))
              for (const c of cs) if (!codes.has(c)) codes.set(c, 1);
          const distance = typosFor(word);
          if (distance > 0)
            for (const [, [cs]] of this.categoryWords.fuzzyGet(word, distance))
              for (const c of cs) if (!codes.has(c)) codes.set(c, 2);
          for (const [c, s] of codes) scored.set(c, Math.min(scored.get(c) ?? NONE, s));
        }
      }
    }
    const chosen = [...scored].sort((a, b) => a[1] - b[1]).map(([c]) => c);
    for (const seq of bestSeqs) {
      const slot = this.slotAtSeq(seq);
      if (slot !== undefined) chosen.push(this.category.get(slot));
    }
    const rows = new Map(this.categoryRows.map((row) => [this.categoryCodes.find(row.id), row]));
    return [...new Set(chosen)]
      .map((c) => rows.get(c))
      .filter((row): row is IndexedCategory => row !== undefined && !row.archived)
      .slice(0, limit);
  }

  /** How many products `search` finds (all of them). */
  count(search: string): number {
    return this.list({ search }, { offset: 0, limit: 0 }).total;
  }

  /**
   * The closest spelling of `search` that finds products: each word that finds nothing replaced by the vocabulary's
   * nearest word (fewest edits, then most products), or undefined when there is none within three edits.
   */
  didYouMean(search: string): string | undefined {
    const tokens = queryTokens(search);
    if (tokens.length === 0) return undefined;
    const corrected = [...tokens];
    let changed = false;
    for (let i = 0; i < tokens.length; i += 1) {
      const word = tokens[i]!;
      if (this.count(word) > 0 || word.length < 3 || /^\d/.test(word)) continue;
      const distance = Math.min(3, Math.max(1, Math.ceil(word.length / 3)));
      const candidates = [...this.vocabulary.fuzzyGet(word, distance)]
        .map(([term, [postings, d]]) => ({
          term,
          d,
          n: postings.reduce((sum, slots) => sum + (slots?.length ?? 0), 0),
        }))
        .filter((c) => c.n > 0 && !/^[\d.]+$/.test(c.term))
        .sort((a, b) => a.d - b.d || b.n - a.n || a.term.localeCompare(b.term))
        .slice(0, 8);
      const found = candidates.find(({ term }) => this.count(term) > 0);
      if (!found) return undefined;
      corrected[i] = found.term;
      changed = true;
    }
    if (!changed) return undefined;
    const suggestion = corrected.join(' ');
    return this.count(suggestion) > 0 ? suggestion : undefined;
  }
}
