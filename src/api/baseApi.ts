/*
 * The one RTK Query API. Features add their calls with baseApi.injectEndpoints in their own <feature>Api.ts.
 * Every call goes through baseQueryWithReauth: an access token past its exp is refreshed first (one refresh in
 * flight however many calls wait for it); a failed refresh or an unreadable token ends the session.
 */
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { selectRefreshToken, selectToken, sessionExpired, tokensRefreshed, type WithTokens } from './tokens';
import type { UiState } from '../i18n/uiSlice';
import type { jwtDecode } from 'jwt-decode';

export const API_BASE = '/api';
/** What a call the API layer failed because it ended the session says (useErrorMessage translates it). */
export const SESSION_ENDED_ID = 'common.error.sessionEnded';
export const REFRESH_PATH = '/auth/refresh-token';
/** Refresh a little before exp so a token does not expire in flight. */
const EXPIRY_MARGIN_SECONDS = 5;

type ApiState = WithTokens & { ui: UiState };

const baseQueryOptions = {
  // fetch needs an absolute URL outside the browser (tests); in the browser this is the page's own origin.
  baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}${API_BASE}`,
  prepareHeaders: (headers: Headers, { getState }: { getState: () => unknown }) => {
    const state = getState() as ApiState;
    const token = selectToken(state);
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    headers.set('accept-language', state.ui.lang);
    return headers;
  },
};
const fetchQuery = fetchBaseQuery(baseQueryOptions);

/** What a store may carry for its calls (setupStore's `fetch`): the server's first frames answer them in-process. */
export interface ApiExtra {
  fetch?: typeof fetch;
}

/** The store's own fetch when it has one (src/firstFrame/renderFrame.tsx), else the browser's. */
const rawBaseQuery: typeof fetchQuery = (args, api, extraOptions) => {
  const own = (api.extra as ApiExtra | undefined)?.fetch;
  return (own ? fetchBaseQuery({ ...baseQueryOptions, fetchFn: own }) : fetchQuery)(args, api, extraOptions);
};

/**
 * jwt-decode loads with the first call that carries a token (main.tsx starts loading it at boot when one is stored):
 * a signed-out visitor's first screen never needs it.
 */
export const loadJwtDecode = () => import(/* webpackChunkName: "jwt-decode" */ 'jwt-decode');

/**
 * True when the token is past its exp, false when it is not or when jwt-decode could not be loaded (a network
 * failure is no reason to end a session: the call goes out and a 401 still refreshes); rejects when the token cannot
 * be decoded.
 */
export async function isTokenExpired(token: string, nowSeconds = Date.now() / 1000): Promise<boolean> {
  let decode: typeof jwtDecode;
  try {
    decode = (await loadJwtDecode()).jwtDecode;
  } catch {
    return false;
  }
  const { exp } = decode<{ exp?: number }>(token);
  if (typeof exp !== 'number') return false;
  return nowSeconds >= exp - EXPIRY_MARGIN_SECONDS;
}

const pathOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
const isTokenPair = (data: unknown): data is { token: string; refresh_token: string } =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Record<string, unknown>).token === 'string' &&
  typeof (data as Record<string, unknown>).refresh_token === 'string';

let refreshInFlight: Promise<boolean> | null = null;

type Api = Parameters<BaseQueryFn>[1];

function refreshSession(api: Api, extraOptions: object): Promise<boolean> {
  refreshInFlight ??= (async () => {
    const refreshToken = selectRefreshToken(api.getState() as ApiState);
    if (!refreshToken) return false;
    const result = await rawBaseQuery(
      { url: REFRESH_PATH, method: 'POST', body: {}, headers: { authorization: `Bearer ${refreshToken}` } },
      api,
      extraOptions,
    );
    if (!isTokenPair(result.data)) return false;
    api.dispatch(tokensRefreshed({ token: result.data.token, refreshToken: result.data.refresh_token }));
    return true;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

const sessionEnded = (api: Api): { error: FetchBaseQueryError } => {
  api.dispatch(sessionExpired());
  return { error: { status: 401, data: { messageId: SESSION_ENDED_ID } } };
};

export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const path = pathOf(args);
  const isAuthCall = path.startsWith('/auth/');
  const token = selectToken(api.getState() as ApiState);

  if (token && path !== REFRESH_PATH) {
    let expired: boolean;
    try {
      expired = await isTokenExpired(token);
    } catch {
      return sessionEnded(api);
    }
    if (expired && !(await refreshSession(api, extraOptions))) return sessionEnded(api);
  }

  const result = await rawBaseQuery(args, api, extraOptions);
  // A token the server no longer accepts (revoked, clock skew): refresh once and retry once.
  if (result.error?.status === 401 && token && !isAuthCall) {
    if (!(await refreshSession(api, extraOptions))) return sessionEnded(api);
    return rawBaseQuery(args, api, extraOptions);
  }
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Category', 'Product', 'Order', 'Review', 'Address', 'Return'],
  endpoints: () => ({}),
});
