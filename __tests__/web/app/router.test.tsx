// The first load carries home's routes only; every other screen's route is discovered the first time it is asked
// for, whether the shopper lands on it or goes there from home.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/web/render';
import { emptyCatalogue, server, setupMswServer } from '../../support/web/server';
import { appRoutes, SHOP_ROUTE_ID } from '../../../src/app/router';

setupMswServer();
beforeEach(() => server.use(...emptyCatalogue));

const routeCount = (router: ReturnType<typeof renderApp>['router']) => {
  const count = (routes: typeof router.routes): number =>
    routes.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0);
  return count(router.routes);
};

describe('the route table', () => {
  it('starts with the layouts and home alone', () => {
    const [root] = appRoutes();
    expect(root!.children).toHaveLength(1);
    expect(root!.children![0]!.id).toBe(SHOP_ROUTE_ID);
    expect(root!.children![0]!.children).toEqual([expect.objectContaining({ index: true })]);
  });

  it('adds the rest when the shopper goes from home to another screen', async () => {
    const { router } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Shop Genuine products Fast, Easy, Reliable' }),
    ).toBeInTheDocument();
    const before = routeCount(router);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(routeCount(router)).toBeGreaterThan(before);
  });

  it('shows a screen the shopper lands on directly', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: /About/ })).toBeInTheDocument();
  });

  it('finds a screen whose navigation interrupted the first one, and adds each route once', async () => {
    const { router } = renderApp('/about');
    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    const added = routeCount(router);
    await act(() => router.navigate('/no/such/page'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await act(() => router.navigate('/contact'));
    expect(await screen.findByRole('heading', { name: 'Get in touch' })).toBeInTheDocument();
    expect(routeCount(router)).toBe(added);
  });
});
