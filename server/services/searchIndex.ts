/*
 * An in-memory index of the catalogue's search text. For the words of a query it finds exactly the products whose
 * `search_text LIKE '%word%'` holds for every word, in catalogue order (seq), without reading any product's text.
 *
 * Why it is exact: search text is normalised (services/search.ts), so its tokens are separated by single spaces,
 * and a query word has no space in it; a word therefore occurs in the text exactly when it occurs inside one of the
 * text's tokens. The index keeps each distinct token once (a catalogue of 100,000 products has a few hundred
 * thousand), the products that have it, and which tokens contain each 1-, 2- and 3-character piece.
 */

/** A product as the index reads it: its catalogue order and its normalised search text. */
export interface IndexedProduct {
  seq: number;
  searchText: string;
}

const NO_IDS = new Int32Array(0);
/** Memory for the per-word product sets kept between queries (a set is one bit a product). */
const WORD_SET_BYTES = 8 * 1024 * 1024;

/** Builds a SearchIndex from products given in ascending seq, one at a time (no list of all texts is kept). */
export class SearchIndexBuilder {
  private readonly tokenIds = new Map<string, number>();
  private readonly tokens: string[] = [];
  private readonly postings: number[][] = [];
  private readonly seqs: number[] = [];

  add({ seq, searchText }: IndexedProduct): void {
    const last = this.seqs[this.seqs.length - 1];
    if (last !== undefined && seq <= last) throw new Error(`products must come in ascending seq (${seq})`);
    const position = this.seqs.length;
    this.seqs.push(seq);
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
    const found: number[] = [];
    if (words.length === 0 || cap <= 0) return found;
    const sets = [...new Set(words)].map((word) => this.productsWith(word));
    let all = sets[0]!;
    if (sets.length > 1) {
      all = Uint32Array.from(all);
      for (const set of sets.slice(1)) for (let i = 0; i < all.length; i += 1) all[i]! &= set[i]!;
    }
    for (let block = 0; block < all.length && found.length < cap; block += 1) {
      let bits = all[block]!;
      while (bits !== 0 && found.length < cap) {
        const lowest = bits & -bits;
        found.push(this.seqs[block * 32 + 31 - Math.clz32(lowest)]!);
        bits ^= lowest;
      }
    }
    return found;
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
