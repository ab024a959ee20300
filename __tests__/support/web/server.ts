// MSW for component tests: the network is mocked at the fetch boundary, never Redux or RTK Query internals.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const api = (path: string) => `http://localhost/api${path}`;

/** The shop's contact details as the server answers them with its settings unset (server/config.ts samples). */
export const sampleShopContact = {
  phone: '+20 2 2525 0000',
  email: 'sample-contact@genuine-store.example',
  whatsapp: '201000000000',
  address: 'Sample address: 15 Street 250, Maadi, Cairo, Egypt',
  addressAr: 'عنوان تجريبي: ١٥ شارع ٢٥٠، المعادي، القاهرة، مصر',
  sample: true,
};

/**
 * Answered for every test unless a test says otherwise: every shop page's footer asks for the contact details; the
 * online payment methods switched on (none, as in a shop that has not switched Paymob on), which checkout and the
 * pages that promise ways to pay ask for.
 */
export const server = setupServer(
  http.get(api('/shop/contact'), () => HttpResponse.json(sampleShopContact)),
  http.get(api('/payments/methods'), () => HttpResponse.json({ methods: [] })),
);

export function setupMswServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** The calls every shop page makes (the header's categories, home's offers, listings), answered with nothing. */
export const emptyCatalogue = [
  http.get(api('/category'), () => HttpResponse.json({ categories: [] })),
  http.get(api('/product'), () =>
    HttpResponse.json({ products: [], page: 1, pages: 1, total: 0, limit: 10 }),
  ),
];
