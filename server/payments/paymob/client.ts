// Paymob by its documented API (developers.paymob.com): the intention API and Unified Checkout for a payment, the
// HMAC-signed transaction callbacks, void_refund/refund for a refund, and the transaction inquiry.
import {
  ProviderError,
  type CreatedPayment,
  type PaymentProvider,
  type PaymentRequest,
  type Transaction,
  type Transport,
  type Verified,
  type OnlineMethod,
} from '../provider';
import { hmacMatches, processedString, responseString } from './hmac';

export interface PaymobSettings {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** https://accept.paymob.com, or the sandbox (server/payments/sandbox.ts). */
  baseUrl: string;
  integrations: Partial<Record<OnlineMethod, number>>;
}

const bool = (value: unknown) => value === true || value === 'true';
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const cents = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isSafeInteger(n) ? n : NaN;
};

/** A transaction from a processed callback's `obj` (or an inquiry's answer, which has the same shape). */
export function transactionOf(obj: Record<string, unknown>): Transaction | undefined {
  const order = obj.order as Record<string, unknown> | undefined;
  if (!order || typeof order !== 'object' || order.id === undefined) return undefined;
  const amountCents = cents(obj.amount_cents);
  if (obj.id === undefined || Number.isNaN(amountCents)) return undefined;
  const reference = text(order.merchant_order_id) || text(obj.special_reference) || null;
  return {
    id: text(obj.id),
    providerOrderId: text(order.id),
    reference: reference === 'null' ? null : reference,
    amountCents,
    currency: text(obj.currency),
    success: bool(obj.success),
    pending: bool(obj.pending),
    reversal:
      bool(obj.is_refunded) ||
      bool(obj.is_voided) ||
      bool(obj.is_refund) ||
      bool(obj.is_void) ||
      bool(obj.has_parent_transaction),
    refundedCents: cents(obj.refunded_amount_cents ?? 0) || 0,
  };
}

/** A response callback's query as a transaction (the same fields, flat). */
function redirectTransaction(query: Record<string, unknown>): Transaction | undefined {
  const amountCents = cents(query.amount_cents);
  const orderId = query.order_id ?? query.order;
  if (query.id === undefined || orderId === undefined || Number.isNaN(amountCents)) return undefined;
  return {
    id: text(query.id),
    providerOrderId: text(orderId),
    reference: text(query.merchant_order_id) || null,
    amountCents,
    currency: text(query.currency),
    success: bool(query.success),
    pending: bool(query.pending),
    reversal: bool(query.is_refunded) || bool(query.is_voided) || bool(query.has_parent_transaction),
    refundedCents: 0,
  };
}

/** Splits a name into Paymob's first and last name (both required; a one-word name repeats). */
export function billingData(request: PaymentRequest) {
  const p = request.payer;
  return {
    first_name: p.firstName,
    last_name: p.lastName,
    email: p.email,
    phone_number: p.phone,
    street: p.street,
    building: p.building,
    floor: p.floor,
    apartment: p.apartment,
    city: p.city,
    state: p.state,
    country: 'EG',
  };
}

export function createPaymob(settings: PaymobSettings, transport: Transport): PaymentProvider {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const call = async (method: string, path: string, body?: unknown) => {
    let res;
    try {
      res = await transport(`${base}${path}`, {
        method,
        headers: {
          authorization: `Token ${settings.secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new ProviderError(`Paymob could not be reached: ${(error as Error).message}`);
    }
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.status < 200 || res.status >= 300) {
      throw new ProviderError(`Paymob answered ${res.status} to ${method} ${path}`, res.status);
    }
    return answer;
  };

  return {
    name: 'paymob',

    async createPayment(request): Promise<CreatedPayment> {
      const integration = settings.integrations[request.method];
      if (integration === undefined) throw new ProviderError(`${request.method} is not switched on`);
      const answer = await call('POST', '/v1/intention/', {
        amount: request.amountCents,
        currency: request.currency,
        payment_methods: [integration],
        items: request.items.map((item) => ({
          name: item.name.slice(0, 50),
          amount: item.amountCents,
          quantity: item.quantity,
        })),
        billing_data: billingData(request),
        customer: {
          first_name: request.payer.firstName,
          last_name: request.payer.lastName,
          email: request.payer.email,
        },
        special_reference: request.reference,
        expiration: request.expirationSeconds,
        notification_url: request.notificationUrl,
        redirection_url: request.redirectionUrl,
      });
      const clientSecret = text(answer.client_secret);
      const providerOrderId = text(answer.intention_order_id);
      if (!clientSecret || !providerOrderId)
        throw new ProviderError('Paymob answered an intention without a client secret');
      const query = new URLSearchParams({ publicKey: settings.publicKey, clientSecret });
      return {
        providerOrderId,
        intentionId: text(answer.id),
        checkoutUrl: `${base}/unifiedcheckout/?${query.toString()}`,
      };
    },

    verifyCallback(query, body): Verified {
      if (!body || typeof body !== 'object') return { ok: false, reason: 'shape' };
      const { type, obj } = body as { type?: unknown; obj?: unknown };
      if (type !== 'TRANSACTION' || !obj || typeof obj !== 'object') return { ok: false, reason: 'shape' };
      const record = obj as Record<string, unknown>;
      if (!hmacMatches(settings.hmacSecret, processedString(record), query.hmac)) {
        return { ok: false, reason: 'signature' };
      }
      const transaction = transactionOf(record);
      return transaction ? { ok: true, transaction } : { ok: false, reason: 'shape' };
    },

    verifyRedirect(query): Verified {
      if (!hmacMatches(settings.hmacSecret, responseString(query), query.hmac)) {
        return { ok: false, reason: 'signature' };
      }
      const transaction = redirectTransaction(query);
      return transaction ? { ok: true, transaction } : { ok: false, reason: 'shape' };
    },

    async refund(transactionId, amountCents) {
      const answer = await call('POST', '/api/acceptance/void_refund/refund', {
        transaction_id: Number(transactionId),
        amount_cents: amountCents,
      });
      const obj = (answer.obj ?? answer) as Record<string, unknown>;
      if (!bool(obj.success)) throw new ProviderError('Paymob declined the refund');
      return { refundId: text(obj.id) };
    },

    async lookupTransaction(transactionId) {
      const answer = await call('GET', `/api/acceptance/transactions/${encodeURIComponent(transactionId)}`);
      const transaction = transactionOf((answer.obj ?? answer) as Record<string, unknown>);
      if (!transaction) throw new ProviderError('Paymob answered a transaction of an unknown shape');
      return transaction;
    },
  };
}
