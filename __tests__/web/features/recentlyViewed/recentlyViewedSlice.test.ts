// Recently viewed: newest first, distinct, at most eight; kept under 'recentlyViewed' across reloads, and a damaged
// stored value is dropped with the usual report instead of breaking boot.
import { bootPersistedStore } from '../../../support/web/persistence';
import type { startPersistence } from '../../../../src/app/store';
import { STORAGE_KEYS } from '../../../../src/app/persist';
import {
  initialRecentlyViewedState,
  productViewed,
  recentlyViewedCleared,
  recentlyViewedReducer,
  selectRecentlyViewed,
} from '../../../../src/features/recentlyViewed/recentlyViewedSlice';

const viewed = (n: number) => ({ _id: `p${n}`, name: `Laptop ${n}`, price: 1000 * n });
const ids = (items: { _id: string }[]) => items.map((item) => item._id);

describe('recently viewed', () => {
  it('puts the latest product first and a product viewed again back at the front, once', () => {
    let state = recentlyViewedReducer(initialRecentlyViewedState, productViewed(viewed(1)));
    state = recentlyViewedReducer(state, productViewed(viewed(2)));
    state = recentlyViewedReducer(state, productViewed(viewed(1)));
    expect(ids(selectRecentlyViewed({ recentlyViewed: state }))).toEqual(['p1', 'p2']);
  });

  it('keeps the last eight distinct products', () => {
    let state = initialRecentlyViewedState;
    for (let n = 1; n <= 10; n += 1) state = recentlyViewedReducer(state, productViewed(viewed(n)));
    expect(ids(state.items)).toEqual(['p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3']);
  });

  it('forgets everything when cleared', () => {
    const state = recentlyViewedReducer(
      recentlyViewedReducer(initialRecentlyViewedState, productViewed(viewed(1))),
      recentlyViewedCleared(),
    );
    expect(state.items).toEqual([]);
  });

  describe('across reloads', () => {
    let persistor: ReturnType<typeof startPersistence>;
    let warn: jest.SpyInstance;
    beforeEach(() => {
      warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterEach(() => warn.mockRestore());

    async function boot() {
      const booted = await bootPersistedStore();
      persistor = booted.persistor;
      return booted.store;
    }

    it('is one of the storage keys a QA snapshot carries', () => {
      expect(STORAGE_KEYS).toContain('recentlyViewed');
    });

    it('is stored as recentlyViewed, versioned, and restored after a reload', async () => {
      const first = await boot();
      first.dispatch(productViewed(viewed(1)));
      first.dispatch(productViewed(viewed(2)));
      await persistor.flush();
      persistor.pause();
      expect(JSON.parse(localStorage.getItem('recentlyViewed')!)).toEqual({
        version: 1,
        data: [viewed(2), viewed(1)],
      });

      const reloaded = await boot();
      expect(selectRecentlyViewed(reloaded.getState())).toEqual([viewed(2), viewed(1)]);
    });

    it('removes its key once cleared', async () => {
      const store = await boot();
      store.dispatch(productViewed(viewed(1)));
      await persistor.flush();
      store.dispatch(recentlyViewedCleared());
      await persistor.flush();
      expect(localStorage.getItem('recentlyViewed')).toBeNull();
    });

    it('drops a value that is not JSON, reports it once and removes it', async () => {
      localStorage.setItem('recentlyViewed', '{not json');
      const store = await boot();
      expect(selectRecentlyViewed(store.getState())).toEqual([]);
      expect(localStorage.getItem('recentlyViewed')).toBeNull();
      const reports = warn.mock.calls.filter(([message]) => String(message).includes("'recentlyViewed'"));
      expect(reports).toHaveLength(1);
      expect(String(reports[0]?.[0])).toMatch(/ignored stored 'recentlyViewed'/);
    });

    it('drops a value from a newer shop and a value that is not a list, with the usual report', async () => {
      localStorage.setItem('recentlyViewed', JSON.stringify({ version: 99, data: [viewed(1)] }));
      expect(selectRecentlyViewed((await boot()).getState())).toEqual([]);
      persistor.pause();
      localStorage.setItem('recentlyViewed', JSON.stringify({ version: 1, data: 'not a list' }));
      expect(selectRecentlyViewed((await boot()).getState())).toEqual([]);
      expect(
        warn.mock.calls.filter(([message]) => String(message).includes("ignored stored 'recentlyViewed'")),
      ).toHaveLength(2);
    });

    it('keeps only well-formed, distinct entries, at most eight', async () => {
      const many = Array.from({ length: 10 }, (_, index) => viewed(index + 1));
      localStorage.setItem(
        'recentlyViewed',
        JSON.stringify({ version: 1, data: [{ name: 'no id' }, 7, viewed(1), ...many] }),
      );
      const store = await boot();
      expect(ids(selectRecentlyViewed(store.getState()))).toEqual([
        'p1',
        'p2',
        'p3',
        'p4',
        'p5',
        'p6',
        'p7',
        'p8',
      ]);
    });
  });
});
