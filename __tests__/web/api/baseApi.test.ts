// The re-auth base query: an expired token is refreshed once for any number of waiting calls.
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../../src/api/baseApi';
import { setupStore } from '../../../src/app/store';
import { api, setupMswServer, server } from '../../support/web/server';
import { fakeJwt, nowSeconds } from '../../support/web/render';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean; auth: string | null }, number>({ query: (n) => `/probe/${n}` }),
  }),
});

setupMswServer();

const user = { _id: 'u1', name: 'Mona', email: 'mona@example.com' };
const expired = fakeJwt({ id: 'u1', exp: nowSeconds() - 60 });
const fresh = fakeJwt({ id: 'u1', exp: nowSeconds() + 900 });

function signedInStore(token: string) {
  return setupStore(
    { session: { token, refreshToken: 'refresh-1', user, expired: false } },
    { devTools: false },
  );
}

describe('baseQueryWithReauth', () => {
  it('refreshes an expired token exactly once for three concurrent calls, then sends the new one', async () => {
    let refreshCalls = 0;
    let refreshAuth: string | null = null;
    server.use(
      http.post(api('/auth/refresh-token'), async ({ request }) => {
        refreshCalls += 1;
        refreshAuth = request.headers.get('authorization');
        await new Promise((resolve) => setTimeout(resolve, 30));
        return HttpResponse.json({ token: fresh, refresh_token: 'refresh-2' });
      }),
      http.get(api('/probe/:n'), ({ request }) =>
        HttpResponse.json({ ok: true, auth: request.headers.get('authorization') }),
      ),
    );
    const store = signedInStore(expired);

    const results = await Promise.all(
      [1, 2, 3].map((n) => store.dispatch(probeApi.endpoints.probe.initiate(n))),
    );

    expect(refreshCalls).toBe(1);
    expect(refreshAuth).toBe('Bearer refresh-1');
    expect(results.map((r) => r.data?.auth)).toEqual([
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
    ]);
    expect(store.getState().session.token).toBe(fresh);
    expect(store.getState().session.refreshToken).toBe('refresh-2');
  });

  it('does not refresh a token that is still valid', async () => {
    let refreshCalls = 0;
    server.use(
      http.post(api('/auth/refresh-token'), () => {
        refreshCalls += 1;
        return HttpResponse.json({ token: fresh, refresh_token: 'x' });
      }),
      http.get(api('/probe/:n'), ({ request }) =>
        HttpResponse.json({ ok: true, auth: request.headers.get('authorization') }),
      ),
    );
    const store = signedInStore(fresh);
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(refreshCalls).toBe(0);
    expect(result.data?.auth).toBe(`Bearer ${fresh}`);
  });

  it('clears the tokens and the user and rejects the call when the refresh fails', async () => {
    let probed = false;
    server.use(
      http.post(api('/auth/refresh-token'), () =>
        HttpResponse.json({ message: 'Refresh token reused' }, { status: 401 }),
      ),
      http.get(api('/probe/:n'), () => {
        probed = true;
        return HttpResponse.json({ ok: true, auth: null });
      }),
    );
    const store = signedInStore(expired);
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));

    expect(result.isError).toBe(true);
    expect(probed).toBe(false);
    expect(store.getState().session).toEqual({ token: null, refreshToken: null, user: null, expired: true });
  });

  it('ends the session when the stored token cannot be decoded', async () => {
    server.use(http.get(api('/probe/:n'), () => HttpResponse.json({ ok: true, auth: null })));
    const store = signedInStore('not-a-jwt');
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(result.isError).toBe(true);
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.expired).toBe(true);
  });

  it('refreshes and retries once when the server rejects a token it no longer accepts', async () => {
    let attempts = 0;
    server.use(
      http.post(api('/auth/refresh-token'), () =>
        HttpResponse.json({ token: fresh, refresh_token: 'refresh-2' }),
      ),
      http.get(api('/probe/:n'), ({ request }) => {
        attempts += 1;
        return request.headers.get('authorization') === `Bearer ${fresh}`
          ? HttpResponse.json({ ok: true, auth: 'fresh' })
          : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
    );
    const store = signedInStore(fakeJwt({ id: 'u1', exp: nowSeconds() + 900, revoked: true }));
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(attempts).toBe(2);
    expect(result.data?.auth).toBe('fresh');
  });
});
