// Pages asked for in one turn of the event loop are read by one statement, and each page finds its own rows in it.
import { PageReads, type SeqRow } from '../../../server/catalogue/pageReads';

type Row = SeqRow & { name: string };

/**
 * A database of products 1…50 at `version`, recording the seqs of each statement; like the real statement, it
 * answers the version alone when it finds no product.
 */
function fakeDatabase(version = 7) {
  const statements: number[][] = [];
  const readRows = async (seqs: number[]): Promise<Row[]> => {
    statements.push(seqs);
    const found = seqs
      .filter((seq) => seq >= 1 && seq <= 50)
      .map((seq) => ({ seq, version: String(version), name: `product ${seq}` }));
    return found.length > 0 ? found : [{ seq: null, version: String(version), name: '' }];
  };
  return { statements, readRows };
}

const names = (seqs: number[], read: { bySeq: ReadonlyMap<number, Row> }) =>
  seqs.map((seq) => read.bySeq.get(seq)?.name);

describe('page reads', () => {
  it('reads the pages of one turn with one statement, in which each page finds its rows', async () => {
    const db = fakeDatabase();
    const reads = new PageReads(db.readRows);
    const [a, b, c] = await Promise.all([reads.read([3, 1, 2]), reads.read([2, 60]), reads.read([40])]);
    expect(db.statements).toEqual([[1, 2, 3, 40, 60]]);
    expect(names([3, 1, 2], a)).toEqual(['product 3', 'product 1', 'product 2']);
    expect(names([2, 60], b)).toEqual(['product 2', undefined]);
    expect(names([40], c)).toEqual(['product 40']);
    expect([a.version, b.version, c.version]).toEqual([7, 7, 7]);
  });

  it('reads pages of later turns with statements of their own (nothing is kept)', async () => {
    const db = fakeDatabase();
    const reads = new PageReads(db.readRows);
    await reads.read([1]);
    await reads.read([1]);
    expect(db.statements).toEqual([[1], [1]]);
  });

  it('gives an empty page the version read with the pages of its turn, or on its own', async () => {
    const db = fakeDatabase(7);
    const reads = new PageReads(db.readRows);
    const [empty] = await Promise.all([reads.read([]), reads.read([2])]);
    expect(db.statements).toEqual([[2]]);
    expect(empty.version).toBe(7);
    expect((await reads.read([])).version).toBe(7);
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
    expect(names([5, 6, 7], pages[2]!)).toEqual(['product 5', 'product 6', 'product 7']);
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
    expect(names([2], await reads.read([2]))).toEqual(['product 2']);
  });
});
