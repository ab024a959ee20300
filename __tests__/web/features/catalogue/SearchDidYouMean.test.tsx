// The search results: a search with no result is no dead end: it offers the closest spelling that has results (a
// link that runs that search) and the shop's categories as links, in both languages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import { categories, page, product } from '../../../support/web/catalogueFixtures';

setupMswServer();

const probook = product({ name: 'ProBook 16', nameAr: 'بروبوك 16' });

function searchApi() {
  const asked: string[] = [];
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product'), ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      asked.push(search);
      if (search === 'probook') return HttpResponse.json(page([probook]));
      if (search === 'probok') return HttpResponse.json({ ...page([]), didYouMean: 'probook' });
      return HttpResponse.json(page([]));
    }),
  );
  return asked;
}

describe('a search with no result', () => {
  it('offers the closest spelling as a link that runs that search', async () => {
    const user = userEvent.setup();
    const asked = searchApi();
    const { router } = renderApp('/search?search=probok');
    expect(await screen.findByText('No products found for "probok".')).toBeInTheDocument();
    const paragraph = screen.getByText(/Did you mean/);
    expect(paragraph).toHaveTextContent('Did you mean probook?');
    await user.click(within(paragraph).getByRole('link', { name: 'probook' }));
    expect(router.state.location.search).toBe('?search=probook');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Results for probook' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'ProBook 16' })).toBeInTheDocument();
    expect(asked).toEqual(['probok', 'probook']);
  });

  it("offers the shop's categories as links, with or without a spelling to suggest", async () => {
    searchApi();
    renderApp('/search?search=qwzx');
    expect(await screen.findByText('No products found for "qwzx".')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Or browse a category:' });
    const links = await within(nav).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(categories.map((category) => category.name));
    expect(links[0]).toHaveAttribute('href', '/categoriesname?category=c-pro');
  });

  it('says it in Arabic', async () => {
    searchApi();
    renderApp('/search?search=probok', { preloadedState: { ui: { lang: 'ar' } } as never });
    const paragraph = await screen.findByText(/هل تقصد/);
    expect(paragraph).toHaveTextContent('هل تقصد probook؟');
    expect(within(paragraph).getByRole('link', { name: 'probook' })).toHaveAttribute(
      'href',
      '/search?search=probook',
    );
    const nav = screen.getByRole('navigation', { name: 'أو تصفّح فئة:' });
    const links = await within(nav).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(categories.map((category) => category.nameAr));
  });
});
