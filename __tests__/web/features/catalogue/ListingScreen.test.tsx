// The listing: filters map to GET /product's query and the address bar, wait 500 ms, reset the page, and the
// pagination stays within 1..pages.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import {
  CPU_VALUES,
  DISPLAY_VALUES,
  INCH_VALUES,
  RAM_VALUES,
  STORAGE_VALUES,
  type Category,
  type SpecValues,
} from '../../../../src/contract';
import { categories, page, product } from '../../../support/web/catalogueFixtures';
import { catalogueApi } from '../../../../src/features/catalogue/catalogueApi';
import { LISTING_DEBOUNCE_MS } from '../../../../src/features/catalogue/listingQuery';

setupMswServer();
// Screens load lazily through the real route table; a busy machine needs more than the default second.

interface Call {
  query: URLSearchParams;
  at: number;
}
let calls: Call[];
let pages: number;
let total: number;

const phones: Category = {
  _id: 'c-phone',
  slug: 'phones',
  name: 'Phones',
  nameAr: 'هواتف',
  image: '/f.svg',
  specKeys: [],
};

/** What the server offers per category: the values its products have, and their price range. */
function offerOf(category: string | null): {
  specValues: SpecValues;
  priceRange: { min: number; max: number };
} {
  // The API takes a category's id or its slug.
  const id = [...categories, phones].find((c) => c._id === category || c.slug === category)?._id ?? category;
  if (id === phones._id)
    return {
      specValues: {
        cpu: ['Nova N18 chip'],
        ram: ['16 GB', '8 GB'],
        storage: ['128 GB', '256 GB'],
        display: ['6.1-inch'],
      },
      priceRange: { min: 22_000, max: 98_000 },
    };
  const display = id === 'c-aio' ? [...INCH_VALUES] : id === null ? [] : [...DISPLAY_VALUES];
  return {
    specValues: { cpu: [...CPU_VALUES], ram: [...RAM_VALUES], storage: [...STORAGE_VALUES], display },
    priceRange: { min: 4_500, max: 250_000 },
  };
}

beforeEach(() => {
  calls = [];
  pages = 3;
  total = 25;
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories: [...categories, phones] })),
    http.get(api('/product'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push({ query, at: Date.now() });
      const n = Number(query.get('page') ?? '1');
      const sort = query.get('sort');
      return HttpResponse.json(
        page(total === 0 ? [] : [product({ name: `Product on page ${n}${sort ? ` by ${sort}` : ''}` })], {
          page: n,
          pages,
          total,
          ...offerOf(query.get('category')),
        }),
      );
    }),
  );
});

/** The filters sit behind the 'Filters' button, in a bottom sheet, below the desktop breakpoint (as in the test DOM). */
async function openFilters(user: ReturnType<typeof userEvent.setup>, name = 'Filters') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name });
}

const lastQuery = () => Object.fromEntries(calls.at(-1)?.query ?? []);

describe('the product listing', () => {
  it('asks for the first page of every product at the full price range and titles it All Products', async () => {
    renderApp('/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(await screen.findByText('Product on page 1')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ lowestPrice: '0', highestPrice: '1000000', page: '1', limit: '10' });
  });

  it('reads a shared link: category, CPU, RAM, price and page go to the API, and the heading names the category', async () => {
    renderApp('/categoriesname?category=c-pro&cpu=M3&ram=265+GB&lowestPrice=1000&highestPrice=90000&page=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Professional Laptops Collection' }),
    ).toBeInTheDocument();
    await screen.findByText('Product on page 2');
    expect(lastQuery()).toEqual({
      category: 'c-pro',
      cpu: 'M3',
      ram: '256 GB',
      lowestPrice: '1000',
      highestPrice: '90000',
      page: '2',
      limit: '10',
    });
  });

  it('says how many products the filters found, in English and in Arabic', async () => {
    const { unmount } = renderApp('/categories');
    // The second render (Arabic) loads its catalogue and screen again: slow on a busy machine.
    await screen.findByText('Product on page 1', {}, { timeout: 15_000 });
    expect(await screen.findByText('25 products')).toBeInTheDocument();
    unmount();
    renderApp('/categories', { preloadedState: { ui: { lang: 'ar' } } });
    expect(await screen.findByText('٢٥ منتجًا', {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 40_000);

  it('shows the 256 GB RAM choice, never the misspelt 265 GB', async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    const ram = await within(await openFilters(user)).findByRole('group', { name: 'Ram' });
    expect(within(ram).getByRole('radio', { name: '256 GB' })).toBeInTheDocument();
    expect(within(ram).queryByRole('radio', { name: '265 GB' })).not.toBeInTheDocument();
  });

  it('fetches 500 ms after the last filter change, once, with the page back at 1', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/categories?page=2');
    await screen.findByText('Product on page 2');
    const cpu = within(await openFilters(user)).getByRole('group', { name: 'CPU' });
    const before = calls.length;
    // The clock moves only when the test moves it: nothing is asked for until 500 ms after the last change.
    jest.useFakeTimers();
    try {
      const clicker = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await clicker.click(within(cpu).getByRole('radio', { name: 'M2' }));
      await clicker.click(within(cpu).getByRole('radio', { name: 'M3' }));
      // The address bar follows at once (shareable, and Back returns to it).
      expect(router.state.location.search).toBe('?cpu=M3');
      // Promises settle between the timers the clock passes, so a request sent early would have reached the API.
      await act(() => jest.advanceTimersByTimeAsync(LISTING_DEBOUNCE_MS - 1));
      expect(calls.length).toBe(before);
      await act(() => jest.advanceTimersByTimeAsync(1));
    } finally {
      jest.useRealTimers();
    }
    await screen.findByText('Product on page 1');
    expect(calls.length).toBe(before + 1);
    expect(lastQuery()).toMatchObject({ cpu: 'M3', page: '1' });
  });

  it('offers display sizes only for the laptop lines and inch sizes only for the all-in-one line', async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    const filters = await openFilters(user);
    await within(filters).findByRole('radio', { name: 'Air Laptops' });
    expect(within(filters).queryByRole('group', { name: 'display' })).not.toBeInTheDocument();
    expect(within(filters).queryByRole('group', { name: 'inch' })).not.toBeInTheDocument();

    await user.click(within(filters).getByRole('radio', { name: 'Air Laptops' }));
    expect(await within(filters).findByRole('group', { name: 'display' })).toBeInTheDocument();
    expect(within(filters).queryByRole('group', { name: 'inch' })).not.toBeInTheDocument();
    await user.click(within(filters).getByRole('radio', { name: '13.3-inch' }));

    await user.click(within(filters).getByRole('radio', { name: 'All-in-One Desktops' }));
    expect(await within(filters).findByRole('group', { name: 'inch' })).toBeInTheDocument();
    expect(within(filters).queryByRole('group', { name: 'display' })).not.toBeInTheDocument();

    // The laptop's display size does not follow the shopper into the desktop line.
    await waitFor(() => expect(lastQuery()).toMatchObject({ category: 'c-aio' }));
    expect(lastQuery()).not.toHaveProperty('display');
  });

  it.each([
    ['the All button', (filters: HTMLElement) => within(filters).getByRole('button', { name: 'All' })],
    ['the All category radio', (filters: HTMLElement) => within(filters).getByRole('radio', { name: 'All' })],
  ])('shows every product after one click on %s, and the next filter keeps it so', async (_, all) => {
    const user = userEvent.setup();
    const { router } = renderApp('/categories');
    const filters = await openFilters(user);
    await user.click(await within(filters).findByRole('radio', { name: 'Air Laptops' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Air Laptops Collection' }),
    ).toBeInTheDocument();

    await user.click(all(filters));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(router.state.location.search).toBe('');

    await user.click(
      within(within(filters).getByRole('group', { name: 'CPU' })).getByRole('radio', { name: 'M3' }),
    );
    expect(router.state.location.search).toBe('?cpu=M3');
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toMatchObject({ cpu: 'M3' }));
    expect(lastQuery()).not.toHaveProperty('category');
  });

  it('keeps the pages within 1 and the last page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/categories');
    await screen.findByText('Product on page 1');
    const pagination = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pagination).getByRole('button', { name: '3 of 3' }));
    await screen.findByText('Product on page 3');
    expect(router.state.location.search).toBe('?page=3');
    expect(within(pagination).getByRole('button', { name: '3 of 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pagination).getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Product on page 2');
  });

  it('moves a page past the end back to the last page', async () => {
    const { router } = renderApp('/categories?page=9');
    await screen.findByText('Product on page 3');
    expect(router.state.location.search).toBe('?page=3');
  });

  it('hides the pagination when there is one page', async () => {
    pages = 1;
    renderApp('/categories');
    await screen.findByText('Product on page 1');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says so when a category has no products', async () => {
    total = 0;
    pages = 1;
    renderApp('/categoriesname?category=c-acc');
    expect(await screen.findByText('There are no products in this category.')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown category, never All Products or an empty category', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/categoriesname?category=bogus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText(/We have no category/)).toHaveTextContent('We have no category “bogus”.');
    expect(screen.queryByRole('heading', { name: 'All Products' })).not.toBeInTheDocument();
    expect(screen.queryByText('There are no products in this category.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse all products' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('finds a category named by its slug in a shared link', async () => {
    renderApp('/categoriesname?category=accessories');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessories Collection' }),
    ).toBeInTheDocument();
  });

  it("checks the radio of a category opened by its slug and offers that category's filters", async () => {
    const user = userEvent.setup();
    renderApp('/categoriesname?category=air-laptop');
    const filters = await openFilters(user);
    expect(await within(filters).findByRole('radio', { name: 'Air Laptops' })).toBeChecked();
    expect(within(filters).getByRole('radio', { name: 'All' })).not.toBeChecked();
    expect(within(filters).getByRole('group', { name: 'display' })).toBeInTheDocument();
  });

  it('says an unknown category is not found in Arabic', async () => {
    renderApp('/categoriesname?category=bogus', { preloadedState: { ui: { lang: 'ar' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'الفئة غير موجودة' })).toBeInTheDocument();
  });

  it('shows the server message in an error toast and keeps the products already shown', async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    await screen.findByText('Product on page 1');
    server.use(
      http.get(api('/product'), () => HttpResponse.json({ message: 'Listing is resting' }, { status: 503 })),
    );
    const filters = await openFilters(user);
    await user.click(within(filters).getByRole('radio', { name: 'M1' }));
    expect(await screen.findByText('Listing is resting')).toBeInTheDocument();
    expect(screen.getByText('Product on page 1')).toBeInTheDocument();
  });

  it('lists the filters in Arabic, right to left, with the heading in Arabic', async () => {
    const user = userEvent.setup();
    renderApp('/categoriesname?category=c-air', { preloadedState: { ui: { lang: 'ar' } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'مجموعة لابتوبات خفيفة' }),
    ).toBeInTheDocument();
    const filters = await openFilters(user, 'عوامل التصفية');
    expect(within(filters).getByRole('group', { name: 'الشاشة' })).toBeInTheDocument();
  });

  it('sorts at once when an order is chosen: the API and the address bar get it, back on page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/categories?page=2');
    await screen.findByText('Product on page 2');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('featured');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Featured', 'Price: low to high', 'Price: high to low', 'Newest']);
    // An order is a press, not typing: it is asked for without the filters' 500 ms wait. The clock stands still
    // from the choice until the list is asked for (timers left waiting on it then never run).
    jest.useFakeTimers();
    try {
      await userEvent
        .setup({ advanceTimers: jest.advanceTimersByTime })
        .selectOptions(sort, 'Price: low to high');
      act(() => jest.advanceTimersByTime(0));
    } finally {
      jest.useRealTimers();
    }
    expect(router.state.location.search).toBe('?sort=price-asc');
    expect(await screen.findByText('Product on page 1 by price-asc')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ sort: 'price-asc', page: '1' });
    // A filter chosen next keeps the order.
    const cpu = await within(await openFilters(user)).findByRole('group', { name: 'CPU' });
    await user.click(within(cpu).getByRole('radio', { name: 'M3' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'price-asc', cpu: 'M3' }));
  });

  it('reads the order of a shared link, and names the orders in Arabic', async () => {
    renderApp('/categories?sort=newest', { preloadedState: { ui: { lang: 'ar' } } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'newest' }), { timeout: 15_000 });
    const sort = await screen.findByRole('combobox', { name: 'ترتيب حسب' });
    expect(sort).toHaveValue('newest');
    expect(within(sort).getByRole('option', { name: 'السعر: من الأقل إلى الأعلى' })).toBeInTheDocument();
  }, 30_000);

  it('offers only the spec values the category has: no Intel Core for phones', async () => {
    const user = userEvent.setup();
    renderApp('/categoriesname?category=phones');
    const filters = await openFilters(user);
    const cpu = await within(filters).findByRole('group', { name: 'CPU' });
    expect(
      within(cpu)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Any', 'Nova N18 chip']);
    expect(within(filters).queryByRole('radio', { name: /Intel Core/ })).not.toBeInTheDocument();
    // Known values in their own order (8 GB before 16 GB), whatever order the API lists them in.
    const ram = within(filters).getByRole('group', { name: 'Ram' });
    expect(
      within(ram)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Any', '8 GB', '16 GB']);
    // Another category offers its own values once its answer is in, never the phones' meanwhile.
    await user.click(within(filters).getByRole('radio', { name: 'Professional Laptops' }));
    expect(within(filters).queryByRole('radio', { name: 'Nova N18 chip' })).not.toBeInTheDocument();
    expect(await within(filters).findByRole('radio', { name: 'Intel Core i9' })).toBeInTheDocument();
  });

  it('offers the values of a category seen before at once when the shopper goes back to it', async () => {
    const user = userEvent.setup();
    renderApp('/categories');
    const filters = await openFilters(user);
    await within(filters).findByRole('group', { name: 'CPU' });
    await user.click(within(filters).getByRole('radio', { name: 'Professional Laptops' }));
    // The laptop line's own answer is in: its display sizes are offered.
    expect(await within(filters).findByRole('group', { name: 'display' })).toBeInTheDocument();

    // Back to every product: its values are known from the first answer, so the groups stay while the list reloads.
    await user.click(within(filters).getByRole('radio', { name: 'All' }));
    expect(within(filters).getByRole('group', { name: 'CPU' })).toBeInTheDocument();
    expect(within(filters).queryByRole('group', { name: 'display' })).not.toBeInTheDocument();
  });

  it('sizes the price slider to the products in view, with steps that fit and typed bounds', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/categoriesname?category=phones');
    const filters = await openFilters(user);
    const low = await within(filters).findByRole('slider', { name: 'Lowest price' });
    const high = within(filters).getByRole('slider', { name: 'Highest price' });
    // Phones cost EGP 22,000 to 98,000: the slider spans that, by EGP 1,000 (76 steps, not 10,000 of 100).
    await waitFor(() => expect(low).toHaveAttribute('min', '22000'));
    expect(low).toHaveAttribute('max', '98000');
    expect(low).toHaveAttribute('step', '1000');
    expect(low).toHaveValue('22000');
    expect(high).toHaveValue('98000');

    await user.type(within(filters).getByRole('textbox', { name: 'From (EGP)' }), '30000{Enter}');
    expect(router.state.location.search).toBe('?category=phones&lowestPrice=30000');
    expect(low).toHaveValue('30000');
    await waitFor(() => expect(lastQuery()).toMatchObject({ lowestPrice: '30000', page: '1' }));

    await user.type(within(filters).getByRole('textbox', { name: 'To (EGP)' }), '45000');
    await user.tab();
    expect(router.state.location.search).toBe('?category=phones&lowestPrice=30000&highestPrice=45000');
    expect(high).toHaveValue('45000');

    // A thumb moved to the end of the slider lets go of its bound; an emptied field too.
    fireEvent.change(high, { target: { value: '98000' } });
    expect(router.state.location.search).toBe('?category=phones&lowestPrice=30000');
    await user.clear(within(filters).getByRole('textbox', { name: 'From (EGP)' }));
    await user.tab();
    expect(router.state.location.search).toBe('?category=phones');
  });

  it('shows the answer for a typed price bound when the answer before it arrives after it', async () => {
    // The first answer (no bound) is held until the answer for the bound typed meanwhile is on the screen.
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    server.use(
      http.get(api('/product'), async ({ request }) => {
        const query = new URL(request.url).searchParams;
        calls.push({ query, at: Date.now() });
        const highest = query.get('highestPrice');
        const unbounded = highest === '1000000';
        if (unbounded) await firstHeld;
        return HttpResponse.json(
          page([product({ name: unbounded ? 'Phones at any price' : `Phones up to ${highest}` })], {
            total: unbounded ? 10 : 6,
            ...offerOf('phones'),
          }),
        );
      }),
    );
    const user = userEvent.setup();
    const { store } = renderApp('/categoriesname?category=phones&sort=price-asc');
    await waitFor(() => expect(lastQuery()).toMatchObject({ highestPrice: '1000000', sort: 'price-asc' }));
    const filters = await openFilters(user);
    await user.type(within(filters).getByRole('textbox', { name: 'To (EGP)' }), '52000{Enter}');
    expect(await screen.findByText('Phones up to 52000')).toBeInTheDocument();

    releaseFirst();
    const first = catalogueApi.endpoints.getProducts.select({
      category: 'phones',
      sort: 'price-asc',
      lowestPrice: 0,
      highestPrice: 1_000_000,
      page: 1,
      limit: 10,
    });
    await waitFor(() => expect(first(store.getState()).isSuccess).toBe(true));
    // The late answer is kept for its own query; the list and its count stay those of the bound.
    expect(screen.getByText('Phones up to 52000')).toBeInTheDocument();
    expect(screen.queryByText('Phones at any price')).not.toBeInTheDocument();
    expect(screen.getByText('6 products')).toBeInTheDocument();
  });

  it('takes typed bounds in Arabic-Indic digits, with Arabic labels', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/categoriesname?category=phones', {
      preloadedState: { ui: { lang: 'ar' } },
    });
    const filters = await openFilters(user, 'عوامل التصفية');
    const to = await within(filters).findByRole('textbox', { name: 'إلى (جنيه)' }, { timeout: 15_000 });
    expect(within(filters).getByRole('slider', { name: 'أدنى سعر' })).toBeInTheDocument();
    await user.type(to, '٤٥٠٠٠');
    await user.tab();
    expect(router.state.location.search).toBe('?category=phones&highestPrice=45000');
  }, 30_000);
});
