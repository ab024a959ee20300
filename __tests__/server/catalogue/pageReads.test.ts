// Pages asked for in one turn of the event loop are read by one statement, and each gets exactly its own rows.
import { PageReads, type KeptItem, type SeqRow, type VersionRow } from '../../../server/catalogue/pageReads';

type Row = SeqRow & { name: string };

/**
 * A database of products 1…50 at `version`, recording the seqs of each statement; like the real statement, it
 * answers the version alone when it finds no product.
 */
function fakeDatabase(version = 7, missing: number[] = []) {
  const statements: number[][] = [];
  const readRows = async (seqs: number[]): Promise<(Row | VersionRow)[]> => {
    statements.push(seqs);
    const found = seqs
      .filter((seq) => seq >= 1 && seq <= 50 && !missing.includes(seq))
      .map((seq) => ({ seq, version: String(version), name: `product ${seq}` }));
    return found.length > 0 ? found : [{ seq: null, version: String(version) }];
  };
  return { statements, readRows };
}

const names = (page: { rows: Row[] }) => page.rows.map((row) => row.name);

describe('page reads', () => {
  it('reads the pages of one turn with one statement, and gives each page its own rows in its order', async () => {
    const db = fakeDatabase();
    const reads = new PageReads(db.readRows);
    const [a, b, c] = await Promise.all([reads.read([3, 1, 2]), reads.read([2, 9]), reads.read([40])]);
    expect(db.statements).toEqual([[1, 2, 3, 9, 40]]);
    expect(names(a)).toEqual(['product 3', 'product 1', 'product 2']);
    expect(names(b)).toEqual(['product 2', 'product 9']);
    expect(names(c)).toEqual(['product 40']);
    expect([a.version, b.version, c.version]).toEqual([7, 7, 7]);
  });

  it('reads pages of later turns with statements of their own (nothing is kept)', async () => {
    const db = fakeDatabase();
    const reads = new PageReads(db.readRows);
    await reads.read([1]);
    await new Promise((resolve) => setImmediate(resolve));
    await reads.read([1]);
    expect(db.statements).toEqual([[1], [1]]);
  });

  it('answers version -1 for a page with a product the database no longer has', async () => {
    const db = fakeDatabase(7, [5]);
    const reads = new PageReads(db.readRows);
    const [whole, gone, none] = await Promise.all([
      reads.read([4, 6]),
      reads.read([4, 5, 6]),
      reads.read([60]),
    ]);
    expect(whole).toMatchObject({ version: 7 });
    expect(gone.version).toBe(-1);
    expect(none).toEqual({ rows: [], kept: [], version: -1 });
  });

  it('gives an empty page the version read with the pages of its turn, or on its own', async () => {
    const db = fakeDatabase(7);
    const reads = new PageReads(db.readRows);
    const [empty, full] = await Promise.all([reads.read([]), reads.read([2])]);
    expect(db.statements).toEqual([[2]]);
    expect(empty).toEqual({ rows: [], kept: [], version: 7 });
    expect(names(full)).toEqual(['product 2']);
    expect(await reads.read([])).toEqual({ rows: [], kept: [], version: 7 });
    expect(db.statements).toEqual([[2], []]);
  });

  it('splits a turn into statements of at most the given number of seqs', async () => {
    const db = fakeDatabase();
    const reads = new PageReads(db.readRows, 4);
    const pages = await Promise.all([reads.read([1, 2]), reads.read([3, 4]), reads.read([5, 6, 7])]);
    expect(db.statements).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
    ]);
    expect(pages.map(names)).toEqual([
      ['product 1', 'product 2'],
      ['product 3', 'product 4'],
      ['product 5', 'product 6', 'product 7'],
    ]);
  });

  it('fails every page of a statement that fails, and reads the next turn again', async () => {
    let fail = true;
    const reads = new PageReads<Row>(async (seqs) => {
      if (fail) throw new Error('connection lost');
      return seqs.map((seq) => ({ seq, version: 1, name: `product ${seq}` }));
    });
    const results = await Promise.allSettled([reads.read([1]), reads.read([2])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(names(await reads.read([2]))).toEqual(['product 2']);
  });

  describe('with items kept by row_version', () => {
    type Item = KeptItem & { text: string };
    /**
     * Products 1…50, each at a row_version (1 unless changed); like the real statement, a row still at the
     * row_version it is asked with comes as its seq and row_version alone (name null).
     */
    function versionedDatabase() {
      const versions = new Map<number, string>();
      const asked: { seqs: number[]; known: (string | null)[] }[] = [];
      const readRows = async (seqs: number[], known: (string | null)[]): Promise<(Row | VersionRow)[]> => {
        asked.push({ seqs, known });
        const rows = seqs
          .filter((seq) => seq >= 1 && seq <= 50)
          .map((seq) => {
            const rowVersion = versions.get(seq) ?? '1';
            const same = known[seqs.indexOf(seq)] === rowVersion;
            return {
              seq,
              version: '7',
              rowVersion,
              name: same ? (null as unknown as string) : `product ${seq}`,
            };
          });
        return rows.length > 0 ? rows : [{ seq: null, version: '7' }];
      };
      return { versions, asked, readRows };
    }
    const kept = new Map<number, Item>();
    const keep = (seq: number, rowVersion: string) =>
      kept.set(seq, { rowVersion, text: `kept ${seq}@${rowVersion}` });
    beforeEach(() => kept.clear());

    it('asks for kept items at their row_version and hands out the item when the row is still at it', async () => {
      const db = versionedDatabase();
      keep(2, '1');
      keep(3, '0');
      const reads = new PageReads<Row, Item>(db.readRows, 100, (seq) => kept.get(seq));
      const page = await reads.read([3, 2, 1]);
      expect(db.asked).toEqual([{ seqs: [1, 2, 3], known: [null, '1', '0'] }]);
      expect(page.kept.map((item) => item?.text)).toEqual([undefined, 'kept 2@1', undefined]);
      expect(page.rows.map((row) => row.name)).toEqual(['product 3', null, 'product 1']);
    });

    it('reads a row whole once its row_version moved on', async () => {
      const db = versionedDatabase();
      keep(4, '1');
      const reads = new PageReads<Row, Item>(db.readRows, 100, (seq) => kept.get(seq));
      expect((await reads.read([4])).kept[0]?.text).toBe('kept 4@1');
      db.versions.set(4, '9');
      const changed = await reads.read([4]);
      expect(changed.kept).toEqual([undefined]);
      expect(changed.rows[0]).toMatchObject({ name: 'product 4', rowVersion: '9' });
    });

    it('uses the item kept when the statement was sent, whatever is kept by the time its rows come back', async () => {
      const db = versionedDatabase();
      keep(5, '1');
      const reads = new PageReads<Row, Item>(db.readRows, 100, (seq) => kept.get(seq));
      const reading = reads.read([5]);
      await new Promise((resolve) => setImmediate(resolve));
      keep(5, '2');
      expect((await reading).kept[0]?.text).toBe('kept 5@1');
    });
  });
});
