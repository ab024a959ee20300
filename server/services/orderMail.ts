// The shop's emails, written from the message catalogue in the shopper's language: HTML (right to left in Arabic)
// with a plain-text part, the shop's name and address, prices and dates as the site shows them (EGP, Africa/Cairo),
// and no images or tracking pixels. Rendered in the transaction of the change that causes them and queued in the
// outbox there (server/services/outbox.ts).
import { eq } from 'drizzle-orm';
import {
  CANCEL_REASON_IDS,
  REFUND_METHOD_IDS,
  RETURN_REASON_IDS,
  RETURN_REJECT_REASON_IDS,
  SHOP_TIME_ZONE,
  type CartLine,
  type MailKind,
  type ShopContact,
} from '../../src/contract';
import type { Database } from '../db/client';
import { orders, users, type OrderRow, type ReturnLineRow, type ReturnRow } from '../db/schema';
import { formatCount, formatPrice, localeOf, type Lang, type Translator } from './messages';
import { enqueueMail } from './outbox';
import { escapeHtml } from '../../src/contract/html';
import { nameWithChoices } from '../../src/contract/variants';
import { variantOfLine } from '../catalogue';

export interface RenderedMail {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

export type OrderMailKind = Exclude<MailKind, `account.${string}` | `return.${string}` | `contact.${string}`>;

const formatDate = (at: Date, lang: Lang) =>
  new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(at);

/** The order number the shopper sees (the id's start, as the site and the desk show it). */
const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

/** The shop's pages a mail links to: the spec's routes (src/config/paths.ts, which the server may not import). */
const links = {
  tracking: (id: string) => `/trackingorder/${encodeURIComponent(id)}`,
  item: (id: string) => `/item/${encodeURIComponent(id)}`,
  forgotPassword: '/forgot-password',
  contact: '/contact',
  staffMessage: (id: string) => `/staff/messages/${encodeURIComponent(id)}`,
};

/** One paragraph of a mail: plain text, and HTML whose `link` (if any) is an anchor. */
interface Block {
  text: string;
  link?: string;
  /** Lines of a table (label, value), e.g. the order summary. */
  rows?: [string, string][];
}

/** The shop's details every mail ends with (its settings: SHOP_ADDRESS, SHOP_ADDRESS_AR, SHOP_PHONE, SHOP_EMAIL). */
export type MailShop = Pick<ShopContact, 'address' | 'addressAr' | 'phone' | 'email'>;

function assemble(
  lang: Lang,
  t: (id: string, params?: Record<string, string>) => string,
  blocks: Block[],
  contact: MailShop,
) {
  const shop = t('app.name');
  const footer = t('server.mail.footer', {
    shop,
    address: lang === 'ar' ? contact.addressAr : contact.address,
    phone: contact.phone,
    email: contact.email,
  });
  const text = [
    ...blocks.map((block) =>
      [block.text, ...(block.rows ?? []).map(([label, value]) => `${label}: ${value}`), block.link ?? '']
        .filter(Boolean)
        .join('\n'),
    ),
    '--',
    footer,
  ].join('\n\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const align = lang === 'ar' ? 'right' : 'left';
  const body = blocks
    .map((block) => {
      const rows = block.rows
        ? `<table role="presentation" cellpadding="6" style="border-collapse:collapse">${block.rows
            .map(
              ([label, value]) =>
                `<tr><td style="color:#555">${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`,
            )
            .join('')}</table>`
        : '';
      const link = block.link
        ? `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`
        : '';
      return `<p>${escapeHtml(block.text)}</p>${rows}${link}`;
    })
    .join('');
  const html =
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(shop)}</title></head>` +
    `<body dir="${dir}" style="font-family:Arial,Tahoma,sans-serif;text-align:${align};color:#111">` +
    `<h1 style="font-size:20px">${escapeHtml(shop)}</h1>${body}` +
    `<hr><p style="color:#555;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  return { text: `${text}\n`, html };
}

/**
 * A line as the mail names it: the product's name with the variant's choices in the mail's language ('Nova Phone 16
 * Pro (512 GB · Blue)'), as return mails name them; a line from before variants names no variant, so its name alone.
 */
const lineName = (line: CartLine, lang: Lang) =>
  nameWithChoices(
    lang === 'ar' && line.product.nameAr ? line.product.nameAr : line.product.name,
    line.product.variant?.choices,
    lang,
  );

/** An order's email of `kind`, to its shopper (`name`, `phone`), in the order's language. */
export function renderOrderMail(
  translate: Translator,
  contact: MailShop,
  appUrl: string,
  kind: OrderMailKind,
  order: OrderRow,
  shopper: { name: string; phone: string },
  at: Date,
  extra: Record<string, string> = {},
): RenderedMail {
  const lang = order.lang;
  const t = (id: string, params: Record<string, string> = {}) => translate(id, lang, params);
  const number = orderNumber(order.id);
  const tracking = `${appUrl}${links.tracking(order.id)}`;
  const price = (value: number) => formatPrice(value, lang);
  const blocks: Block[] = [{ text: t('server.mail.hello', { name: shopper.name }) }];
  const key = kind.replace('order.', '');
  // Payment mails have their own messages (server.mail.payment.*); the others are the order's.
  const prefix = kind.startsWith('payment.') ? `server.mail.${kind}` : `server.mail.order.${key}`;
  blocks.push({ text: t(`${prefix}.intro`, { number, phone: shopper.phone, ...extra }) });
  if (kind === 'order.placed') {
    blocks.push({
      text: t('server.mail.order.summary'),
      rows: [
        ...order.lines.map((line): [string, string] => [
          `${lineName(line, lang)} × ${formatCount(line.quantity, lang)}`,
          price(line.total),
        ]),
        [t('server.mail.order.subtotal'), price(order.subtotal)],
        [t('server.mail.order.deliveryFee'), price(order.deliveryFee)],
        [t('server.mail.order.total'), price(order.total)],
        [t('server.mail.order.placedAt'), formatDate(order.createdAt, lang)],
      ],
    });
  }
  if (kind === 'order.cancelled' && order.cancelReason) {
    const reasonId = CANCEL_REASON_IDS[order.cancelReason as keyof typeof CANCEL_REASON_IDS];
    blocks.push({
      text: t('server.mail.order.cancelled.reason', { reason: reasonId ? t(reasonId) : order.cancelReason }),
    });
  }
  if (kind === 'order.shipped' && order.courier && order.trackingNumber) {
    blocks.push({
      text: t('server.mail.order.shipped.with'),
      rows: [
        [t('server.mail.order.courier'), order.courier],
        [t('server.mail.order.trackingNumber'), order.trackingNumber],
      ],
    });
  }
  if (kind === 'order.completed') {
    blocks.push({ text: t('server.mail.order.completed.review') });
    for (const line of order.lines) {
      blocks.push({
        text: lineName(line, lang),
        link: `${appUrl}${links.item(line.product._id)}`,
      });
    }
  }
  if (kind !== 'order.completed' && kind !== 'order.cancelled') {
    blocks.push({ text: t('server.mail.order.track'), link: tracking });
  }
  blocks.push({ text: t('server.mail.order.when', { at: formatDate(at, lang) }) });
  return {
    kind,
    subject: t(`${prefix}.subject`, { number }),
    ...assemble(lang, t, blocks, contact),
  };
}

export type ReturnMailKind = Extract<MailKind, `return.${string}`>;

/**
 * A return's email of `kind` (one for each step), to its shopper, in the language they asked for it in: the order's
 * number, the units and the reason; the pickup day once approved, the shop's reason when rejected, what each unit
 * came to at inspection, and the refund (amount, how, reference).
 */
export function renderReturnMail(
  translate: Translator,
  contact: MailShop,
  appUrl: string,
  kind: ReturnMailKind,
  ret: ReturnRow,
  lines: (ReturnLineRow & { name: string; nameAr: string })[],
  shopper: { name: string },
  refund: { amount: number; method: keyof typeof REFUND_METHOD_IDS; reference: string } | null,
  at: Date,
): RenderedMail {
  const lang = ret.lang;
  const t = (id: string, params: Record<string, string> = {}) => translate(id, lang, params);
  const number = orderNumber(ret.orderId);
  const key = kind.replace('return.', '');
  const name = (line: { name: string; nameAr: string }) =>
    lang === 'ar' && line.nameAr ? line.nameAr : line.name;
  const blocks: Block[] = [
    { text: t('server.mail.hello', { name: shopper.name }) },
    {
      text: t(`server.mail.return.${key}.intro`, {
        number,
        day: ret.pickupDate ?? '',
        reason: t(RETURN_REASON_IDS[ret.reason]),
      }),
    },
    {
      text: t('server.mail.return.units'),
      rows: lines.map((line): [string, string] => [
        `${name(line)} × ${formatCount(line.quantity, lang)}`,
        kind === 'return.inspected' && line.resellable !== null
          ? t('server.mail.return.inspection', {
              resellable: formatCount(line.resellable, lang),
              notResellable: formatCount(line.quantity - line.resellable, lang),
            })
          : formatPrice(line.unitPrice * line.quantity, lang),
      ]),
    },
  ];
  if (kind === 'return.rejected' && ret.rejectReason) {
    const reason = t(RETURN_REJECT_REASON_IDS[ret.rejectReason]);
    blocks.push({
      text: t('server.mail.return.rejected.reason', {
        reason: ret.rejectNote ? `${reason}: ${ret.rejectNote}` : reason,
      }),
    });
  }
  if (kind === 'return.refunded' && refund) {
    blocks.push({
      text: t('server.mail.return.refunded.how'),
      rows: [
        [t('server.mail.return.refunded.amount'), formatPrice(refund.amount, lang)],
        [t('server.mail.return.refunded.method'), t(REFUND_METHOD_IDS[refund.method])],
        [t('server.mail.return.refunded.reference'), refund.reference],
      ],
    });
  }
  blocks.push({ text: t('server.mail.return.track'), link: `${appUrl}${links.tracking(ret.orderId)}` });
  blocks.push({ text: t('server.mail.order.when', { at: formatDate(at, lang) }) });
  return {
    kind,
    subject: t(`server.mail.return.${key}.subject`, { number }),
    ...assemble(lang, t, blocks, contact),
  };
}

/** The notice that an account's password was changed (sent to its address, in the request's language). */
export function renderPasswordChanged(
  translate: Translator,
  contact: MailShop,
  appUrl: string,
  lang: Lang,
  name: string,
  at: Date,
): RenderedMail {
  const t = (id: string, params: Record<string, string> = {}) => translate(id, lang, params);
  const blocks: Block[] = [
    { text: t('server.mail.hello', { name }) },
    { text: t('server.mail.passwordChanged.intro', { at: formatDate(at, lang) }) },
    { text: t('server.mail.passwordChanged.notYou'), link: `${appUrl}${links.forgotPassword}` },
  ];
  return {
    kind: 'account.passwordChanged',
    subject: t('server.mail.passwordChanged.subject'),
    ...assemble(lang, t, blocks, contact),
  };
}

/**
 * The password-reset link for an account, in the language of the request that asked for it (the shopper's screen;
 * `link` is the full /reset-password/{token} address, valid for `minutes`), queued in the outbox.
 */
export function renderPasswordReset(
  translate: Translator,
  contact: MailShop,
  lang: Lang,
  name: string,
  link: string,
  minutes: number,
): RenderedMail {
  const t = (id: string, params: Record<string, string> = {}) => translate(id, lang, params);
  const blocks: Block[] = [
    { text: t('server.mail.hello', { name }) },
    { text: t('server.mail.passwordReset.intro', { minutes: formatCount(minutes, lang) }), link },
    { text: t('server.mail.passwordReset.notYou') },
  ];
  return {
    kind: 'account.passwordReset',
    subject: t('server.mail.passwordReset.subject'),
    ...assemble(lang, t, blocks, contact),
  };
}

/**
 * The link that confirms a new email address (`link`, valid for `hours`), sent to that new address in the language
 * of the request that asked for it; whoever did not ask can ignore it (nothing changes until it is followed).
 */
export function renderEmailChange(
  translate: Translator,
  contact: MailShop,
  lang: Lang,
  name: string,
  link: string,
  hours: number,
): RenderedMail {
  const t = (id: string, params: Record<string, string> = {}) => translate(id, lang, params);
  const blocks: Block[] = [
    { text: t('server.mail.hello', { name }) },
    { text: t('server.mail.emailChange.intro', { hours: formatCount(hours, lang) }), link },
    { text: t('server.mail.emailChange.notYou') },
  ];
  return {
    kind: 'account.emailChange',
    subject: t('server.mail.emailChange.subject'),
    ...assemble(lang, t, blocks, contact),
  };
}

/** A staff reply to a contact message, to its sender, in the language of the page they wrote from. */
export function renderContactReply(
  translate: Translator,
  contact: MailShop,
  appUrl: string,
  lang: Lang,
  message: { firstName: string; message: string; createdAt: Date },
  reply: string,
): RenderedMail {
  const t = (id: string, params: Record<string, string> = {}) => translate(id, lang, params);
  const blocks: Block[] = [
    { text: t('server.mail.hello', { name: message.firstName }) },
    { text: reply },
    { text: t('server.mail.contactReply.yours', { at: formatDate(message.createdAt, lang) }) },
    { text: message.message },
    { text: t('server.mail.contactReply.again'), link: `${appUrl}${links.contact}` },
  ];
  return {
    kind: 'contact.reply',
    subject: t('server.mail.contactReply.subject'),
    ...assemble(lang, t, blocks, contact),
  };
}

/** The shop's notice of a new contact message (to SHOP_EMAIL): who wrote, what, and the inbox's link. */
export function renderContactReceived(
  translate: Translator,
  contact: MailShop,
  appUrl: string,
  message: { id: string; firstName: string; lastName: string; email: string; message: string },
): RenderedMail {
  const lang: Lang = 'en';
  const t = (id: string, params: Record<string, string> = {}) => translate(id, lang, params);
  const name = `${message.firstName} ${message.lastName}`;
  const blocks: Block[] = [
    { text: t('server.mail.contactReceived.intro'), rows: [[name, message.email]] },
    { text: message.message },
    { text: t('server.mail.contactReceived.answer'), link: `${appUrl}${links.staffMessage(message.id)}` },
  ];
  return {
    kind: 'contact.received',
    subject: t('server.mail.contactReceived.subject', { name }),
    ...assemble(lang, t, blocks, contact),
  };
}

/** OrderRules.mail: renders an order's email for its shopper and queues it in the outbox, on the caller's `tx`. */
export function queueOrderMail(translate: Translator, appUrl: string, contact: MailShop) {
  return async (
    tx: Database,
    kind: OrderMailKind,
    order: OrderRow,
    at: Date,
    params: Record<string, string> = {},
  ): Promise<void> => {
    const [shopper] = await tx
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, order.userId));
    if (!shopper) return;
    const mail = renderOrderMail(translate, contact, appUrl, kind, order, shopper, at, params);
    await enqueueMail(tx, { ...mail, to: shopper.email, orderId: order.id }, at);
  };
}

/** ReturnRules.mail: renders a return's email for its shopper and queues it in the outbox, on the caller's `tx`. */
export function queueReturnMail(translate: Translator, appUrl: string, contact: MailShop) {
  return async (
    tx: Database,
    kind: ReturnMailKind,
    ret: ReturnRow,
    lines: ReturnLineRow[],
    refund: { amount: number; method: keyof typeof REFUND_METHOD_IDS; reference: string } | null,
    at: Date,
  ): Promise<void> => {
    const [shopper] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, ret.userId));
    const [order] = await tx.select({ lines: orders.lines }).from(orders).where(eq(orders.id, ret.orderId));
    if (!shopper || !order) return;
    // Each line by its variant (an order may hold a product in two), named with the variant's choices.
    const named = lines.map((line) => {
      const product = order.lines.find((orderLine) => variantOfLine(orderLine) === line.variantId)?.product;
      const choices = product?.variant?.choices;
      return {
        ...line,
        name: nameWithChoices(product?.name ?? '', choices, 'en'),
        nameAr: nameWithChoices(product?.nameAr ?? '', choices, 'ar'),
      };
    });
    const mail = renderReturnMail(translate, contact, appUrl, kind, ret, named, shopper, refund, at);
    await enqueueMail(tx, { ...mail, to: shopper.email, orderId: ret.orderId }, at);
  };
}
