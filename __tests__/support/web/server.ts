// MSW for component tests: the network is mocked at the fetch boundary, never Redux or RTK Query internals.
import { setupServer } from 'msw/node';

export const server = setupServer();

export function setupMswServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export const api = (path: string) => `http://localhost/api${path}`;
