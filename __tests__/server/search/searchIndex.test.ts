// The search index alone (no database): an explicit order replaces the match order, and a product's stock or price
// change is written in place while a change of its words re-indexes it.
import { SearchIndex, type IndexedProduct, type ListingOrder } from '../../../server/catalogue/searchIndex';

const product = (seq: number, overrides: Partial<IndexedProduct> = {}): IndexedProduct => ({
  id: `p${seq}`,
  seq,
  name: `Lamp ${seq}`,
  nameAr: 'مصباح',
  description: 'A lamp.',
  descriptionAr: 'مصباح.',
  categoryId: 'c1',
  color: 'White',
  colorAr: 'أبيض',
  specValues: [],
  cpu: '',
  memory: '',
  storage: '',
  display: '',
  effectivePrice: 100 * seq,
  quantity: 5,
  createdAt: seq * 1000,
  ...overrides,
});

describe('the search index', () => {
  const build = () => {
    const index = new SearchIndex();
    index.setCategories([{ id: 'c1', slug: 'lamps', name: 'Lamps', nameAr: 'مصابيح' }]);
    // Lamp 3 matches best (its name is the word), the others by their description.
    for (const p of [
      product(1, { name: 'Desk light' }),
      product(2, { name: 'Floor light' }),
      product(3, { name: 'Lamp' }),
    ])
      index.upsert(p);
    return index;
  };
  const seqs = (index: SearchIndex, sort?: ListingOrder) =>
    index.list({ search: 'lamp', ...(sort ? { sort } : {}) }, { offset: 0, limit: 10 }).seqs;

  it('orders by match (featured) unless the listing asks for price or newest', () => {
    const index = build();
    expect(seqs(index)).toEqual([3, 1, 2]);
    expect(seqs(index, 'featured')).toEqual([3, 1, 2]);
    expect(seqs(index, 'price-asc')).toEqual([1, 2, 3]);
    expect(seqs(index, 'price-desc')).toEqual([3, 2, 1]);
    expect(seqs(index, 'newest')).toEqual([3, 2, 1]);
  });

  it('writes a stock or price change in place, and re-indexes a product whose words changed', () => {
    const index = build();
    index.upsert(product(1, { name: 'Desk light', quantity: 0, effectivePrice: 5 }));
    expect(index.slots).toBe(3);
    expect(index.list({ search: 'light', highestPrice: 10 }, { offset: 0, limit: 10 }).seqs).toEqual([1]);
    // Sold out now: after the one in stock among equal matches.
    expect(index.list({ search: 'light' }, { offset: 0, limit: 10 }).seqs).toEqual([2, 1]);
    index.upsert(product(1, { name: 'Desk torch', quantity: 0, effectivePrice: 5 }));
    expect(index.slots).toBe(4);
    expect(index.size).toBe(3);
    expect(index.list({ search: 'torch' }, { offset: 0, limit: 10 }).seqs).toEqual([1]);
    expect(index.list({ search: 'light' }, { offset: 0, limit: 10 }).seqs).toEqual([2]);
    // Catalogue order keeps the product's place.
    expect(index.list({}, { offset: 0, limit: 10 }).seqs).toEqual([1, 2, 3]);
    index.remove('p1');
    expect(index.list({}, { offset: 0, limit: 10 })).toEqual({ seqs: [2, 3], total: 2 });
  });

  it('offers the price range of a search’s matches (whatever the price bounds) and a category’s spec values', () => {
    const index = build();
    index.upsert(
      product(4, { name: 'Chair', description: 'A chair.', descriptionAr: 'كرسي', memory: '8 GB' }),
    );
    index.upsert(
      product(5, {
        name: 'Stool',
        description: 'A stool.',
        descriptionAr: 'مقعد',
        categoryId: 'c2',
        memory: '16 GB',
      }),
    );
    // The chair matches `lamp` by its category (Lamps); the stool does not match.
    expect(index.priceRange({ search: 'lamp', highestPrice: 150 })).toEqual({ min: 100, max: 400 });
    expect(index.priceRange({ search: 'nothing' })).toBeUndefined();
    expect(index.priceRange({})).toEqual({ min: 100, max: 500 });
    expect(index.specValues('lamps').memory).toEqual(['8 GB']);
    expect(index.specValues(undefined).memory).toEqual(['16 GB', '8 GB']);
    index.remove('p4');
    expect(index.specValues('lamps').memory).toEqual([]);
  });

  it("lists a category's products in catalogue order as they come, move to another category and go", () => {
    const index = new SearchIndex();
    index.setCategories([
      { id: 'c1', slug: 'lamps', name: 'Lamps', nameAr: 'مصابيح' },
      { id: 'c2', slug: 'chairs', name: 'Chairs', nameAr: 'كراسي' },
    ]);
    for (const seq of [1, 2, 3, 4, 5]) index.upsert(product(seq, { categoryId: seq % 2 ? 'c1' : 'c2' }));
    const listed = (category: string, extra = {}) =>
      index.list({ category, ...extra }, { offset: 0, limit: 10 });
    expect(listed('lamps')).toEqual({ seqs: [1, 3, 5], total: 3 });
    expect(listed('c2')).toEqual({ seqs: [2, 4], total: 2 });
    expect(index.priceRange({ category: 'chairs' })).toEqual({ min: 200, max: 400 });
    // A new product between two others, a product moved to chairs, one removed.
    index.upsert(product(6, { seq: 0, id: 'p0', categoryId: 'c1' }));
    index.upsert(product(3, { categoryId: 'c2' }));
    index.remove('p5');
    expect(listed('lamps')).toEqual({ seqs: [0, 1], total: 2 });
    expect(listed('chairs')).toEqual({ seqs: [2, 3, 4], total: 3 });
    expect(listed('chairs', { sort: 'price-desc' }).seqs).toEqual([4, 3, 2]);
    expect(index.priceRange({ category: 'chairs' })).toEqual({ min: 200, max: 400 });
    expect(listed('nowhere')).toEqual({ seqs: [], total: 0 });
  });

  it("counts and pages a category's products within price bounds as their prices change and they go", () => {
    const index = new SearchIndex();
    index.setCategories([
      { id: 'c1', slug: 'lamps', name: 'Lamps', nameAr: 'مصابيح' },
      { id: 'c2', slug: 'chairs', name: 'Chairs', nameAr: 'كراسي' },
    ]);
    // Lamps at 100, 300, 500, 700, 900; chairs at 200, 400, 600, 800, 1000.
    for (let seq = 1; seq <= 10; seq += 1) index.upsert(product(seq, { categoryId: seq % 2 ? 'c1' : 'c2' }));
    const page = (filter: object, offset = 0, limit = 2) => index.list(filter, { offset, limit });
    expect(page({ category: 'lamps', lowestPrice: 300, highestPrice: 700 })).toEqual({
      seqs: [3, 5],
      total: 3,
    });
    expect(page({ category: 'lamps', lowestPrice: 300, highestPrice: 700 }, 2)).toEqual({
      seqs: [7],
      total: 3,
    });
    expect(page({ category: 'lamps', lowestPrice: 300, highestPrice: 700 }, 4)).toEqual({
      seqs: [],
      total: 3,
    });
    expect(page({ category: 'chairs', lowestPrice: 1001 })).toEqual({ seqs: [], total: 0 });
    expect(page({ highestPrice: 400 }, 1, 10)).toEqual({ seqs: [2, 3, 4], total: 4 });
    // Lamp 3 now costs 50, lamp 5 is gone, lamp 7 moves to chairs.
    index.upsert(product(3, { categoryId: 'c1', effectivePrice: 50 }));
    index.remove('p5');
    index.upsert(product(7, { categoryId: 'c2' }));
    expect(page({ category: 'lamps', lowestPrice: 300, highestPrice: 700 })).toEqual({ seqs: [], total: 0 });
    expect(page({ category: 'lamps', highestPrice: 1000 }, 0, 10)).toEqual({ seqs: [1, 3, 9], total: 3 });
    expect(page({ category: 'chairs', lowestPrice: 600, highestPrice: 800 }, 0, 10)).toEqual({
      seqs: [6, 7, 8],
      total: 3,
    });
    expect(page({ lowestPrice: 0 }, 0, 0)).toEqual({ seqs: [], total: 9 });
  });
});
