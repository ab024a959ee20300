/*
 * Listing pages read their products from the database by seq. Every page asked for in one turn of the event loop is
 * read by one statement (the union of their seqs, with the change log's position), and each request takes its own
 * rows out of it. Under load many requests are parsed in one turn, so the database and the driver pay their
 * per-statement costs (a round trip, executor start-up, row descriptions; on PGlite a whole turn of its one thread)
 * once for all of them instead of once each. What it buys: `npm run bench:api -- --against <a tree reading each page
 * by a statement of its own> --pglite-only` (never-seen listing and search; docs/performance.md, "What went and
 * why"). Nothing is kept between turns: a page is read by a statement that starts after its request arrived, so
 * prices, stock and the version are as fresh as with a statement of its own.
 */

/** A row read by seq (null: the statement found no product and answers the version alone). */
export interface SeqRow {
  seq: number | null;
  /** The change log's position when the statement ran (the same in every row). */
  version: number | string;
}

/** The rows of one statement by seq, and the version read with them. */
export interface ReadRows<R> {
  bySeq: ReadonlyMap<number, R>;
  version: number;
}

/** Seqs read by one statement at most (10 pages of the largest limit); more pages in one turn take more. */
export const MAX_SEQS_PER_STATEMENT = 1000;

interface Waiting<R> {
  resolve: (rows: ReadRows<R>) => void;
  reject: (error: unknown) => void;
}

export class PageReads<R extends SeqRow> {
  private waiting: Waiting<R>[] = [];
  private seqs = new Set<number>();
  private scheduled = false;

  constructor(
    /** Reads the rows of these seqs (ascending, distinct; maybe none) with the version, in one statement. */
    private readonly readRows: (seqs: number[]) => Promise<R[]>,
    private readonly maxSeqs = MAX_SEQS_PER_STATEMENT,
  ) {}

  /** The rows of a statement that read `seqs` (a page) with the pages other requests ask for in this turn. */
  read(seqs: readonly number[]): Promise<ReadRows<R>> {
    // An empty page (past the end, or no match) still needs the version: it joins the statement of this turn.
    if (this.waiting.length > 0 && this.seqs.size + seqs.length > this.maxSeqs) this.flush();
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      for (const seq of seqs) this.seqs.add(seq);
      if (!this.scheduled) {
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
    this.readRows(seqs).then(
      (rows) => {
        const bySeq = new Map<number, R>();
        for (const row of rows) if (row.seq !== null) bySeq.set(row.seq, row);
        const read = { bySeq, version: rows.length > 0 ? Number(rows[0]!.version) : -1 };
        for (const { resolve } of waiting) resolve(read);
      },
      (error: unknown) => {
        for (const { reject } of waiting) reject(error);
      },
    );
  }
}
