/*
 * Listing pages answered by the search index read their products from the database by seq. Every page asked for in
 * one turn of the event loop is read by one statement (the union of their seqs, with the catalogue's search
 * version), and each request gets its own rows out of it. Under load many requests are parsed in one turn, so the
 * database and the driver pay their per-statement costs (a round trip, the wake-up of a backend, executor start-up,
 * row descriptions) once for all of them instead of once each. What it buys (PGlite / PostgreSQL seeded / 100,000
 * products; docs/performance.md): a never-seen listing 12 / 2.2 / 2.2x the requests a second, a never-seen search
 * 14 / 3.8 / 2.4x. CATALOGUE_LAYERS_OFF=pageReads turns it off (one statement per page).
 *
 * A product whose answer is already kept in memory (productFragments.ts) is asked for with the row_version
 * it was kept at: when the statement finds that same row_version, it answers the seq and row_version alone and the
 * kept answer is used; otherwise it reads the whole row. Either way what a page shows is what the database held at a
 * statement that started after its request arrived (row_version moves on every change of the row).
 *
 * Nothing else is kept between turns: a page is read by a statement that starts after its request arrived, so
 * prices, stock and the version are as fresh as with a statement of its own.
 */

/** A row read by seq, carrying the catalogue's search version (the same in every row of one statement). */
export interface SeqRow {
  seq: number;
  version: number | string;
  /** products.row_version as text; the row's other columns are null when it is a kept item's (see read()). */
  rowVersion?: string;
}

/** Something kept for a product at a row_version (e.g. its serialised answer). */
export interface KeptItem {
  readonly rowVersion: string;
}

/** What a statement that finds no product answers: one row with the version alone. */
export interface VersionRow {
  seq: null;
  version: number | string;
}

/** One page's rows in the order asked for, and the version read with them (-1 when a product was not found). */
export interface ReadPage<R, K extends KeptItem = KeptItem> {
  rows: R[];
  /**
   * Per row: the kept item whose row_version this statement found (the row's other columns were then not read), or
   * undefined (the row was read whole).
   */
  kept: (K | undefined)[];
  version: number;
}

/** Seqs read by one statement at most (10 pages of the largest limit); more pages in one turn take more. */
export const MAX_SEQS_PER_STATEMENT = 1000;

interface Waiting<R, K extends KeptItem> {
  seqs: readonly number[];
  resolve: (page: ReadPage<R, K>) => void;
  reject: (error: unknown) => void;
}

const nothingKept = () => undefined;

export class PageReads<R extends SeqRow, K extends KeptItem = KeptItem> {
  private waiting: Waiting<R, K>[] = [];
  private seqs = new Set<number>();
  private scheduled = false;

  constructor(
    /**
     * Reads the rows of these seqs (ascending, distinct; maybe none) with the version, in one statement; `known[i]`
     * is the row_version of the item kept for seqs[i] (or null): a row still at it may come without its columns.
     */
    private readonly readRows: (seqs: number[], known: (string | null)[]) => Promise<(R | VersionRow)[]>,
    private readonly maxSeqs = MAX_SEQS_PER_STATEMENT,
    /** The item kept for a seq, if any (looked up when the statement is sent). */
    private readonly keptFor: (seq: number) => K | undefined = nothingKept,
    /** false: every page is read by a statement of its own, at once (CATALOGUE_LAYERS_OFF=pageReads). */
    private readonly batch = true,
  ) {}

  /**
   * The rows of `seqs` (a page, in its order), read with the pages other requests ask for in this turn. A row
   * whose kept item the statement confirmed comes with it in `kept` (and without its columns).
   */
  read(seqs: readonly number[]): Promise<ReadPage<R, K>> {
    // An empty page (past the end, or no match) still needs the version: it joins the statement of this turn.
    if (this.waiting.length > 0 && this.seqs.size + seqs.length > this.maxSeqs) this.flush();
    return new Promise((resolve, reject) => {
      this.waiting.push({ seqs, resolve, reject });
      for (const seq of seqs) this.seqs.add(seq);
      if (!this.batch) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.flushTurn);
      }
    });
  }

  private readonly flushTurn = () => {
    this.scheduled = false;
    this.flush();
  };

  private flush(): void {
    const waiting = this.waiting;
    if (waiting.length === 0) return;
    const seqs = [...this.seqs].sort((a, b) => a - b);
    this.waiting = [];
    this.seqs = new Set();
    // The kept items as they are now: a row confirmed at an item's row_version is answered with that very item,
    // whatever the store holds by the time the rows come back.
    const asked = new Map<number, K | undefined>();
    const known: (string | null)[] = [];
    for (const seq of seqs) {
      const item = this.keptFor(seq);
      asked.set(seq, item);
      known.push(item ? item.rowVersion : null);
    }
    this.readRows(seqs, known).then(
      (rows) => {
        const bySeq = new Map<number, R>();
        for (const row of rows) if (row.seq !== null) bySeq.set(row.seq, row);
        const version = rows.length > 0 ? Number(rows[0]!.version) : -1;
        for (const { seqs: wanted, resolve } of waiting) {
          const page: R[] = [];
          const kept: (K | undefined)[] = [];
          for (const seq of wanted) {
            const row = bySeq.get(seq);
            if (!row) continue;
            const item = asked.get(seq);
            const confirmed = item !== undefined && item.rowVersion === row.rowVersion ? item : undefined;
            page.push(row);
            kept.push(confirmed);
          }
          // A product the index listed but the database no longer has: the catalogue changed (the caller's
          // version check then sends the request to SQL).
          resolve({ rows: page, kept, version: page.length === wanted.length ? version : -1 });
        }
      },
      (error: unknown) => {
        for (const { reject } of waiting) reject(error);
      },
    );
  }
}
