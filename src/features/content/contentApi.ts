// Content calls: the contact form and the newsletter.
import { baseApi } from '../../api/baseApi';
import type { ContactRequest, MessageResponse, SubscribeRequest } from '../../contract';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<MessageResponse, ContactRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    subscribe: build.mutation<MessageResponse, SubscribeRequest>({
      query: (body) => ({ url: '/subscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMutation, useSubscribeMutation } = contentApi;
