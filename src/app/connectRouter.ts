// Keeps the router and the store's 'router' slice in step, in both directions (see routerSlice.ts).
import type { createBrowserRouter } from 'react-router';
import { hrefOf, locationChanged, sameLocation, toRouterLocation } from './routerSlice';
import type { AppStore } from './store';

type DataRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe' | 'navigate'>;

export function connectRouter(store: AppStore, router: DataRouter) {
  store.dispatch(locationChanged(toRouterLocation(router.state.location)));

  const stopRouter = router.subscribe((state) => {
    const location = toRouterLocation(state.location);
    if (!sameLocation(location, store.getState().router.location)) store.dispatch(locationChanged(location));
  });

  const stopStore = store.subscribe(() => {
    const wanted = store.getState().router.location;
    const current = toRouterLocation(router.state.location);
    // Only a state that did not come from the router (DevTools jump, replay) moves it; never mid-navigation.
    if (wanted && !sameLocation(wanted, current) && router.state.navigation.state === 'idle') {
      void router.navigate(hrefOf(wanted), { replace: true });
    }
  });

  return () => {
    stopRouter();
    stopStore();
  };
}
