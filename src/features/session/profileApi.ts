// My Account's changes (src/contract/profile.ts): name and phone, the password, and the email address with the link
// that confirms it.
import { baseApi } from '../../api/baseApi';
import {
  profilePaths,
  type EmailChangeRequest,
  type PasswordChangeRequest,
  type ProfileResponse,
  type ProfileUpdateRequest,
} from '../../contract/profile';
import type { MessageResponse } from '../../contract/types';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ProfileResponse, ProfileUpdateRequest>({
      query: (body) => ({ url: profilePaths.profile, method: 'PATCH', body }),
    }),
    changePassword: build.mutation<MessageResponse, PasswordChangeRequest>({
      query: (body) => ({ url: profilePaths.password, method: 'POST', body }),
    }),
    requestEmailChange: build.mutation<MessageResponse, EmailChangeRequest>({
      query: (body) => ({ url: profilePaths.email, method: 'POST', body }),
    }),
    confirmEmail: build.mutation<ProfileResponse, { token: string }>({
      query: (body) => ({ url: profilePaths.confirmEmail, method: 'POST', body }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailMutation,
} = profileApi;
