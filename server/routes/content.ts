// /api/contact and /api/subscribe: messages for the back office's inbox (the shop told of each by email) and
// newsletter sign-ups; /api/shop/contact: how to reach the shop.
import type { FastifyInstance } from 'fastify';
import { contactSchema, SHOP_CONTACT_PATH, subscribeSchema } from '../../src/contract';
import { ContactRequestShape, ShopContactShape, SubscribeRequestShape } from '../../src/contract/shapes';
import { subscriptions } from '../db/schema';
import { receiveMessage } from '../services/contactInbox';
import { langOf } from '../services/messages';
import { validate } from '../services/validation';
import { limited, say, type RouteContext } from './context';
import { emailOfBody, perAccount } from './limits';
import { errors, messageSchema } from './schemas';

export function contentRoutes(ctx: RouteContext) {
  const { db, now } = ctx;
  return async (app: FastifyInstance) => {
    app.get(
      SHOP_CONTACT_PATH,
      {
        schema: {
          tags: ['content'],
          summary: "The shop's phone, email, WhatsApp number and address, from its settings",
          response: { 200: ShopContactShape },
        },
      },
      async () => ctx.config.shopContact,
    );

    app.post(
      '/contact',
      {
        config: limited(ctx.config.rateLimits.contact),
        preHandler: perAccount(app, 'contact', ctx.config.rateLimits.contact, emailOfBody),
        schema: {
          tags: ['content'],
          summary: "Send a message to the shop ('fisrtname' is spelt so on the wire)",
          body: ContactRequestShape,
          response: { 201: messageSchema, ...errors(400, 429) },
        },
      },
      async (request, reply) => {
        const input = await validate(contactSchema(), request.body);
        const mail = {
          translate: ctx.translate,
          appUrl: ctx.config.appUrl,
          shopEmail: ctx.config.shopEmail,
          contact: ctx.config.shopContact,
        };
        const lang = langOf(request.headers['accept-language']);
        await receiveMessage(db, input, lang, mail, new Date(now()));
        ctx.outbox.kick();
        return reply.status(201).send({ message: say(ctx, request, 'server.contact.sent') });
      },
    );

    app.post(
      '/subscribe',
      {
        config: limited(ctx.config.rateLimits.subscribe),
        schema: {
          tags: ['content'],
          summary: 'Subscribe to the newsletter (idempotent)',
          body: SubscribeRequestShape,
          response: { 200: messageSchema, ...errors(400, 429) },
        },
      },
      async (request) => {
        const input = await validate(subscribeSchema(), request.body);
        await db
          .insert(subscriptions)
          .values({ email: input.email.toLowerCase(), createdAt: new Date(now()) })
          .onConflictDoNothing();
        return { message: say(ctx, request, 'server.subscribe.done') };
      },
    );
  };
}
