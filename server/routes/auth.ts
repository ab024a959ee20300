// /api/auth: register, login, refresh-token, forget-password, reset-password.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  type User,
} from '../../src/contract';
import {
  AuthTokensShape,
  ForgotPasswordRequestShape,
  LoginRequestShape,
  LoginResponseShape,
  LogoutRequestShape,
  RegisterRequestShape,
  ResetPasswordRequestShape,
  SessionShape,
} from '../../src/contract/shapes';
import { users, type UserRow } from '../db/schema';
import { isUniqueViolation } from '../services/dbErrors';
import { conflict, HttpError, unauthorized } from '../services/errors';
import { langOf, type Lang } from '../services/messages';
import { renderPasswordChanged, renderPasswordReset } from '../services/orderMail';
import { enqueueMail } from '../services/outbox';
import { validate } from '../services/validation';
import { limited, say, type RouteContext } from './context';
import { bearerToken } from './guards';
import { emailOfBody, perAccount } from './limits';
import { createLoginBackoff } from '../services/loginBackoff';
import { errors, messageSchema } from './schemas';
import { escapeHtml } from '../../src/contract/html';

/** The exact text the SPA maps to 'Invalid Email or Password'. */
export const LOGIN_FAILED = 'Validation failed';

export const userDto = (row: UserRow): User => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
});

export function authRoutes(ctx: RouteContext) {
  const { db, tokens, passwords, config } = ctx;

  const session = async (user: UserRow) => ({
    token: await tokens.signAccess({ id: user.id, role: user.role }),
    refresh_token: await tokens.issueRefresh(user.id),
    user: userDto(user),
  });

  const backoff = createLoginBackoff(db, config.loginBackoff, ctx.now);
  /** The owner's language is not known: the unlock mail says it in both. Queued in the outbox, like every mail. */
  const mailUnlock = async (user: UserRow, token: string) => {
    const link = `${config.appUrl}/unlock-account/${token}`;
    const hours = Math.round(config.loginBackoff.unlockTokenTtlSeconds / 3600);
    const text = (lang: Lang) => ctx.translate('server.mail.unlock.text', lang, { name: user.name, hours });
    await enqueueMail(
      db,
      {
        kind: 'account.unlock',
        to: user.email,
        subject: ctx.translate('server.mail.unlock.subject', 'en'),
        text: `${text('en')}\n\n${link}\n\n---\n\n${text('ar')}\n\n${link}\n`,
        html: (['en', 'ar'] as const)
          .map(
            (lang) =>
              `<div dir="${lang === 'ar' ? 'rtl' : 'ltr'}" lang="${lang}"><p>${escapeHtml(text(lang))}</p><p><a href="${link}">${link}</a></p></div>`,
          )
          .join('<hr>'),
      },
      new Date(ctx.now()),
    );
    ctx.outbox.kick();
  };

  /** Work started after the reply; closing the app waits for it. */
  const pending = new Set<Promise<void>>();
  const background = (request: FastifyRequest, what: string, work: () => Promise<void>) => {
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      // The error serializer (server/logRedaction.ts) masks addresses and tokens in the error's message.
      .catch((error: unknown) => request.log.error({ err: error }, `${what}: the background work failed`))
      .finally(() => pending.delete(job));
    pending.add(job);
  };

  return async (app: FastifyInstance) => {
    app.addHook('onClose', async () => void (await Promise.allSettled([...pending])));
    const limits = config.rateLimits;
    app.post(
      '/auth/register',
      {
        config: limited(limits.register),
        preHandler: perAccount(app, 'register', limits.register, emailOfBody),
        schema: {
          tags: ['auth'],
          summary: 'Create an account; answers a signed-in session',
          body: RegisterRequestShape,
          response: { 201: SessionShape, ...errors(400, 409, 429) },
        },
      },
      async (request, reply) => {
        const input = await validate(registerSchema(), request.body);
        const email = input.email.toLowerCase();
        const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (existing) throw conflict('server.auth.emailTaken', {}, { email: 'server.auth.emailTaken' });
        const passwordHash = await passwords.hash(input.password);
        let row: UserRow | undefined;
        try {
          [row] = await db
            .insert(users)
            .values({
              id: randomUUID(),
              email,
              name: input.name.trim(),
              phone: input.phone,
              passwordHash,
              role: 'user',
            })
            .returning();
        } catch (error) {
          if (isUniqueViolation(error))
            throw conflict('server.auth.emailTaken', {}, { email: 'server.auth.emailTaken' });
          throw error;
        }
        if (!row) throw new Error('user insert returned nothing');
        return reply.status(201).send(await session(row));
      },
    );

    app.post(
      '/auth/login',
      {
        config: limited(limits.login),
        // Per (account, address): an attacker's guesses refuse only the attacker; the account itself is slowed
        // by its backoff (loginBackoff.ts), never locked.
        preHandler: perAccount(app, 'login', limits.login, emailOfBody, { perAddress: true }),
        schema: {
          tags: ['auth'],
          summary: "Sign in; wrong credentials answer 401 { message: 'Validation failed' }",
          body: LoginRequestShape,
          response: { 200: LoginResponseShape, ...errors(400, 401, 429) },
        },
      },
      async (request) => {
        const input = await validate(loginSchema(), request.body);
        const email = input.email.toLowerCase();
        const [user] = await db.select().from(users).where(eq(users.email, email));
        // An unknown email is slowed by the same rule as an account, its failures counted for the email, so that
        // a 401 takes the same time either way.
        const delay = await backoff.delayFor(user?.id, email, request.ip);
        if (delay > 0) await ctx.sleep(delay);
        const ok = user
          ? await passwords.verify(user.passwordHash, input.password)
          : await passwords.verifyDummy(input.password);
        if (!user || !ok) {
          const unlockToken = await backoff.failed(user?.id, email);
          if (user && unlockToken) background(request, 'unlock link', () => mailUnlock(user, unlockToken));
          throw new HttpError(401, LOGIN_FAILED);
        }
        await backoff.succeeded(user, request.ip);
        return { response: await session(user) };
      },
    );

    app.post(
      '/auth/refresh-token',
      {
        schema: {
          tags: ['auth'],
          summary: 'Rotate the refresh token (sent as Bearer); a reused one revokes its whole family',
          security: [{ bearerAuth: [] }],
          response: { 200: AuthTokensShape, ...errors(401) },
        },
      },
      async (request) => {
        const token = bearerToken(request);
        if (!token) throw unauthorized('server.auth.refreshInvalid');
        const rotated = await tokens.rotateRefresh(token);
        if (!rotated) throw unauthorized('server.auth.refreshInvalid');
        const [user] = await db.select().from(users).where(eq(users.id, rotated.userId));
        if (!user) throw unauthorized('server.auth.refreshInvalid');
        return {
          // Signed as of the rotation, so that a replay inside the grace window gets the very same pair.
          token: await tokens.signAccess({ id: user.id, role: user.role }, rotated.issuedAt),
          refresh_token: rotated.refreshToken,
        };
      },
    );

    app.post(
      '/auth/unlock',
      {
        config: limited(limits.resetPassword),
        schema: {
          tags: ['auth'],
          summary:
            "Follow the emailed unlock link (its token as Bearer): clears the account's login backoff and trusts this address",
          security: [{ bearerAuth: [] }],
          response: { 200: messageSchema, ...errors(401, 429) },
        },
      },
      async (request) => {
        const token = bearerToken(request);
        const userId = token ? await backoff.unlock(token, request.ip) : null;
        if (userId === 'used') throw unauthorized('server.auth.unlockUsed');
        if (!userId) throw unauthorized('server.auth.unlockInvalid');
        return { message: say(ctx, request, 'server.auth.unlocked') };
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'End this session: revokes the refresh token and every token rotated from it',
          body: LogoutRequestShape,
          response: { 204: { type: 'null' }, ...errors(400) },
        },
      },
      async (request, reply) => {
        // Unknown and already revoked tokens answer the same: logging out twice is not an error.
        await tokens.revokeFamilyOf((request.body as { refresh_token: string }).refresh_token);
        return reply.status(204).send();
      },
    );

    app.post(
      '/auth/forget-password',
      {
        config: limited(limits.forgotPassword),
        preHandler: perAccount(app, 'forgot-password', limits.forgotPassword, emailOfBody),
        schema: {
          tags: ['auth'],
          summary: 'Email a reset link; the same answer whether or not the account exists',
          body: ForgotPasswordRequestShape,
          response: { 200: messageSchema, ...errors(400, 429) },
        },
      },
      async (request) => {
        const input = await validate(forgotPasswordSchema(), request.body);
        const email = input.email.toLowerCase();
        // The mail speaks the language of the screen that asked for it (the SPA sends it), as order mails do.
        const lang = langOf(request.headers['accept-language']);
        // Answer first: the lookup, the token and the mail happen after the reply, for every email alike, so the
        // answer takes the same time whether or not the account exists.
        background(request, 'password reset', async () => {
          const [user] = await db.select().from(users).where(eq(users.email, email));
          if (!user) return;
          const token = await tokens.issueReset(user.id);
          const link = `${config.appUrl}/reset-password/${token}`;
          const minutes = Math.round(config.resetTokenTtlSeconds / 60);
          const mail = renderPasswordReset(ctx.translate, config.shopContact, lang, user.name, link, minutes);
          // Through the outbox like every mail: retried when mail is down, and visible to staff on the Emails screen.
          await enqueueMail(db, { ...mail, to: user.email }, new Date(ctx.now()));
          ctx.outbox.kick();
          // Development convenience only: in production the link is in the email alone, and never with the address.
          if (!config.smtpUrl && !config.production)
            request.log.info(`Password reset link (development only): ${link}`);
        });
        return { message: say(ctx, request, 'server.auth.resetSent') };
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: limited(limits.resetPassword),
        // The account of a reset is the user its token belongs to (unknown tokens meet the per-IP limit only).
        preHandler: perAccount(app, 'reset-password', limits.resetPassword, async (request) => {
          const token = bearerToken(request);
          return (token && (await tokens.resetOwner(token))) || undefined;
        }),
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the emailed reset token as Bearer; ends every session',
          security: [{ bearerAuth: [] }],
          body: ResetPasswordRequestShape,
          response: { 200: messageSchema, ...errors(400, 401, 429) },
        },
      },
      async (request) => {
        const input = await validate(resetPasswordSchema(), request.body);
        const token = bearerToken(request);
        const userId = token ? await tokens.consumeReset(token) : null;
        if (!userId) throw unauthorized('server.auth.resetInvalid');
        const passwordHash = await passwords.hash(input.password);
        const at = new Date(ctx.now());
        // The new password and the owner's notice of it commit together (the outbox delivers the notice).
        await db.transaction(async (tx) => {
          const [user] = await tx
            .update(users)
            .set({ passwordHash })
            .where(eq(users.id, userId))
            .returning({ name: users.name, email: users.email });
          if (!user) return;
          const lang = langOf(request.headers['accept-language']);
          const notice = renderPasswordChanged(
            ctx.translate,
            config.shopContact,
            config.appUrl,
            lang,
            user.name,
            at,
          );
          await enqueueMail(tx, { ...notice, to: user.email }, at);
        });
        ctx.outbox.kick();
        await tokens.revokeAllRefresh(userId);
        return { message: say(ctx, request, 'server.auth.resetDone') };
      },
    );
  };
}
