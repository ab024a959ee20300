// Product detail: name, price and badge, N/A specs, the empty reviews text, related products (at most 7), sharing.
import { configure, act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import { categories, detail, product } from '../../../support/web/catalogueFixtures';

setupMswServer();
// Screens load lazily through the real route table; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const related = Array.from({ length: 9 }, (_, n) => product({ name: `Related ${n + 1}` }));
const item = detail({
  _id: 'p-main',
  name: 'ProBook 16 M3 Max',
  nameAr: 'بروبوك 16 M3 Max',
  description: 'The big one.',
  descriptionAr: 'الكبير.',
  price: 159_000,
  priceAfterDiscount: 149_000,
  images: ['/a.svg', '/b.svg', '/c.svg'],
  specs: [{ cpu: 'M3 Max', memory: '64 GB', storage: '', gpu: '', display: '16-inch', os: '' }],
  relatedProducts: { products: related },
});

beforeEach(() =>
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product/p-main'), () => HttpResponse.json({ product: item })),
    http.get(api('/product/missing'), () =>
      HttpResponse.json({ message: 'Product not found' }, { status: 404 }),
    ),
  ),
);

describe('the product page', () => {
  it('shows the name, the discounted price with its badge and the cart control', async () => {
    renderApp('/item/p-main');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ProBook 16 M3 Max' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('6 % OFF')).toBeInTheDocument();
    expect(screen.getAllByText(/149,000/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Add to Cart, ProBook 16 M3 Max' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ProBook 16 M3 Max/, pressed: false })).toBeInTheDocument();
  });

  it('opens on Tech Specs with N/A for the missing values, and switches tabs', async () => {
    const user = userEvent.setup();
    renderApp('/item/p-main');
    const panel = await screen.findByRole('tabpanel', { name: 'Tech Specs' });
    expect(within(panel).getByRole('row', { name: /^Storage/ })).toHaveTextContent('N/A');
    expect(within(panel).getByRole('row', { name: /^CPU/ })).toHaveTextContent('M3 Max');

    await user.click(screen.getByRole('tab', { name: 'Description' }));
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('The big one.');

    await user.keyboard('{ArrowRight}');
    const reviews = screen.getByRole('tabpanel', { name: 'Reviews' });
    expect(within(reviews).getByText('No reviews available')).toBeInTheDocument();
    expect(
      within(reviews).getByText('Be the first to leave a review and share your thoughts!'),
    ).toBeInTheDocument();
  });

  it('lists at most seven related products, each linking to its page', async () => {
    renderApp('/item/p-main');
    const section = await screen.findByRole('region', { name: 'Related products' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]).toHaveAttribute('href', `/item/${related[0]!._id}`);
  });

  it('chooses gallery images with the thumbnails', async () => {
    const user = userEvent.setup();
    renderApp('/item/p-main');
    await screen.findByRole('heading', { level: 1 });
    // Thumbnails from the sm breakpoint up, dots below it (the test DOM matches no media query).
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(screen.getByRole('img', { name: 'ProBook 16 M3 Max, image 2 of 3' })).toHaveAttribute(
      'src',
      '/b.svg',
    );
  });

  it('shows uploaded photos in the sizes the server made, and the seeded artwork as it is', async () => {
    const id = 'ab'.repeat(16);
    const sizes = `/uploads/${id}-160.webp 160w, /uploads/${id}-480.webp 480w, /uploads/${id}-800.webp 800w, /uploads/${id}-1200.webp 1200w`;
    server.use(
      http.get(api('/product/p-photos'), () =>
        HttpResponse.json({
          product: {
            ...item,
            _id: 'p-photos',
            images: [`/uploads/${id}-480.webp`, '/b.svg'],
            relatedProducts: {
              products: [product({ name: 'Photographed', images: [`/uploads/${id}-480.webp`] })],
            },
          },
        }),
      ),
    );
    renderApp('/item/p-photos');
    const main = await screen.findByRole('img', { name: 'ProBook 16 M3 Max, image 1 of 2' });
    expect(main).toHaveAttribute('src', `/uploads/${id}-800.webp`);
    expect(main).toHaveAttribute('srcset', sizes);
    expect(main).toHaveAttribute(
      'sizes',
      '(min-width: 1240px) 620px, (min-width: 768px) 50vw, calc(100vw - 32px)',
    );
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('height', '600');
    const [uploaded, seeded] = screen
      // Thumbnails show from the sm breakpoint (the test DOM matches no media query): hidden here.
      .getAllByRole('button', { name: /^Show image/, hidden: true })
      .map((button) => button.querySelector('img'))
      .filter(Boolean);
    expect(uploaded).toHaveAttribute('src', `/uploads/${id}-160.webp`);
    expect(uploaded).toHaveAttribute('sizes', '80px');
    expect(seeded).toHaveAttribute('src', '/b.svg');
    expect(seeded).not.toHaveAttribute('srcset');
    const card = await screen.findByRole('img', { name: 'Photographed' });
    expect(card).toHaveAttribute('src', `/uploads/${id}-480.webp`);
    expect(card).toHaveAttribute('srcset', sizes);
    expect(card.getAttribute('sizes')).toMatch(/^\(min-width: 1280px\) 300px/);
    expect(card).toHaveAttribute('width', '480');
    expect(card).toHaveAttribute('height', '360');
  });

  it('shares the page: tweet intent, social sharer, and Copied! for two seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderApp('/item/p-main');
      await screen.findByRole('heading', { level: 1 });
      const page = encodeURIComponent(window.location.href);
      expect(screen.getByRole('link', { name: 'Tweet' }).getAttribute('href')).toContain(
        `twitter.com/intent/tweet?url=${page}`,
      );
      expect(screen.getByRole('link', { name: 'Share' }).getAttribute('href')).toContain(
        `sharer.php?u=${page}`,
      );

      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads in Arabic', async () => {
    renderApp('/item/p-main', { preloadedState: { ui: { lang: 'ar' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'بروبوك 16 M3 Max' })).toBeInTheDocument();
    expect(screen.getByText('خصم ٦ ٪')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'المواصفات التقنية' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a not-found page for an unknown product, with no error toast', async () => {
    renderApp('/item/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText(/This product does not exist or is no longer sold/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/categories');
    expect(screen.queryByText('Error. Please try again.')).not.toBeInTheDocument();
    // Only the heading says it: no error toast repeats the server's message.
    expect(screen.getAllByText('Product not found')).toHaveLength(1);
  });

  it('says so in Arabic', async () => {
    renderApp('/item/missing', { preloadedState: { ui: { lang: 'ar' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'المنتج غير موجود' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفح كل المنتجات' })).toBeInTheDocument();
  });

  it("shows the server's message when the product cannot be loaded for another reason", async () => {
    server.use(
      http.get(api('/product/resting'), () =>
        HttpResponse.json({ message: 'The shop is resting' }, { status: 503 }),
      ),
    );
    renderApp('/item/resting');
    expect(await screen.findByText('The shop is resting')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error. Please try again.' })).toBeInTheDocument();
  });
});
