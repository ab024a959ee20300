// The one way a failed call becomes words: a session the API layer ended reads in the shopper's language.
import { screen } from '@testing-library/react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import en from '../../../locales/en.json';
import ar from '../../../locales/ar.json';
import { baseApi } from '../../../src/api/baseApi';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { setupStore } from '../../../src/app/store';
import type { Language } from '../../../src/i18n/language';
import { api, setupMswServer, server } from '../../support/web/server';
import { renderWithProviders } from '../../support/web/render';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ sessionProbe: build.query<unknown, number>({ query: (n) => `/probe/${n}` }) }),
});

setupMswServer();

/** A call made with a token that cannot be read: the API layer ends the session and fails the call. */
async function sessionEndedError() {
  server.use(http.get(api('/probe/:n'), () => HttpResponse.json({ ok: true })));
  const store = setupStore(
    {
      session: {
        token: 'not-a-jwt',
        refreshToken: 'refresh-1',
        user: { _id: 'u1', name: 'Mona', email: 'mona@example.com' },
        expired: false,
      },
    },
    { devTools: false },
  );
  const result = await store.dispatch(probeApi.endpoints.sessionProbe.initiate(1));
  expect(store.getState().session.expired).toBe(true);
  return result.error;
}

function Shown({ error }: { error: FetchBaseQueryError | SerializedError | undefined }) {
  const errorMessage = useErrorMessage();
  return <p role="alert">{errorMessage(error)}</p>;
}

describe('useErrorMessage', () => {
  it.each<[Language, Record<string, string>]>([
    ['en', en],
    ['ar', ar],
  ])("says the session ended in the shopper's language (%s)", async (lang, messages) => {
    const error = await sessionEndedError();
    renderWithProviders(<Shown error={error} />, { preloadedState: { ui: { lang } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages['common.error.sessionEnded'] ?? '—');
  });
});
