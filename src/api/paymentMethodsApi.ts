// The online payment methods the shop has switched on (GET /payments/methods): checkout offers them, and the pages
// that promise ways to pay (home, about, the product's instalment plans) promise only these and cash.
import { useIntl } from 'react-intl';
import type { OnlineMethodKey, PaymentMethodsAnswer } from '../contract/payments';
import { baseApi } from './baseApi';

export const paymentMethodsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentMethods: build.query<OnlineMethodKey[], void>({
      query: () => '/payments/methods',
      transformResponse: (response: PaymentMethodsAnswer) => response.methods,
    }),
  }),
});

export const { usePaymentMethodsQuery } = paymentMethodsApi;

/** 'cash, card or installments': cash and the methods switched on, as one phrase in the shopper's language. */
export function usePaymentPhrase(): string {
  const intl = useIntl();
  const { data: online = [] } = usePaymentMethodsQuery();
  const words = ['cash', ...online].map((key) => intl.formatMessage({ id: `payment.word.${key}` }));
  return intl.formatList(words, { type: 'disjunction' });
}
