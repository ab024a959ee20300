/*
 * An in-memory index of the catalogue's listings: for a category, a price range, spec values and the words of a
 * search it finds exactly the products the SQL listing finds (for a word, `search_text LIKE '%word%'`), in catalogue
 * order (seq), with their count, without reading any product.
 *
 * Why it is exact: search text is normalised (searchText.ts), so its tokens are separated by single spaces,
 * and a query word has no space in it; a word therefore occurs in the text exactly when it occurs inside one of the
 * text's tokens. The index keeps each distinct token once (a catalogue of 100,000 products has a few hundred
 * thousand), the products that have it, and which tokens contain each 1-, 2- and 3-character piece.
 */

/** A product as the index reads it: its catalogue order, normalised search text and what listings filter on. */
export interface IndexedProduct {
  seq: number;
  searchText: string;
  categoryId: string;
  /** What a shopper pays for one unit (products.effective_price). */
  effectivePrice: number;
  /** products.created_at in microseconds since the epoch (exact: the column keeps microseconds). */
  createdAt: number;
  cpu: string;
  memory: string;
  storage: string;
  display: string;
}

/** The spec columns a listing filters on, each by a list of accepted values. */
export const SPEC_FILTERS = ['cpu', 'memory', 'storage', 'display'] as const;
export type SpecFilter = (typeof SPEC_FILTERS)[number];

/** A listing's filters, as the SQL listing reads them (an absent filter lets every product through). */
export interface ListingFilter {
  /** A category id (the caller resolves slugs). */
  categoryId?: string;
  lowestPrice?: number;
  highestPrice?: number;
  /** Spec values per column; a product's value must be one of them. */
  specs?: Partial<Record<SpecFilter, readonly string[]>>;
  /** Normalised query words (searchWords), without LIKE escapes. */
  words?: readonly string[];
  /**
   * The page's order (default featured). The matches are taken (up to the cap) in catalogue order and then sorted,
   * as SQL does: price-asc / price-desc by price then seq, newest by created_at then seq, both descending.
   */
  sort?: ListingOrder;
}

/** The orders a listing can be in (the API's `sort`; featured is catalogue order, seq). */
export type ListingOrder = 'featured' | 'price-asc' | 'price-desc' | 'newest';

/** One page of a listing: its products' seqs, and how many products match (counted up to the cap). */
export interface ListingPage {
  seqs: number[];
  total: number;
}

/** Distinct strings by number, as the index stores a column (one small number a product). */
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

const NO_IDS = new Int32Array(0);

/** How many bits of a 32-bit word are set. */
function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Memory for the per-word product sets kept between queries (a set is one bit a product). */
const WORD_SET_BYTES = 8 * 1024 * 1024;

/** Builds a SearchIndex from products given in ascending seq, one at a time (no list of all texts is kept). */
export class SearchIndexBuilder {
  private readonly tokenIds = new Map<string, number>();
  private readonly tokens: string[] = [];
  private readonly postings: number[][] = [];
  private readonly seqs: number[] = [];
  private readonly prices: number[] = [];
  private readonly created: number[] = [];
  private readonly categories = new Codes();
  private readonly categoryPositions: number[][] = [];
  private readonly specs = Object.fromEntries(
    SPEC_FILTERS.map((column) => [column, { codes: new Codes(), ofProduct: [] as number[] }]),
  ) as Record<SpecFilter, { codes: Codes; ofProduct: number[] }>;

  add(product: IndexedProduct): void {
    const { seq, searchText } = product;
    const last = this.seqs[this.seqs.length - 1];
    if (last !== undefined && seq <= last) throw new Error(`products must come in ascending seq (${seq})`);
    const position = this.seqs.length;
    this.seqs.push(seq);
    this.prices.push(product.effectivePrice);
    this.created.push(product.createdAt);
    const category = this.categories.code(product.categoryId);
    (this.categoryPositions[category] ??= []).push(position);
    for (const column of SPEC_FILTERS) {
      const spec = this.specs[column];
      spec.ofProduct.push(spec.codes.code(product[column]));
    }
    for (const token of searchText.split(' ')) {
      if (token === '') continue;
      let id = this.tokenIds.get(token);
      if (id === undefined) {
        id = this.tokens.length;
        this.tokenIds.set(token, id);
        this.tokens.push(token);
        this.postings.push([]);
      }
      const list = this.postings[id]!;
      if (list[list.length - 1] !== position) list.push(position);
    }
  }

  get size(): number {
    return this.seqs.length;
  }

  /** The index, tagged with the catalogue version it was read at. The builder must not be used afterwards. */
  finish(version: number): SearchIndex {
    const pieces = new Map<string, number[]>();
    this.tokens.forEach((token, id) => {
      for (let length = 1; length <= 3; length += 1) {
        for (let start = 0; start + length <= token.length; start += 1) {
          const piece = token.slice(start, start + length);
          const ids = pieces.get(piece);
          if (!ids) pieces.set(piece, [id]);
          else if (ids[ids.length - 1] !== id) ids.push(id);
        }
      }
    });
    return new SearchIndex(
      version,
      Int32Array.from(this.seqs),
      this.tokens,
      this.postings.map((list) => Int32Array.from(list)),
      new Map([...pieces].map(([piece, ids]) => [piece, Int32Array.from(ids)])),
      {
        prices: Int32Array.from(this.prices),
        created: Float64Array.from(this.created),
        categories: new Map(
          this.categories.values.map((id, code) => [id, Int32Array.from(this.categoryPositions[code]!)]),
        ),
        specs: Object.fromEntries(
          SPEC_FILTERS.map((column) => {
            const { codes, ofProduct } = this.specs[column];
            return [column, { codes, ofProduct: Uint32Array.from(ofProduct) }];
          }),
        ) as Record<SpecFilter, { codes: Codes; ofProduct: Uint32Array }>,
      },
    );
  }
}

export class SearchIndex {
  /** Each word's set of products, most recently used last, bounded by WORD_SET_BYTES. */
  private readonly wordSets = new Map<string, Uint32Array>();
  private readonly maxWordSets: number;

  constructor(
    /** The catalogue version (catalogue_state.search_version) the products were read at. */
    readonly version: number,
    /** Position → seq, ascending. */
    private readonly seqs: Int32Array,
    private readonly tokens: readonly string[],
    /** Token id → positions of the products whose text has the token, ascending. */
    private readonly postings: readonly Int32Array[],
    /** A 1-, 2- or 3-character piece → ids of the tokens containing it, ascending. */
    private readonly pieces: ReadonlyMap<string, Int32Array>,
    private readonly columns: {
      /** Position → effective price. */
      prices: Int32Array;
      /** Position → created_at in microseconds. */
      created: Float64Array;
      /** Category id → positions of its products, ascending. */
      categories: ReadonlyMap<string, Int32Array>;
      /** Per spec column: its distinct values, and position → value's code. */
      specs: Record<SpecFilter, { codes: Codes; ofProduct: Uint32Array }>;
    },
  ) {
    this.maxWordSets = Math.max(16, Math.floor(WORD_SET_BYTES / (4 * this.setLength)));
  }

  static of(products: Iterable<IndexedProduct>, version = 0): SearchIndex {
    const builder = new SearchIndexBuilder();
    for (const product of products) builder.add(product);
    return builder.finish(version);
  }

  get size(): number {
    return this.seqs.length;
  }

  get tokenCount(): number {
    return this.tokens.length;
  }

  /**
   * The seqs of the first `cap` products (in catalogue order) whose search text contains every word. Words are
   * normalised query words (searchWords), without LIKE escapes.
   */
  matches(words: readonly string[], cap: number): number[] {
    if (words.length === 0) return [];
    return this.list({ words }, { offset: 0, limit: cap, cap }).seqs;
  }

  /**
   * A page of the products that pass every filter, in catalogue order: `limit` of them from `offset`, with the
   * number of matches counted up to `cap` (the page is taken within the first `cap` matches).
   */
  list(
    filter: ListingFilter,
    { offset, limit, cap = Infinity }: { offset: number; limit: number; cap?: number },
  ): ListingPage {
    if (filter.sort !== undefined && filter.sort !== 'featured')
      return this.sorted(filter, filter.sort, offset, limit, cap);
    return this.inCatalogueOrder(filter, offset, limit, cap);
  }

  /**
   * A sorted page: every match (up to the cap, in catalogue order) is marked, then the order's positions are walked
   * and the marked ones counted until the page is full.
   */
  private sorted(
    filter: ListingFilter,
    sort: Exclude<ListingOrder, 'featured'>,
    offset: number,
    limit: number,
    cap: number,
  ): ListingPage {
    const { seqs: matches, total } = this.inCatalogueOrder(filter, 0, cap, cap, true);
    const page: ListingPage = { seqs: [], total };
    if (total === 0 || offset >= total) return page;
    const marked = new Uint8Array(this.seqs.length);
    for (const position of matches) marked[position] = 1;
    const end = Math.min(offset + limit, total);
    let seen = 0;
    for (const position of this.order(sort)) {
      if (marked[position] === 0) continue;
      if (seen >= offset) page.seqs.push(this.seqs[position]!);
      seen += 1;
      if (seen >= end) break;
    }
    return page;
  }

  /** Positions in one order, made on first use (the index never changes). */
  private readonly orders = new Map<ListingOrder, Int32Array>();
  private order(sort: Exclude<ListingOrder, 'featured'>): Int32Array {
    let order = this.orders.get(sort);
    if (order) return order;
    const { prices, created } = this.columns;
    const positions = Int32Array.from({ length: this.seqs.length }, (_, i) => i);
    // Positions ascend with seq, so position breaks ties as seq does.
    order =
      sort === 'price-asc'
        ? positions.sort((a, b) => prices[a]! - prices[b]! || a - b)
        : sort === 'price-desc'
          ? positions.sort((a, b) => prices[b]! - prices[a]! || a - b)
          : positions.sort((a, b) => created[b]! - created[a]! || b - a);
    this.orders.set(sort, order);
    return order;
  }

  /**
   * The lowest and highest price among the products that pass every filter but the price bounds (the first `cap`
   * of them in catalogue order), or undefined when none does.
   */
  priceRange(filter: ListingFilter, cap = Infinity): { min: number; max: number } | undefined {
    const unbounded = { ...filter, lowestPrice: undefined, highestPrice: undefined, sort: undefined };
    const { seqs: positions } = this.inCatalogueOrder(unbounded, 0, cap, cap, true);
    if (positions.length === 0) return undefined;
    const { prices } = this.columns;
    let min = Infinity;
    let max = -Infinity;
    for (const position of positions) {
      const price = prices[position]!;
      if (price < min) min = price;
      if (price > max) max = price;
    }
    return { min, max };
  }

  private readonly specValuesOf = new Map<string, Record<SpecFilter, string[]>>();
  /**
   * The distinct non-empty values of each spec column among a category's products (every product without one), in
   * code-unit order; none for a category with no product.
   */
  specValues(categoryId: string | undefined): Record<SpecFilter, string[]> {
    const key = categoryId ?? '\u0000all';
    const known = this.specValuesOf.get(key);
    if (known) return known;
    const positions =
      categoryId === undefined ? null : (this.columns.categories.get(categoryId) ?? new Int32Array(0));
    const count = positions ? positions.length : this.seqs.length;
    const values = {} as Record<SpecFilter, string[]>;
    for (const column of SPEC_FILTERS) {
      const { codes, ofProduct } = this.columns.specs[column];
      const seen = new Set<number>();
      for (let i = 0; i < count; i += 1) seen.add(ofProduct[positions ? positions[i]! : i]!);
      values[column] = [...seen]
        .map((code) => codes.values[code]!)
        .filter((value) => value !== '')
        .sort();
    }
    this.specValuesOf.set(key, values);
    return values;
  }

  /**
   * A page in catalogue order (see list()); with `positions`, the page's positions instead of its seqs.
   */
  private inCatalogueOrder(
    filter: ListingFilter,
    offset: number,
    limit: number,
    cap: number,
    positionsWanted = false,
  ): ListingPage {
    const at = positionsWanted ? (p: number) => p : (p: number) => this.seqs[p]!;
    const page: ListingPage = { seqs: [], total: 0 };
    const { prices, categories, specs } = this.columns;
    // Candidates: the category's products, or all of them.
    let positions: Int32Array | null = null;
    if (filter.categoryId !== undefined) {
      positions = categories.get(filter.categoryId) ?? null;
      if (!positions) return page;
    }
    const lowest = filter.lowestPrice ?? -Infinity;
    const highest = filter.highestPrice ?? Infinity;
    // Spec filters as sets of value codes; a list none of whose values any product has matches nothing.
    const specChecks: { ofProduct: Uint32Array; accepted: Set<number> }[] = [];
    for (const column of SPEC_FILTERS) {
      const values = filter.specs?.[column];
      if (!values || values.length === 0) continue;
      const { codes, ofProduct } = specs[column];
      const accepted = new Set(values.map((v) => codes.find(v)).filter((c): c is number => c !== undefined));
      if (accepted.size === 0) return page;
      specChecks.push({ ofProduct, accepted });
    }
    const words = [...new Set(filter.words ?? [])];
    let wordSet: Uint32Array | null = null;
    if (words.length > 0) {
      const sets = words.map((word) => this.productsWith(word));
      wordSet = sets[0]!;
      if (sets.length > 1) {
        wordSet = Uint32Array.from(wordSet);
        for (const set of sets.slice(1)) for (let i = 0; i < wordSet.length; i += 1) wordSet[i]! &= set[i]!;
      }
    }
    const end = offset + limit;
    const count = positions ? positions.length : this.seqs.length;
    // The whole catalogue or one category: the count and page need no look at any product.
    if (!wordSet && specChecks.length === 0 && lowest === -Infinity && highest === Infinity) {
      page.total = Math.min(count, cap);
      for (let i = offset; i < Math.min(end, page.total); i += 1) {
        page.seqs.push(at(positions ? positions[i]! : i));
      }
      return page;
    }
    const passes = (p: number): boolean => {
      const price = prices[p]!;
      if (price < lowest || price > highest) return false;
      for (const { ofProduct, accepted } of specChecks) if (!accepted.has(ofProduct[p]!)) return false;
      return true;
    };
    if (wordSet && !positions) {
      // Words over the whole catalogue: walk the set 32 products at a time, skipping empty runs; with no other
      // filter, whole runs before or after the page are only counted.
      const onlyWords = specChecks.length === 0 && lowest === -Infinity && highest === Infinity;
      for (let w = 0; w < wordSet.length && page.total < cap; w += 1) {
        let bits = wordSet[w]!;
        if (bits === 0) continue;
        if (onlyWords) {
          const n = bitCount(bits);
          if (page.total + n <= offset || page.total >= end) {
            page.total = Math.min(page.total + n, cap);
            continue;
          }
        }
        for (; bits !== 0 && page.total < cap; bits &= bits - 1) {
          const p = (w << 5) | (31 - Math.clz32(bits & -bits));
          if (!onlyWords && !passes(p)) continue;
          if (page.total >= offset && page.total < end) page.seqs.push(at(p));
          page.total += 1;
        }
      }
      return page;
    }
    for (let i = 0; i < count && page.total < cap; i += 1) {
      const p = positions ? positions[i]! : i;
      if (wordSet && (wordSet[p >>> 5]! & (1 << (p & 31))) === 0) continue;
      if (!passes(p)) continue;
      if (page.total >= offset && page.total < end) page.seqs.push(at(p));
      page.total += 1;
    }
    return page;
  }

  private get setLength(): number {
    return Math.ceil(this.seqs.length / 32);
  }

  /** Every product with a token containing `word`, as a set of positions (one bit each). */
  private productsWith(word: string): Uint32Array {
    const kept = this.wordSets.get(word);
    if (kept) {
      this.wordSets.delete(word);
      this.wordSets.set(word, kept);
      return kept;
    }
    const set = new Uint32Array(this.setLength);
    for (const id of this.tokensContaining(word)) {
      for (const position of this.postings[id]!) set[position >>> 5]! |= 1 << (position & 31);
    }
    this.wordSets.set(word, set);
    if (this.wordSets.size > this.maxWordSets) this.wordSets.delete(this.wordSets.keys().next().value!);
    return set;
  }

  /** Ids of the tokens that contain `word`. */
  private tokensContaining(word: string): ArrayLike<number> & Iterable<number> {
    // A piece of up to three characters is indexed as it is: its list is the answer.
    if (word.length <= 3) return this.pieces.get(word) ?? NO_IDS;
    // A longer word: the tokens having its rarest three-character piece, checked for the whole word.
    let rarest: Int32Array | undefined;
    for (let start = 0; start + 3 <= word.length; start += 1) {
      const ids = this.pieces.get(word.slice(start, start + 3));
      if (!ids) return NO_IDS;
      if (!rarest || ids.length < rarest.length) rarest = ids;
    }
    return rarest!.filter((id) => this.tokens[id]!.includes(word));
  }
}
