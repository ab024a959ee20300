// MSW for component tests: the network is mocked at the fetch boundary, never Redux or RTK Query internals.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

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
