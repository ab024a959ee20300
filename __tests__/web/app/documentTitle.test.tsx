// Every screen names itself in the tab: '{screen} | Genuine Store', in the shop's language; home is the shop's name.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../support/web/render';
import { api, emptyCatalogue, server, setupMswServer } from '../../support/web/server';
import { categories, detail } from '../../support/web/catalogueFixtures';

setupMswServer();
// The first render of a lazy screen compiles its chunk; on a busy 2-core machine that can take seconds.
jest.setTimeout(30_000);
beforeEach(() => {
  document.title = 'Genuine Store';
  // The first handler for a path answers: the categories before the empty catalogue's.
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product/p-1'), () =>
      HttpResponse.json({ product: detail({ _id: 'p-1', name: 'ProBook 16', nameAr: 'بروبوك 16' }) }),
    ),
    ...emptyCatalogue,
  );
});

describe('the document title', () => {
  it.each([
    ['/cart', 'Cart | Genuine Store'],
    ['/login', 'Login | Genuine Store'],
    ['/contact', 'Contact Us | Genuine Store'],
    ['/categories', 'All Products | Genuine Store'],
    ['/categoriesname?category=c-air', 'Air Laptops Collection | Genuine Store'],
    ['/no-such-page', 'Page Not Found | Genuine Store'],
  ])('names %s “%s”', async (url, title) => {
    renderApp(url);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names a product page after the product, in Arabic too', async () => {
    renderApp('/item/p-1', { preloadedState: { ui: { lang: 'ar' } } });
    await screen.findByRole('heading', { level: 1, name: 'بروبوك 16' });
    await waitFor(() => expect(document.title).toBe('بروبوك 16 | المتجر الأصلي'));
  });

  it('names the Arabic login screen in Arabic', async () => {
    renderApp('/login', { preloadedState: { ui: { lang: 'ar' } } });
    await waitFor(() => expect(document.title).toBe('تسجيل الدخول | المتجر الأصلي'));
  });

  it('gives home the shop’s name again when the shopper goes back to it', async () => {
    const { router } = renderApp('/cart');
    await waitFor(() => expect(document.title).toBe('Cart | Genuine Store'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Genuine Store'));
  });
});
