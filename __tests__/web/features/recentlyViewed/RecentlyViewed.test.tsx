// Recently viewed on the pages: a product's page records it and lists the others (never itself), newest first; the
// cart lists them all; 'Clear' empties the list, says so and keeps the keyboard on the section.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import { categories, detail } from '../../../support/web/catalogueFixtures';

setupMswServer();
configure({ asyncUtilTimeout: 15000 });
jest.setTimeout(60_000);

const first = detail({ _id: 'p-first', name: 'AirBook 13', nameAr: 'إير بوك ١٣' });
const second = detail({ _id: 'p-second', name: 'ProBook 16', nameAr: 'برو بوك ١٦' });

beforeEach(() =>
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product/:id'), ({ params }) =>
      HttpResponse.json({ product: [first, second].find((p) => p._id === params.id) }),
    ),
  ),
);

const section = () => screen.findByRole('region', { name: 'Recently viewed' });
const cardNames = (region: HTMLElement) =>
  within(within(region).getByRole('list', { name: 'Recently viewed' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('recently viewed', () => {
  it("lists the products opened before on a product's page, never the product itself", async () => {
    const { router, store } = renderApp('/item/p-first');
    await screen.findByRole('heading', { level: 1, name: 'AirBook 13' });
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();

    await router.navigate('/item/p-second');
    await screen.findByRole('heading', { level: 1, name: 'ProBook 16' });
    expect(cardNames(await section())).toEqual(['AirBook 13']);
    expect(store.getState().recentlyViewed.items.map((item) => item._id)).toEqual(['p-second', 'p-first']);
  });

  it('lists every product viewed on the cart page, newest first, in Arabic too', async () => {
    const { router, store } = renderApp('/item/p-first');
    await screen.findByRole('heading', { level: 1, name: 'AirBook 13' });
    await router.navigate('/item/p-second');
    await screen.findByRole('heading', { level: 1, name: 'ProBook 16' });
    await router.navigate('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' });
    expect(cardNames(await section())).toEqual(['ProBook 16', 'AirBook 13']);

    const { languageChanged } = await import('../../../../src/i18n/uiSlice');
    store.dispatch(languageChanged('ar'));
    const arabic = await screen.findByRole('region', { name: 'شاهدتها مؤخرًا' });
    expect(
      within(arabic)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['برو بوك ١٦', 'إير بوك ١٣']);
  });

  it('leaves out of the cart page what is already in the cart', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/item/p-first');
    await screen.findByRole('heading', { level: 1, name: 'AirBook 13' });
    await router.navigate('/item/p-second');
    await screen.findByRole('heading', { level: 1, name: 'ProBook 16' });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart, ProBook 16' }));
    await router.navigate('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' });
    expect(cardNames(await section())).toEqual(['AirBook 13']);
  });

  it("empties the list with 'Clear', says so and moves focus to the section's heading", async () => {
    const user = userEvent.setup();
    const { router, store } = renderApp('/item/p-first');
    await screen.findByRole('heading', { level: 1, name: 'AirBook 13' });
    await router.navigate('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' });
    const region = await section();
    await user.click(within(region).getByRole('button', { name: 'Clear recently viewed products' }));
    expect(within(region).getByRole('status')).toHaveTextContent('Cleared.');
    expect(within(region).getByRole('heading', { name: 'Recently viewed' })).toHaveFocus();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(store.getState().recentlyViewed.items).toEqual([]);
  });
});
