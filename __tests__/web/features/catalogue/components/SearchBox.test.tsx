// The header's search box is a combobox: from the second letter it suggests products and categories (announced
// politely), the arrow keys move through them, Enter opens the active one or else the search listing, Escape closes
// then clears, a slow old answer never replaces a newer one, and Arabic shows Arabic names right to left.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { renderApp } from '../../../../support/web/render';
import { api, server, setupMswServer } from '../../../../support/web/server';
import { SearchBox } from '../../../../../src/features/catalogue/components/SearchBox';
import { SUGGEST_DEBOUNCE_MS } from '../../../../../src/features/catalogue/components/SearchSuggestions';
import type { SuggestResponse, SuggestedProduct } from '../../../../../src/contract/search';

setupMswServer();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const routeTable = [
  {
    path: '*',
    element: (
      <>
        <SearchBox />
        <Where />
      </>
    ),
  },
];

const probook: SuggestedProduct = {
  _id: 'p-probook',
  name: 'ProBook 16',
  nameAr: 'بروبوك 16',
  image: '/images/products/probook.svg',
  price: 90_000,
  priceAfterDiscount: 81_000,
};
const promax: SuggestedProduct = {
  _id: 'p-promax',
  name: 'ProMax Phone',
  nameAr: 'برو ماكس فون',
  image: '/images/products/promax.svg',
  price: 40_000,
  priceAfterDiscount: 0,
};
const laptops = {
  _id: 'c-pro',
  slug: 'professional-laptop',
  name: 'Professional Laptops',
  nameAr: 'لابتوبات احترافية',
};

/** Answers suggestions from `answers` by query (nothing for any other), and records every query asked. */
function suggestions(answers: Record<string, SuggestResponse | Promise<SuggestResponse>>) {
  const asked: { q: string; lang: string }[] = [];
  server.use(
    http.get(api('/search/suggest'), async ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q') ?? '';
      asked.push({ q, lang: url.searchParams.get('lang') ?? '' });
      return HttpResponse.json(await (answers[q] ?? { products: [], categories: [] }));
    }),
  );
  return asked;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const where = () => screen.getByTestId('where').textContent;
const pause = () => act(() => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));

async function typeInto(text: string, lang: 'en' | 'ar' = 'en') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderApp('/', { routeTable, preloadedState: { ui: { lang } } as never });
  await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Search' : 'بحث' }));
  const box = screen.getByRole('combobox');
  await user.type(box, text);
  pause();
  return { user, box };
}

describe('the search box', () => {
  it('suggests products with their prices and categories from the second letter, and says how many', async () => {
    const asked = suggestions({ pr: { products: [probook, promax], categories: [laptops] } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/', { routeTable });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'p');
    pause();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(asked).toEqual([]);

    await user.type(box, 'r');
    pause();
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(asked).toEqual([{ q: 'pr', lang: 'en' }]);
    const products = within(within(listbox).getByRole('group', { name: 'Products' })).getAllByRole('option');
    expect(products).toHaveLength(2);
    expect(products[0]).toHaveTextContent('ProBook 16');
    expect(products[0]).toHaveTextContent(/EGP\s?81,000/);
    expect(within(products[0]!).getByLabelText(/was EGP\s?90,000/i)).toBeInTheDocument();
    expect(products[0]).toHaveTextContent('10 % OFF');
    expect(products[1]).toHaveTextContent(/EGP\s?40,000/);
    const groups = within(listbox).getByRole('group', { name: 'Categories' });
    expect(within(groups).getByRole('option')).toHaveTextContent('Professional Laptops');
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('moves through the suggestions with the arrow keys and opens the active one with Enter', async () => {
    suggestions({ pr: { products: [probook, promax], categories: [laptops] } });
    const { user, box } = await typeInto('pr');
    const options = await screen.findAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[2]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Enter}');
    expect(where()).toBe('/item/p-promax');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('keeps the highlighted suggestion when the answer to the newer text still lists it, and lets it go when not', async () => {
    suggestions({
      pr: { products: [probook, promax], categories: [laptops] },
      pro: { products: [promax, probook], categories: [] },
      prob: { products: [probook], categories: [] },
    });
    const { user, box } = await typeInto('pr');
    await screen.findAllByRole('option');
    // A further letter, and the arrow keys before the pause: the shopper highlights ProMax among the shown answer.
    await user.type(box, 'o');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /ProMax Phone/ })).toHaveAttribute('aria-selected', 'true');

    // The answer to 'pro' lists ProMax first now: ProMax stays the one Enter opens.
    pause();
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('ProMax Phone'));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    const promaxOption = screen.getByRole('option', { name: /ProMax Phone/ });
    expect(promaxOption).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', promaxOption.id);

    // The same with 'prob', whose answer no longer lists ProMax: nothing stays highlighted.
    await user.type(box, 'b');
    await user.keyboard('{ArrowDown}');
    pause();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(where()).toBe('/search?search=prob');
  });

  it('opens a category suggestion as its listing', async () => {
    suggestions({ la: { products: [], categories: [laptops] } });
    const { user } = await typeInto('la');
    await screen.findByRole('option', { name: 'Professional Laptops' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(where()).toBe('/categoriesname?category=c-pro');
  });

  it('opens the search listing with Enter when no suggestion is active', async () => {
    suggestions({ probok: { products: [probook], categories: [] } });
    const { user } = await typeInto(' probok ');
    await screen.findByRole('option');
    await user.keyboard('{Enter}');
    expect(where()).toBe('/search?search=probok');
  });

  it('never searches for blank text', async () => {
    const asked = suggestions({});
    const { user } = await typeInto('   ');
    await user.keyboard('{Enter}');
    act(() => jest.advanceTimersByTime(2000));
    expect(where()).toBe('/');
    expect(asked).toEqual([]);
  });

  it('closes the suggestions with Escape, then clears the box', async () => {
    suggestions({ pr: { products: [probook], categories: [] } });
    const { user, box } = await typeInto('pr');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('pr');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(where()).toBe('/');
  });

  it('says so when nothing is suggested', async () => {
    suggestions({});
    await typeInto('zq');
    expect(await screen.findByText(/No suggestions for “zq”/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No suggestions');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('asks once the typing pauses, and never shows an older answer that arrives after a newer one', async () => {
    let answerOld!: (answer: SuggestResponse) => void;
    const old = new Promise<SuggestResponse>((resolve) => (answerOld = resolve));
    const asked = suggestions({ pr: old, pro: { products: [probook], categories: [] } });
    const { user, box } = await typeInto('pr');
    // 'pr' is still on its way when the shopper types on.
    await user.type(box, 'o');
    pause();
    expect(await screen.findByRole('option', { name: /ProBook 16/ })).toBeInTheDocument();
    await act(async () => answerOld({ products: [promax], categories: [laptops] }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByText('ProMax Phone')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 suggestion');
    expect(asked.map((call) => call.q)).toEqual(['pr', 'pro']);
  });

  it('asks nothing while the letters come faster than the pause', async () => {
    const asked = suggestions({ probook: { products: [probook], categories: [] } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/', { routeTable });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('combobox'), 'probook');
    pause();
    await screen.findByRole('option', { name: /ProBook 16/ });
    expect(asked.map((call) => call.q)).toEqual(['probook']);
  });

  it('suggests in Arabic with Arabic names and prices, right to left', async () => {
    const asked = suggestions({ بروب: { products: [probook], categories: [laptops] } });
    const { user, box } = await typeInto('بروب', 'ar');
    expect(box).toHaveAccessibleName('ابحث عن المنتجات');
    const listbox = await screen.findByRole('listbox', { name: 'اقتراحات' });
    expect(asked).toEqual([{ q: 'بروب', lang: 'ar' }]);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const [product, category] = within(listbox).getAllByRole('option');
    expect(product).toHaveTextContent('بروبوك 16');
    expect(product).toHaveTextContent(/٨١[٬,.]?٠٠٠/);
    expect(category).toHaveTextContent('لابتوبات احترافية');
    expect(screen.getByRole('status')).toHaveTextContent('اقتراحان');
    // The keys keep their meaning in a right-to-left layout: down is the next suggestion.
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', product!.id);
  });

  it('closes the full-screen suggestions with their close button and keeps the text', async () => {
    suggestions({ pr: { products: [probook], categories: [] } });
    const { user, box } = await typeInto('pr');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Close the search' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('pr');
    expect(box).toHaveFocus();
  });
});
