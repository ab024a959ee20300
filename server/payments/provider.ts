// The one interface checkout, the callbacks and refunds speak to a payment provider through. Paymob implements it
// (./paymob); another provider (Fawry reference codes) is another implementation, with no change to checkout.

/** The online methods a shop may switch on (each is a Paymob integration). */
export const ONLINE_METHODS = ['card', 'wallet', 'instalments'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** Who pays and where (from the order's address and account): the provider's billing data. */
export interface Payer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  city: string;
  state: string;
}

export interface PaymentRequest {
  /** Our reference for this attempt (the order id, or the order id and the attempt for a retry). */
  reference: string;
  amountCents: number;
  currency: 'EGP';
  method: OnlineMethod;
  payer: Payer;
  items: { name: string; amountCents: number; quantity: number }[];
  /** Where the provider posts the processed callback, and where it sends the shopper back. */
  notificationUrl: string;
  redirectionUrl: string;
  /** Seconds the provider keeps the payment open. */
  expirationSeconds: number;
}

export interface CreatedPayment {
  /** The provider's order id: the signed callbacks name it (`obj.order.id`). */
  providerOrderId: string;
  intentionId: string;
  /** The page the shopper pays on. */
  checkoutUrl: string;
}

/** A transaction as a signed callback or a look-up reports it. */
export interface Transaction {
  id: string;
  providerOrderId: string;
  /** Our reference (merchant_order_id / special_reference) when the provider sends it back. */
  reference: string | null;
  amountCents: number;
  currency: string;
  success: boolean;
  pending: boolean;
  /** A refund or void of another transaction, or a transaction marked refunded/voided. */
  reversal: boolean;
  refundedCents: number;
}

export type Verified = { ok: true; transaction: Transaction } | { ok: false; reason: 'signature' | 'shape' };

export interface PaymentProvider {
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** A processed callback: its query (carrying `hmac`) and its JSON body. */
  verifyCallback(query: Record<string, unknown>, body: unknown): Verified;
  /** The shopper's redirect back to the shop: its query, signed the same way. */
  verifyRedirect(query: Record<string, unknown>): Verified;
  /** Refunds `amountCents` of a paid transaction; resolves with the refund's own transaction id. */
  refund(transactionId: string, amountCents: number): Promise<{ refundId: string }>;
  lookupTransaction(transactionId: string): Promise<Transaction>;
}

/** The provider answered with an error or could not be reached: nothing was charged or refunded by this call. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** How the provider's HTTP calls go out: global fetch, or the shop's own sandbox in process (server/app.ts). */
export type Transport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  status: number;
  json(): Promise<unknown>;
}>;
