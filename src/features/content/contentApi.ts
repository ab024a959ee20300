// Content calls: the contact form, the newsletter and the shop's contact details.
import { baseApi } from '../../api/baseApi';
import {
  SHOP_CONTACT_PATH,
  type ContactRequest,
  type MessageResponse,
  type ShopContact,
  type SubscribeRequest,
} from '../../contract';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shopContact: build.query<ShopContact, void>({
      query: () => SHOP_CONTACT_PATH,
    }),
    sendContact: build.mutation<MessageResponse, ContactRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    subscribe: build.mutation<MessageResponse, SubscribeRequest>({
      query: (body) => ({ url: '/subscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMutation, useShopContactQuery, useSubscribeMutation } = contentApi;
