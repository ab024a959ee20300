// Product detail: name, price and badge, N/A specs, the empty reviews text and the variant each reviewer bought,
// related products (at most 7), sharing.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../support/web/render';
import { api, server, setupMswServer } from '../../../support/web/server';
import { categories, detail, product } from '../../../support/web/catalogueFixtures';

setupMswServer();
// Screens load lazily through the real route table; a busy machine needs more than the default second.

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
  specs: [{ cpu: 'M3 Max', memory: '64 GB', storage: '2 TB', gpu: '', display: '16-inch', os: '' }],
  color: 'Space Black',
  colorAr: 'أسود فلكي',
  warrantyMonths: 24,
  relatedProducts: { products: related },
});

const phone = detail({
  _id: 'p-phone',
  name: 'Nova Phone 16 Pro',
  nameAr: 'نوفا فون 16 برو',
  specs: [
    {
      cpu: 'Nova N18 chip',
      memory: '8 GB',
      storage: '512 GB',
      gpu: 'Nova 6-core GPU',
      display: '6.3-inch',
      os: 'StoreOS Mobile 18',
      camera: '48 MP + 48 MP + 12 MP',
      frontCamera: '12 MP',
      battery: '3582 mAh',
      sim: 'nano-SIM + eSIM',
      refreshRate: '120 Hz',
    },
  ],
  warrantyMonths: 12,
  relatedProducts: { products: [] },
});

const headphones = detail({
  _id: 'p-audio',
  name: 'Wave Headphones',
  nameAr: 'سماعات ويف',
  brand: 'Wave',
  brandAr: 'ويف',
  warrantyKind: 'shop',
  warrantyMonths: 6,
  relatedProducts: { products: [] },
});

beforeEach(() =>
  server.use(
    http.get(api('/product/p-audio'), () => HttpResponse.json({ product: headphones })),
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product/p-main'), () => HttpResponse.json({ product: item })),
    http.get(api('/product/p-phone'), () => HttpResponse.json({ product: phone })),
    http.get(api('/product/missing'), () =>
      HttpResponse.json({ message: 'Product not found' }, { status: 404 }),
    ),
  ),
);

describe('the product page', () => {
  it('shows the name, the discounted price with its badge and the cart control', async () => {
    renderApp('/item/p-main');
    expect(await screen.findByRole('heading', { level: 1, name: 'ProBook 16 M3 Max' })).toBeInTheDocument();
    expect(screen.getByText('6 % OFF')).toBeInTheDocument();
    expect(screen.getAllByText(/149,000/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Add to Cart, ProBook 16 M3 Max' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ProBook 16 M3 Max/, pressed: false })).toBeInTheDocument();
  });

  it('opens on Tech Specs with N/A for the missing values, and switches tabs', async () => {
    const user = userEvent.setup();
    renderApp('/item/p-main');
    const panel = await screen.findByRole('tabpanel', { name: 'Tech Specs' });
    expect(within(panel).getByRole('row', { name: /^GPU/ })).toHaveTextContent('N/A');
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

  /** The address the share controls give (the tweet's `url`; copy-link copies the same). */
  const sharedIn = (tweet: string) =>
    new URL(
      new URL(screen.getByRole('link', { name: tweet }).getAttribute('href')!).searchParams.get('url')!,
    );

  it('shares the English address of a page read in English, whatever the address said', async () => {
    window.history.replaceState(null, '', '/item/p-main?lang=ar');
    try {
      renderApp('/item/p-main', { preloadedState: { ui: { lang: 'en' } } });
      await screen.findByRole('heading', { level: 1, name: 'ProBook 16 M3 Max' });
      const copied = sharedIn('Tweet');
      expect(copied.pathname).toBe('/item/p-main');
      expect(copied.searchParams.get('lang')).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('shares the Arabic address of a page read in Arabic, even when Arabic was stored rather than asked for', async () => {
    renderApp('/item/p-main', { preloadedState: { ui: { lang: 'ar' } } });
    await screen.findByRole('heading', { level: 1, name: 'بروبوك 16 M3 Max' });
    const copied = sharedIn('تغريد');
    expect(copied.searchParams.get('lang')).toBe('ar');
    expect(screen.getByRole('link', { name: 'مشاركة' }).getAttribute('href')).toContain(
      encodeURIComponent(copied.toString()),
    );
  });

  it('reads in Arabic', async () => {
    renderApp('/item/p-main', { preloadedState: { ui: { lang: 'ar' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'بروبوك 16 M3 Max' })).toBeInTheDocument();
    expect(screen.getByText('خصم ٦ ٪')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'المواصفات التقنية' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows specs, the colour and the warranty in Arabic words', async () => {
    renderApp('/item/p-main', { preloadedState: { ui: { lang: 'ar' } } });
    const panel = await screen.findByRole('tabpanel', { name: 'المواصفات التقنية' });
    expect(within(panel).getByRole('row', { name: /^الشاشة/ })).toHaveTextContent('16 بوصة');
    expect(within(panel).getByRole('row', { name: /^الذاكرة/ })).toHaveTextContent('64 جيجابايت');
    expect(within(panel).getByRole('row', { name: /^التخزين/ })).toHaveTextContent('2 تيرابايت');
    expect(panel).not.toHaveTextContent(/inch|GB|TB/);
    expect(screen.getByText('اللون: أسود فلكي')).toBeInTheDocument();
    expect(screen.getByText('ضمان رسمي لمدة سنتين')).toBeInTheDocument();
  });

  it('states the official warranty and its length in English', async () => {
    renderApp('/item/p-main');
    expect(await screen.findByText('Official warranty: 2 years')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Tech Specs' });
    expect(within(panel).getByRole('row', { name: /^Display/ })).toHaveTextContent('16-inch');
  });

  it("names the brand and the shop's own warranty, in both languages", async () => {
    renderApp('/item/p-audio');
    expect(await screen.findByText('Shop warranty: 6 months')).toBeInTheDocument();
    expect(screen.getByText('Brand: Wave')).toBeInTheDocument();
    expect(screen.queryByText(/Official warranty/)).not.toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Why buy here' });
    expect(within(badges).getByText('Shop warranty')).toBeInTheDocument();
  });

  it("names the brand and the shop's own warranty in Arabic", async () => {
    renderApp('/item/p-audio', { preloadedState: { ui: { lang: 'ar' } } });
    expect(await screen.findByText('ضمان المتجر لمدة ٦ أشهر')).toBeInTheDocument();
    expect(screen.getByText('الماركة: ويف')).toBeInTheDocument();
  });

  it("shows a phone's camera, battery, SIM, screen and storage", async () => {
    renderApp('/item/p-phone');
    const panel = await screen.findByRole('tabpanel', { name: 'Tech Specs' });
    const row = (name: RegExp) => within(panel).getByRole('row', { name });
    expect(row(/^Main camera/)).toHaveTextContent('48 MP + 48 MP + 12 MP');
    expect(row(/^Front camera/)).toHaveTextContent('12 MP');
    expect(row(/^Battery/)).toHaveTextContent('3582 mAh');
    expect(row(/^SIM/)).toHaveTextContent('nano-SIM + eSIM');
    expect(row(/^Display/)).toHaveTextContent('6.3-inch');
    expect(row(/^Screen refresh rate/)).toHaveTextContent('120 Hz');
    expect(row(/^Storage/)).toHaveTextContent('512 GB');
  });

  it("shows a phone's specs in Arabic units", async () => {
    renderApp('/item/p-phone', { preloadedState: { ui: { lang: 'ar' } } });
    const panel = await screen.findByRole('tabpanel', { name: 'المواصفات التقنية' });
    const row = (name: RegExp) => within(panel).getByRole('row', { name });
    expect(row(/^الكاميرا الخلفية/)).toHaveTextContent('48 ميجابكسل + 48 ميجابكسل + 12 ميجابكسل');
    expect(row(/^الكاميرا الأمامية/)).toHaveTextContent('12 ميجابكسل');
    expect(row(/^البطارية/)).toHaveTextContent('3582 مللي أمبير/ساعة');
    expect(row(/^الشريحة/)).toHaveTextContent('شريحة نانو + شريحة eSIM');
    expect(row(/^الشاشة/)).toHaveTextContent('6.3 بوصة');
    expect(row(/^معدل تحديث الشاشة/)).toHaveTextContent('120 هرتز');
    expect(row(/^التخزين/)).toHaveTextContent('512 جيجابايت');
    expect(panel).not.toHaveTextContent(/inch|GB|MP|mAh|Hz|nano/);
  });

  it("shows a spec's own Arabic form where the product has one, the units in Arabic elsewhere, and English as it is", async () => {
    const own = {
      ...phone,
      _id: 'p-own',
      specsAr: { camera: 'رئيسية 48 ميجابكسل وواسعة 12 ميجابكسل', sim: 'شريحتان: نانو وeSIM' },
    };
    server.use(http.get(api('/product/p-own'), () => HttpResponse.json({ product: own })));
    const { unmount } = renderApp('/item/p-own', { preloadedState: { ui: { lang: 'ar' } } });
    const panel = await screen.findByRole('tabpanel', { name: 'المواصفات التقنية' });
    const row = (name: RegExp) => within(panel).getByRole('row', { name });
    expect(row(/^الكاميرا الخلفية/)).toHaveTextContent('رئيسية 48 ميجابكسل وواسعة 12 ميجابكسل');
    expect(row(/^الشريحة/)).toHaveTextContent('شريحتان: نانو وeSIM');
    // No Arabic form stored: the unit dictionary's.
    expect(row(/^الكاميرا الأمامية/)).toHaveTextContent('12 ميجابكسل');
    expect(row(/^التخزين/)).toHaveTextContent('512 جيجابايت');
    unmount();

    renderApp('/item/p-own', { preloadedState: { ui: { lang: 'en' } } });
    const english = await screen.findByRole('tabpanel', { name: 'Tech Specs' });
    expect(within(english).getByRole('row', { name: /^Main camera/ })).toHaveTextContent(
      '48 MP + 48 MP + 12 MP',
    );
    expect(english).not.toHaveTextContent(/[\u0600-\u06ff]/);
  });

  it('shows no phone rows for a laptop', async () => {
    renderApp('/item/p-main');
    const panel = await screen.findByRole('tabpanel', { name: 'Tech Specs' });
    expect(within(panel).getAllByRole('row')).toHaveLength(6);
    expect(within(panel).queryByRole('row', { name: /camera|Battery|SIM/ })).not.toBeInTheDocument();
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

describe('what a buyer checks beside the price', () => {
  const withStock = (quantity: number, more: Partial<typeof item> = {}) => {
    server.use(
      http.get(api('/product/p-stock'), () =>
        HttpResponse.json({ product: { ...item, _id: 'p-stock', quantity, ...more } }),
      ),
    );
  };

  it.each([
    [12, 'In stock'],
    [5, 'Only 5 left'],
    [1, 'Only 1 left'],
    [0, 'Out of stock'],
  ])('with %i units says %s', async (quantity, words) => {
    withStock(quantity);
    renderApp('/item/p-stock');
    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it('says the stock in Arabic', async () => {
    withStock(3);
    renderApp('/item/p-stock', { preloadedState: { ui: { lang: 'ar' } } });
    expect(await screen.findByText('متبقٍ ٣ قطع فقط')).toBeInTheDocument();
  });

  it('shows the rating near the price, and the rating opens the reviews tab', async () => {
    const user = userEvent.setup();
    withStock(9, { ratingsAverage: 4.46, ratingsQuantity: 12 });
    renderApp('/item/p-stock');
    const rating = await screen.findByRole('button', { name: '4.5 out of 5, 12 reviews' });
    await user.click(rating);
    const tab = screen.getByRole('tab', { name: 'Reviews' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toBeInTheDocument();
  });

  it.each([
    ['en' as const, 'Reviews', 'Bought: 512 GB, Blue'],
    ['ar' as const, 'التقييمات', 'اشترى: 512 جيجابايت، أزرق'],
  ])('says which variant each reviewer bought, when known (%s)', async (lang, tabName, boughtText) => {
    const user = userEvent.setup();
    const written = {
      product: 'p-stock',
      rating: 5,
      role: 'user' as const,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    withStock(9, {
      ratingsAverage: 4.5,
      ratingsQuantity: 2,
      reviews: [
        {
          ...written,
          _id: 'r-blue',
          content: 'The blue is lovely and the storage is plenty.',
          user: { _id: 'u1', name: 'Mona Adel' },
          boughtVariant: {
            _id: 'v-512-blue',
            sku: 'NOVA-512-BLUE',
            choices: [
              { name: 'Storage', nameAr: 'السعة', value: '512 GB', valueAr: '512 جيجابايت' },
              { name: 'Colour', nameAr: 'اللون', value: 'Blue', valueAr: 'أزرق' },
            ],
          },
        },
        {
          ...written,
          _id: 'r-before',
          content: 'Ordered before the shop sold it in variants.',
          user: { _id: 'u2', name: 'Karim Samir' },
          boughtVariant: null,
        },
      ],
    });
    renderApp('/item/p-stock', { preloadedState: { ui: { lang } } });
    await user.click(await screen.findByRole('tab', { name: tabName }));
    const panel = screen.getByRole('tabpanel', { name: tabName });
    const [blue, before] = within(panel).getAllByRole('listitem');
    expect(blue).toHaveTextContent(boughtText);
    expect(before).toHaveTextContent('Karim Samir');
    expect(before).not.toHaveTextContent(`${boughtText.split(':')[0]!}:`);
  });

  it('offers monthly instalments from the lowest plan when the shop takes instalments', async () => {
    const user = userEvent.setup();
    withStock(9, { price: 90_000, priceAfterDiscount: 0 });
    server.use(
      http.get(api('/payments/methods'), () => HttpResponse.json({ methods: ['card', 'instalments'] })),
    );
    renderApp('/item/p-stock');
    // 36 months at 30 % total cost: 90,000 × 1.3 / 36 = 3,250.
    const summary = await screen.findByText('Or from EGP 3,250/month');
    await user.click(summary);
    const plans = screen.getByRole('list', { name: 'Instalment plans' });
    expect(
      within(plans)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      '6 months: EGP 15,000/month (interest-free)Pay in 6 months',
      '12 months: EGP 7,500/month (interest-free)Pay in 12 months',
      '24 months: EGP 4,425/month (18% total cost)Pay in 24 months',
      '36 months: EGP 3,250/month (30% total cost)Pay in 36 months',
    ]);
    expect(
      screen.getByText('Choose a plan to check out with it, or choose Installments at checkout.'),
    ).toBeInTheDocument();
  });

  it('buys with a plan chosen from the table: the product in the cart, checkout asked with that plan', async () => {
    const user = userEvent.setup();
    withStock(9, { price: 90_000, priceAfterDiscount: 0 });
    server.use(http.get(api('/payments/methods'), () => HttpResponse.json({ methods: ['instalments'] })));
    const { store, router } = renderApp('/item/p-stock');
    await user.click(await screen.findByText('Or from EGP 3,250/month'));
    await user.click(screen.getByRole('button', { name: 'Pay in 12 months' }));
    expect(
      store.getState().cart.items.map((line: { id: string; quantity: number }) => [line.id, line.quantity]),
    ).toEqual([['p-stock', 1]]);
    expect(router.state.location.pathname).toBe('/Checkout');
    expect(router.state.location.search).toBe('?plan=12');
  });

  it('promises no instalments while the shop does not take them', async () => {
    withStock(9, { price: 90_000, priceAfterDiscount: 0 });
    server.use(http.get(api('/payments/methods'), () => HttpResponse.json({ methods: ['card'] })));
    renderApp('/item/p-stock');
    await screen.findByText('In stock');
    expect(screen.queryByText(/\/month/)).not.toBeInTheDocument();
  });

  it('offers no instalments on a small price', async () => {
    withStock(9, { price: 2_500, priceAfterDiscount: 0 });
    renderApp('/item/p-stock');
    await screen.findByText('In stock');
    expect(screen.queryByText(/\/month/)).not.toBeInTheDocument();
  });

  it('estimates the delivery for the governorate chosen, in Arabic too', async () => {
    const user = userEvent.setup();
    withStock(9);
    const { unmount } = renderApp('/item/p-stock');
    const where = await screen.findByRole('combobox', { name: 'Deliver to' });
    expect(where).toHaveValue('Cairo');
    expect(screen.getByText('Delivered in 1–2 working days')).toBeInTheDocument();
    await user.selectOptions(where, 'Aswan');
    expect(screen.getByText('Delivered in 3–5 working days')).toBeInTheDocument();
    unmount();

    renderApp('/item/p-stock', { preloadedState: { ui: { lang: 'ar' } } });
    const arabic = await screen.findByRole('combobox', { name: 'التوصيل إلى' });
    await user.selectOptions(arabic, 'مطروح');
    expect(screen.getByText('يصلك خلال ٤–٧ أيام عمل')).toBeInTheDocument();
  });

  it('shows the official warranty and cash-on-delivery badges', async () => {
    withStock(9);
    renderApp('/item/p-stock');
    const badges = await screen.findByRole('list', { name: 'Why buy here' });
    expect(within(badges).getByText('Official warranty')).toBeInTheDocument();
    expect(within(badges).getByText('Cash on delivery')).toBeInTheDocument();
  });

  it('says when one unit is above the cash-on-delivery limit, with the way to order it instead', async () => {
    withStock(9, { cashOnDelivery: { available: false, limitEgp: 100_000 } });
    const { unmount } = renderApp('/item/p-stock');
    const badges = await screen.findByRole('list', { name: 'Why buy here' });
    expect(within(badges).queryByText('Cash on delivery')).not.toBeInTheDocument();
    expect(within(badges).queryByText('Pay when it reaches your door')).not.toBeInTheDocument();
    expect(within(badges).getByText(/^Cash on delivery up to EGP\s100,000$/)).toBeInTheDocument();
    expect(within(badges).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    unmount();

    renderApp('/item/p-stock', { preloadedState: { ui: { lang: 'ar' } } });
    const arabic = await screen.findByRole('list', { name: 'لماذا تشتري من هنا' });
    expect(within(arabic).getByText(/^الدفع عند الاستلام حتى .*١٠٠٬٠٠٠/)).toBeInTheDocument();
    expect(within(arabic).getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/contact');
  });

  it('zooms a picture in a dialog that Escape closes, giving focus back', async () => {
    const user = userEvent.setup();
    renderApp('/item/p-main');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    const zoom = screen.getByRole('button', { name: 'Zoom, image 2 of 3' });
    await user.click(zoom);
    const dialog = await screen.findByRole('dialog', { name: 'ProBook 16 M3 Max, image 2 of 3' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByRole('button', { name: 'Zoom out', pressed: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/c.svg');
    await user.keyboard('{Tab}{Tab}{Tab}{Tab}');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page shows the picture last seen in the dialog, and focus is back on the button that opened it.
    expect(screen.getByRole('button', { name: 'Zoom, image 3 of 3' })).toHaveFocus();
  });
});
