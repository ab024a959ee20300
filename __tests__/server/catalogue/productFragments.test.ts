// Products' kept answers: the latest one per product, bounded by count and bytes, items not used lately out first,
// and kept only for products read more than once.
import { ProductFragments } from '../../../server/catalogue/productFragments';

describe('kept product answers', () => {
  it('keeps the bytes of the text given, one answer per product (the latest)', () => {
    const fragments = new ProductFragments();
    fragments.set(1, '10', '{"name":"لابتوب"}');
    expect(fragments.get(1)).toMatchObject({ rowVersion: '10', body: Buffer.from('{"name":"لابتوب"}') });
    fragments.set(1, '11', '{"name":"x"}');
    expect(fragments.get(1)).toMatchObject({ rowVersion: '11', body: Buffer.from('{"name":"x"}') });
    expect(fragments.stats()).toEqual({ entries: 1, bytes: 12 });
    expect(fragments.get(2)).toBeUndefined();
  });

  it('drops an answer not used lately when it holds its count', () => {
    const fragments = new ProductFragments(2, 1_000);
    fragments.set(1, '1', 'a');
    fragments.set(2, '1', 'b');
    fragments.get(1);
    fragments.set(3, '1', 'c');
    expect([1, 2, 3].map((seq) => fragments.get(seq)?.body.toString())).toEqual(['a', undefined, 'c']);
    fragments.set(4, '1', 'd');
    fragments.set(5, '1', 'e');
    expect(fragments.stats().entries).toBe(2);
    expect([4, 5].map((seq) => fragments.get(seq)?.body.toString())).toEqual(['d', 'e']);
  });

  it('drops answers not used lately when it holds its bytes, and never keeps one larger than them', () => {
    const fragments = new ProductFragments(100, 10);
    fragments.set(1, '1', '1234');
    fragments.set(2, '1', '5678');
    fragments.set(3, '1', 'abcd');
    expect([1, 2, 3].map((seq) => fragments.get(seq)?.body.toString())).toEqual([undefined, '5678', 'abcd']);
    expect(fragments.stats()).toEqual({ entries: 2, bytes: 8 });
    expect(fragments.set(4, '1', '0123456789a').body.toString()).toBe('0123456789a');
    expect(fragments.get(4)).toBeUndefined();
    expect(fragments.stats()).toEqual({ entries: 2, bytes: 8 });
  });

  it("keeps a product's answer from its second read on, or when one is kept already", () => {
    const fragments = new ProductFragments(2, 1_000);
    expect(fragments.admit(1)).toBe(false);
    expect(fragments.admit(1)).toBe(true);
    fragments.set(7, '1', 'x');
    expect(fragments.admit(7)).toBe(true);
    // It remembers at most as many products as it keeps answers.
    expect([2, 3, 1].map((seq) => fragments.admit(seq))).toEqual([false, false, false]);
  });
});
