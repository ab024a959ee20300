// The shop's emails, written from the message catalogue in the shopper's language: HTML (right to left in Arabic)
// with a plain-text part, the shop's name and address, prices and dates as the site shows them (EGP, Africa/Cairo),
// and no images or tracking pixels. Rendered in the transaction of the change that causes them and queued in the
// outbox there (server/services/outbox.ts).
import { eq } from 'drizzle-orm';
import { CANCEL_REASON_IDS, SHOP_TIME_ZONE, type CartLine, type MailKind } from '../../src/contract';
import type { Database } from '../db/client';
import { users, type OrderRow } from '../db/schema';
import { formatCount, formatPrice, localeOf, type Lang, type Translator } from './messages';
import { enqueueMail } from './outbox';

export interface RenderedMail {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
}

export type OrderMailKind = Extract<MailKind, `order.${string}`>;

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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One paragraph of a mail: plain text, and HTML whose `link` (if any) is an anchor. */
interface Block {
  text: string;
  link?: string;
  /** Lines of a table (label, value), e.g. the order summary. */
  rows?: [string, string][];
}

function assemble(lang: Lang, t: (id: string, params?: Record<string, string>) => string, blocks: Block[]) {
  const shop = t('app.name');
  const footer = t('server.mail.footer', { shop, address: t('contact.address') });
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

const lineName = (line: CartLine, lang: Lang) =>
  lang === 'ar' && line.product.nameAr ? line.product.nameAr : line.product.name;

/** An order's email of `kind`, to its shopper (`name`, `phone`), in the order's language. */
export function renderOrderMail(
  translate: Translator,
  appUrl: string,
  kind: OrderMailKind,
  order: OrderRow,
  shopper: { name: string; phone: string },
  at: Date,
): RenderedMail {
  const lang = order.lang;
  const t = (id: string, params: Record<string, string> = {}) => translate(id, lang, params);
  const number = orderNumber(order.id);
  const tracking = `${appUrl}${links.tracking(order.id)}`;
  const price = (value: number) => formatPrice(value, lang);
  const blocks: Block[] = [{ text: t('server.mail.hello', { name: shopper.name }) }];
  const key = kind.replace('order.', '');
  blocks.push({ text: t(`server.mail.order.${key}.intro`, { number, phone: shopper.phone }) });
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
    subject: t(`server.mail.order.${key}.subject`, { number }),
    ...assemble(lang, t, blocks),
  };
}

/** The notice that an account's password was changed (sent to its address, in the request's language). */
export function renderPasswordChanged(
  translate: Translator,
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
    ...assemble(lang, t, blocks),
  };
}

/**
 * The password-reset link for an account, in the language of the request that asked for it (the shopper's screen;
 * `link` is the full /reset-password/{token} address, valid for `minutes`), queued in the outbox.
 */
export function renderPasswordReset(
  translate: Translator,
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
    ...assemble(lang, t, blocks),
  };
}

/** A staff reply to a contact message, to its sender, in the language of the page they wrote from. */
export function renderContactReply(
  translate: Translator,
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
    ...assemble(lang, t, blocks),
  };
}

/** The shop's notice of a new contact message (to SHOP_EMAIL): who wrote, what, and the inbox's link. */
export function renderContactReceived(
  translate: Translator,
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
    ...assemble(lang, t, blocks),
  };
}

/** OrderRules.mail: renders an order's email for its shopper and queues it in the outbox, on the caller's `tx`. */
export function queueOrderMail(translate: Translator, appUrl: string) {
  return async (tx: Database, kind: OrderMailKind, order: OrderRow, at: Date): Promise<void> => {
    const [shopper] = await tx
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, order.userId));
    if (!shopper) return;
    const mail = renderOrderMail(translate, appUrl, kind, order, shopper, at);
    await enqueueMail(tx, { ...mail, to: shopper.email, orderId: order.id }, at);
  };
}
