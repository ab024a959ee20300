// The Paymob-compatible sandbox (like the email outbox for mail): the intention endpoint, a Unified Checkout page in
// both languages, the refund and transaction inquiry endpoints, at PAYMOB_BASE_URL (the shop's own /payment-sandbox
// by default). It accepts Paymob's documented test card (5123456789012346, 01/39, CVV 123) and test wallet
// (01010101010, PIN and OTP 123456), declines everything else, and sends the signed processed callback and the
// signed redirect as Paymob does. Its intentions live in this process's memory: one instance, trials and tests.
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../src/contract/html';
import type { PaymentSettings } from '../config';
import { langOf, type Lang, type Translator } from '../services/messages';
import { hmacOf, processedString } from './paymob/hmac';
import type { OnlineMethod, Transport } from './provider';

export const SANDBOX_PREFIX = '/payment-sandbox';
export const TEST_CARD = { number: '5123456789012346', expiry: '01/39', cvv: '123' };
export const TEST_WALLET = { phone: '01010101010', pin: '123456', otp: '123456' };

interface Intention {
  id: string;
  orderId: number;
  clientSecret: string;
  amountCents: number;
  currency: string;
  integrationId: number;
  method: OnlineMethod;
  reference: string;
  notificationUrl: string;
  redirectionUrl: string;
  expiresAt: number;
}

interface SandboxTransaction {
  obj: Record<string, unknown>;
  refundedCents: number;
}

export interface SandboxOptions {
  settings: PaymentSettings;
  /** Delivers the processed callback (to the shop's own callback URL in process). */
  deliver: Transport;
  translate: Translator;
  now: () => number;
}

export function paymentSandbox(options: SandboxOptions) {
  const { settings, deliver, translate, now } = options;
  const intentions = new Map<string, Intention>();
  const transactions = new Map<string, SandboxTransaction>();
  // Numbers like Paymob's: a large base, counting up.
  let nextId = 300_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
  const methodOf = (integrationId: number): OnlineMethod | undefined =>
    (Object.entries(settings.integrations) as [OnlineMethod, number][]).find(
      ([, id]) => id === integrationId,
    )?.[0];
  const authorised = (header: unknown) => header === `Token ${settings.secretKey}`;

  function transactionObj(intention: Intention, success: boolean, sourceType: string, pan: string) {
    nextId += 1;
    return {
      id: nextId,
      pending: false,
      amount_cents: intention.amountCents,
      success,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: sourceType === 'card',
      integration_id: intention.integrationId,
      profile_id: 1,
      has_parent_transaction: false,
      order: {
        id: intention.orderId,
        merchant_order_id: intention.reference,
        amount_cents: intention.amountCents,
      },
      created_at: new Date(now()).toISOString().replace('Z', ''),
      currency: intention.currency,
      error_occured: false,
      owner: 1,
      source_data: {
        pan,
        type: sourceType,
        sub_type: sourceType === 'card' ? 'MasterCard' : 'wallet',
      },
      data: { message: success ? 'Approved' : 'Do not honour' },
      special_reference: intention.reference,
    };
  }

  /** The redirect's query: the signed fields flat, as Paymob's response callback sends them. */
  function redirectQuery(obj: Record<string, unknown>): URLSearchParams {
    const source = obj.source_data as Record<string, string>;
    const order = obj.order as Record<string, unknown>;
    const flat: Record<string, string> = {};
    for (const [key, value] of Object.entries(obj)) {
      if (value === null || typeof value !== 'object') flat[key] = String(value);
    }
    flat.order = String(order.id);
    flat.merchant_order_id = String(order.merchant_order_id);
    flat['source_data.pan'] = source.pan!;
    flat['source_data.type'] = source.type!;
    flat['source_data.sub_type'] = source.sub_type!;
    flat.hmac = hmacOf(settings.hmacSecret, processedString(obj));
    return new URLSearchParams(flat);
  }

  function page(lang: Lang, intention: Intention, error?: string): string {
    const t = (id: string) => escapeHtml(translate(id, lang));
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    const amount = new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
      style: 'currency',
      currency: 'EGP',
    }).format(intention.amountCents / 100);
    const field = (name: string, label: string, extra = '') =>
      `<label>${t(label)}<input name="${name}" ${extra} required></label>`;
    const fields =
      intention.method === 'wallet'
        ? field('phone', 'server.sandbox.wallet.phone', 'inputmode="tel" autocomplete="off"') +
          field('pin', 'server.sandbox.wallet.pin', 'inputmode="numeric" autocomplete="off"') +
          field('otp', 'server.sandbox.wallet.otp', 'inputmode="numeric" autocomplete="off"')
        : field('number', 'server.sandbox.card.number', 'inputmode="numeric" autocomplete="off"') +
          field('expiry', 'server.sandbox.card.expiry', 'placeholder="MM/YY" autocomplete="off"') +
          field('cvv', 'server.sandbox.card.cvv', 'inputmode="numeric" autocomplete="off"');
    const plan = intention.method === 'instalments' ? `<p>${t('server.sandbox.instalments.note')}</p>` : '';
    return (
      `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('server.sandbox.title')}</title>` +
      '<style>body{font-family:Arial,Tahoma,sans-serif;max-width:420px;margin:24px auto;padding:0 16px}' +
      'label{display:block;margin:12px 0}input{display:block;width:100%;box-sizing:border-box;padding:10px;font-size:16px}' +
      'button{width:100%;padding:12px;font-size:16px;margin-top:12px}.error{color:#b00020}</style></head>' +
      `<body><h1>${t('server.sandbox.title')}</h1><p>${t('server.sandbox.notice')}</p>` +
      `<p>${t(`server.sandbox.method.${intention.method}`)}: <strong>${escapeHtml(amount)}</strong></p>${plan}` +
      (error ? `<p class="error" role="alert">${t(error)}</p>` : '') +
      `<form method="post" action="${SANDBOX_PREFIX}/unifiedcheckout/pay">` +
      `<input type="hidden" name="clientSecret" value="${escapeHtml(intention.clientSecret)}">` +
      `<input type="hidden" name="lang" value="${lang}">${fields}` +
      `<button type="submit">${t('server.sandbox.pay')}</button></form></body></html>`
    );
  }

  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 10_000 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.post('/v1/intention/', async (request, reply) => {
      if (!authorised(request.headers.authorization))
        return reply.status(401).send({ detail: 'Invalid token' });
      const body = (request.body ?? {}) as Record<string, unknown>;
      const integrationId = Array.isArray(body.payment_methods) ? body.payment_methods[0] : undefined;
      const method = typeof integrationId === 'number' ? methodOf(integrationId) : undefined;
      const amount = body.amount;
      if (!method)
        return reply.status(404).send({ detail: 'Integration ID/Name does not exist in our system' });
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
        return reply.status(400).send({ amount: ['A valid integer is required.'] });
      }
      for (const key of ['notification_url', 'redirection_url', 'special_reference', 'currency']) {
        if (typeof body[key] !== 'string' || !body[key])
          return reply.status(400).send({ [key]: ['This field is required.'] });
      }
      nextId += 1;
      const intention: Intention = {
        id: `pi_sandbox_${nextId}`,
        orderId: nextId,
        clientSecret: `egy_csk_sandbox_${nextId}_${Math.random().toString(36).slice(2)}`,
        amountCents: amount,
        currency: body.currency as string,
        integrationId: integrationId as number,
        method,
        reference: body.special_reference as string,
        notificationUrl: body.notification_url as string,
        redirectionUrl: body.redirection_url as string,
        expiresAt: now() + (typeof body.expiration === 'number' ? body.expiration : 3600) * 1000,
      };
      intentions.set(intention.clientSecret, intention);
      return reply.status(201).send({
        id: intention.id,
        intention_order_id: intention.orderId,
        client_secret: intention.clientSecret,
        special_reference: intention.reference,
        payment_methods: [{ integration_id: intention.integrationId }],
        status: 'intended',
        confirmed: false,
      });
    });

    app.get('/unifiedcheckout/', async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const lang =
        query.lang === 'ar' || query.lang === 'en' ? query.lang : langOf(request.headers['accept-language']);
      const intention = query.clientSecret ? intentions.get(query.clientSecret) : undefined;
      if (!intention || query.publicKey !== settings.publicKey) {
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send(translate('server.sandbox.unknown', lang));
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(lang, intention));
    });

    app.post('/unifiedcheckout/pay', async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const lang: Lang = form.lang === 'ar' ? 'ar' : 'en';
      const intention = form.clientSecret ? intentions.get(form.clientSecret) : undefined;
      if (!intention)
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send(translate('server.sandbox.unknown', lang));
      if (intention.expiresAt <= now()) {
        return reply
          .status(410)
          .type('text/html; charset=utf-8')
          .send(page(lang, intention, 'server.sandbox.expired'));
      }
      const digits = (value: string | undefined) => (value ?? '').replace(/\s+/g, '');
      let success: boolean;
      let obj;
      if (intention.method === 'wallet') {
        success =
          digits(form.phone) === TEST_WALLET.phone &&
          form.pin === TEST_WALLET.pin &&
          form.otp === TEST_WALLET.otp;
        obj = transactionObj(intention, success, 'wallet', digits(form.phone));
      } else {
        const number = digits(form.number);
        success =
          number === TEST_CARD.number &&
          digits(form.expiry) === TEST_CARD.expiry &&
          form.cvv === TEST_CARD.cvv;
        obj = transactionObj(intention, success, 'card', number.slice(-4));
      }
      transactions.set(String(obj.id), { obj, refundedCents: 0 });
      const hmac = hmacOf(settings.hmacSecret, processedString(obj));
      // Paymob posts the processed callback, then sends the shopper back; its answer does not change the payment.
      await deliver(`${intention.notificationUrl}?hmac=${hmac}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'TRANSACTION', obj }),
      }).catch(() => undefined);
      const target = new URL(intention.redirectionUrl);
      for (const [key, value] of redirectQuery(obj)) target.searchParams.set(key, value);
      return reply.redirect(target.toString(), 302);
    });

    app.post('/api/acceptance/void_refund/refund', async (request, reply) => {
      if (!authorised(request.headers.authorization))
        return reply.status(401).send({ detail: 'Invalid token' });
      const body = (request.body ?? {}) as Record<string, unknown>;
      const found = transactions.get(String(body.transaction_id));
      const amount = body.amount_cents;
      if (!found || found.obj.success !== true)
        return reply.status(404).send({ detail: 'Transaction not found' });
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
        return reply.status(400).send({ amount_cents: ['A valid integer is required.'] });
      }
      if (found.refundedCents + amount > (found.obj.amount_cents as number)) {
        return reply.status(400).send({ detail: 'Refund amount exceeds the transaction amount' });
      }
      found.refundedCents += amount;
      found.obj.is_refunded = found.refundedCents > 0;
      found.obj.refunded_amount_cents = found.refundedCents;
      nextId += 1;
      return reply.status(200).send({
        id: nextId,
        pending: false,
        success: true,
        is_refund: true,
        amount_cents: amount,
        currency: found.obj.currency,
        has_parent_transaction: true,
        parent_transaction: found.obj.id,
        order: found.obj.order,
        created_at: new Date(now()).toISOString().replace('Z', ''),
      });
    });

    app.get<{ Params: { id: string } }>('/api/acceptance/transactions/:id', async (request, reply) => {
      if (!authorised(request.headers.authorization))
        return reply.status(401).send({ detail: 'Invalid token' });
      const found = transactions.get(request.params.id);
      if (!found) return reply.status(404).send({ detail: 'Not found.' });
      return found.obj;
    });
  };
}
