// A public page's first frame, rendered by the real route table and components with the data the API answers: the
// frame shows what the screen shows once its data is here, in the asked language and direction, carries those answers
// for the browser's cache, and leaves out what a first visit shows only later (the footer).
import { http, HttpResponse } from 'msw';
import en from '../../../locales/en.json';
import ar from '../../../locales/ar.json';
import { renderFrame } from '../../../src/firstFrame/renderFrame';
import { api, server, setupMswServer } from '../../support/web/server';
import { categories, detail, page, product } from '../../support/web/catalogueFixtures';

setupMswServer();

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const render = (url: string, lang: 'en' | 'ar' = 'en') => renderFrame(url, lang, (...args) => fetch(...args));

beforeEach(() => {
  server.use(
    http.get(api('/category'), () => HttpResponse.json({ categories })),
    http.get(api('/product/p-main'), () =>
      HttpResponse.json({
        product: detail({ _id: 'p-main', name: 'ProBook 16 M3 Max', nameAr: 'بروبوك ١٦' }),
      }),
    ),
    http.get(api('/product/p-gone'), () =>
      HttpResponse.json({ message: 'Product not found' }, { status: 404 }),
    ),
    http.get(api('/product'), ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      return HttpResponse.json(
        page([
          product({
            _id: 'p-1',
            name: search ? `Found ${search}` : 'Deal',
            price: 1000,
            priceAfterDiscount: 800,
          }),
          product({ _id: 'p-2', name: 'M3 Air', price: 52_000 }),
        ]),
      );
    }),
  );
});

describe('renderFrame', () => {
  it('renders home in English, the hero hinted first, no footer, and carries the data its screen asks for', async () => {
    const { html, styles, queries } = await render('/');
    expect(text(html)).toContain(en['home.hero.tagline']);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/images/site/hero.svg" fetchPriority="high"/>',
    );
    // The footer (and its map) comes after the first screen in the browser, so not in the frame either.
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('<iframe');
    expect(styles).toMatch(/^<style[^>]*data-styled/);
    expect(queries.map((query) => query.endpointName).sort()).toEqual(['getCategories', 'getSpecialOffers']);
  });

  it('renders the Arabic frame with Arabic copy and right-to-left styles', async () => {
    const english = await render('/', 'en');
    const arabic = await render('/', 'ar');
    expect(text(arabic.html)).toContain(ar['home.hero.tagline']);
    expect(text(arabic.html)).not.toContain(en['home.hero.tagline']);
    // stylis-plugin-rtl flips the rules: the same components, other declarations.
    expect(english.styles).toMatch(/position:absolute;left:8px;top:-100px/);
    expect(arabic.styles).toMatch(/position:absolute;right:8px;top:-100px/);
  });

  it('renders the listing with its products and prices, not its loading placeholders', async () => {
    const { html, queries } = await render('/categories');
    expect(text(html)).toContain(en['listing.allProducts']);
    expect(text(html)).toContain('M3 Air');
    expect(text(html)).toMatch(/EGP\s52,000/);
    expect(html).not.toContain('aria-busy="true"');
    expect(queries).toContainEqual(expect.objectContaining({ endpointName: 'getProducts' }));
  });

  it('renders a product page with the product, in the page’s language, and carries its answer', async () => {
    const { html, queries } = await render('/item/p-main', 'ar');
    expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe('بروبوك ١٦');
    expect(queries).toContainEqual(
      expect.objectContaining({
        endpointName: 'getProduct',
        arg: 'p-main',
        value: expect.objectContaining({ _id: 'p-main' }),
      }),
    );
  });

  it('renders a search with its results', async () => {
    const { html } = await render('/search?search=probook');
    expect(text(html)).toContain('Found probook');
  });

  it.each(['/about', '/contact'])('renders %s', async (url) => {
    const { html } = await render(url);
    expect(html).toContain('<main');
    expect(html).toContain('<h1');
  });

  it('renders an unknown product as the screen shows it, and carries no answer for it', async () => {
    const { html, queries } = await render('/item/p-gone');
    expect(html).toContain('<main');
    expect(queries.map((query) => query.endpointName)).not.toContain('getProduct');
  });
});
