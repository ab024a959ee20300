// MSW for component tests: the network is mocked at the fetch boundary, never Redux or RTK Query internals.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Answered for every test unless a test says otherwise: the online payment methods switched on (none, as in a shop
 * that has not switched Paymob on), which checkout and the pages that promise ways to pay ask for.
 */
export const server = setupServer(
  http.get('http://localhost/api/payments/methods', () => HttpResponse.json({ methods: [] })),
);

export function setupMswServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export const api = (path: string) => `http://localhost/api${path}`;

/** The calls every shop page makes (the header's categories, home's offers, listings), answered with nothing. */
export const emptyCatalogue = [
  http.get(api('/category'), () => HttpResponse.json({ categories: [] })),
  http.get(api('/product'), () =>
    HttpResponse.json({ products: [], page: 1, pages: 1, total: 0, limit: 10 }),
  ),
];
