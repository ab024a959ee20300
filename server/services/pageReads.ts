/*
 * Listing pages answered by the search index read their products from the database by seq. Every page asked for in
 * one turn of the event loop is read by one statement (the union of their seqs, with the catalogue's search
 * version), and each request gets its own rows out of it. Under load many requests are parsed in one turn, so the
 * database and the driver pay their per-statement costs (a round trip, the wake-up of a backend, executor start-up,
 * row descriptions) once for all of them instead of once each.
 *
 * Nothing is kept between turns: a page is read by a statement that starts after its request arrived, so prices,
 * stock and the version are as fresh as with a statement of its own.
 */

/** A row read by seq, carrying the catalogue's search version (the same in every row of one statement). */
export interface SeqRow {
  seq: number;
  version: number | string;
}

/** What a statement that finds no product answers: one row with the version alone. */
export interface VersionRow {
  seq: null;
  version: number | string;
}

/** One page's rows in the order asked for, and the version read with them (-1 when a product was not found). */
export interface ReadPage<R> {
  rows: R[];
  version: number;
}

/** Seqs read by one statement at most (10 pages of the largest limit); more pages in one turn take more. */
export const MAX_SEQS_PER_STATEMENT = 1000;

interface Waiting<R> {
  seqs: readonly number[];
  resolve: (page: ReadPage<R>) => void;
  reject: (error: unknown) => void;
}

export class PageReads<R extends SeqRow> {
  private waiting: Waiting<R>[] = [];
  private seqs = new Set<number>();
  private scheduled = false;
  private readonly counters = { pages: 0, statements: 0 };

  constructor(
    /** Reads the rows of these seqs (ascending, distinct; maybe none) with the version, in one statement. */
    private readonly readRows: (seqs: number[]) => Promise<(R | VersionRow)[]>,
    private readonly maxSeqs = MAX_SEQS_PER_STATEMENT,
  ) {}

  /** The rows of `seqs` (a page, in its order), read with the pages other requests ask for in this turn. */
  read(seqs: readonly number[]): Promise<ReadPage<R>> {
    // An empty page (past the end, or no match) still needs the version: it joins the statement of this turn.
    if (this.waiting.length > 0 && this.seqs.size + seqs.length > this.maxSeqs) this.flush();
    return new Promise((resolve, reject) => {
      this.waiting.push({ seqs, resolve, reject });
      for (const seq of seqs) this.seqs.add(seq);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.flushTurn);
      }
    });
  }

  /** Pages read and statements run (tests and benchmarks). */
  stats(): { pages: number; statements: number } {
    return { ...this.counters };
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
    this.counters.statements += 1;
    this.counters.pages += waiting.length;
    this.readRows(seqs).then(
      (rows) => {
        const bySeq = new Map<number, R>();
        for (const row of rows) if (row.seq !== null) bySeq.set(row.seq, row);
        const version = rows.length > 0 ? Number(rows[0]!.version) : -1;
        for (const { seqs: asked, resolve } of waiting) {
          const page: R[] = [];
          for (const seq of asked) {
            const row = bySeq.get(seq);
            if (row) page.push(row);
          }
          // A product the index listed but the database no longer has: the catalogue changed (the caller's
          // version check then sends the request to SQL).
          resolve({ rows: page, version: page.length === asked.length ? version : -1 });
        }
      },
      (error: unknown) => {
        for (const { reject } of waiting) reject(error);
      },
    );
  }
}
