// Favourites: a toggle per product, kept under 'favorite' across reloads, and readable from older or damaged storage.
import { bootPersistedStore } from '../../../support/web/persistence';
import type { startPersistence } from '../../../../src/app/store';
import {
  favouriteToggled,
  favouritesReducer,
  initialFavouritesState,
  selectFavourites,
  selectIsFavourite,
} from '../../../../src/features/favourites/favouritesSlice';

const airbook = { _id: 'p1', name: 'AirBook 13', price: 52000 };
const mouse = { _id: 'p2', name: 'Magic Mouse', price: 4000 };

describe('favourites', () => {
  it('adds a product that is absent and removes one that is present', () => {
    let state = favouritesReducer(initialFavouritesState, favouriteToggled(airbook));
    state = favouritesReducer(state, favouriteToggled(mouse));
    expect(selectIsFavourite('p1')({ favourites: state })).toBe(true);
    state = favouritesReducer(state, favouriteToggled(airbook));
    expect(selectFavourites({ favourites: state })).toEqual([mouse]);
    expect(selectIsFavourite('p1')({ favourites: state })).toBe(false);
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

    it('is stored as favorite and restored after a reload', async () => {
      const first = await boot();
      first.dispatch(favouriteToggled(airbook));
      await persistor.flush();
      persistor.pause();
      expect(JSON.parse(localStorage.getItem('favorite')!)).toEqual({ version: 1, data: [airbook] });

      const reloaded = await boot();
      expect(selectFavourites(reloaded.getState())).toEqual([airbook]);
    });

    it('reads a bare list from the first version of the shop and drops entries without an id', async () => {
      localStorage.setItem('favorite', JSON.stringify([airbook, { name: 'no id' }, 7]));
      const store = await boot();
      expect(selectFavourites(store.getState())).toEqual([airbook]);
    });

    it('starts empty from a corrupt value', async () => {
      localStorage.setItem('favorite', 'not json');
      const store = await boot();
      expect(selectFavourites(store.getState())).toEqual([]);
    });
  });
});
