// Account calls under /api/auth: register, login, logout, forgotten password, reset and unlock (refresh lives in
// the base query).
import { baseApi } from '../../api/baseApi';
import type {
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
} from '../../contract/types';

export interface ResetPasswordArgs extends ResetPasswordRequest {
  /** The token from the emailed link, sent as the Bearer credential. */
  token: string;
}

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    login: build.mutation<LoginResponse['response'], LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: (response: LoginResponse) => response.response,
    }),
    /** Revokes the refresh token's family on the server (204); the caller ends the local session whatever the answer. */
    logout: build.mutation<void, { refresh_token: string }>({
      query: (body) => ({ url: '/auth/logout', method: 'POST', body }),
    }),
    /** Follows the emailed unlock link: clears the account's sign-in slowdown (the token as Bearer). */
    unlockAccount: build.mutation<MessageResponse, { token: string }>({
      query: ({ token }) => ({
        url: '/auth/unlock',
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }),
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: '/auth/forget-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordArgs>({
      // The header is set here, so the base query does not put a signed-in shopper's access token in its place.
      query: ({ token, ...body }) => ({
        url: '/auth/reset-password',
        method: 'POST',
        body,
        headers: { authorization: `Bearer ${token}` },
      }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useUnlockAccountMutation,
} = sessionApi;
