// A store that reads and writes localStorage as the app does, resolved once every slice is rehydrated.
import { setupStore, startPersistence } from '../../../src/app/store';

export async function bootPersistedStore() {
  const store = setupStore(undefined, { persist: true, devTools: false });
  const persistor = await new Promise<ReturnType<typeof startPersistence>>((resolve) => {
    const started = startPersistence(store, () => resolve(started));
  });
  return { store, persistor };
}
