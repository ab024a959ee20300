// /api/user/profile, /password, /email: My Account's changes, beside the spec's /auth paths. Name and phone (sign-up's
// rules, the phone normalised), the password (the current one required; every other session of the account ends
// and the owner is told by email), and the email address: a link goes to the new address (through the outbox) and
// the account changes only when it is followed, once, within EMAIL_CHANGE_TTL_HOURS. The old address works until then.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  EMAIL_CHANGE_TTL_HOURS,
  emailChangeSchema,
  passwordChangeSchema,
  profilePaths,
  profileSchema,
} from '../../src/contract';
import {
  EmailChangeRequestShape,
  EmailConfirmRequestShape,
  PasswordChangeRequestShape,
  ProfileResponseShape,
  ProfileUpdateRequestShape,
} from '../../src/contract/shapes';
import { emailChanges, users } from '../db/schema';
import { isUniqueViolation } from '../services/dbErrors';
import { badRequest, conflict, unauthorized } from '../services/errors';
import { langOf } from '../services/messages';
import { renderEmailChange, renderPasswordChanged } from '../services/orderMail';
import { enqueueMail } from '../services/outbox';
import { isOpaqueToken, opaqueToken, sha256 } from '../services/tokens';
import { validate } from '../services/validation';
import { userDto } from './auth';
import { limited, say, type RouteContext } from './context';
import { callerOf, requireUser } from './guards';
import { bearer, errors, messageSchema } from './schemas';

const tags = ['account'];

export function profileRoutes(ctx: RouteContext) {
  const { db, passwords, tokens, config } = ctx;
  const auth = requireUser(tokens);
  const limits = config.rateLimits;

  /** The caller's row; a deleted account's token is refused. */
  const accountOf = async (id: string) => {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw unauthorized('server.auth.invalidToken');
    return user;
  };
  const checkPassword = async (hash: string, password: string, field: string) => {
    if (!(await passwords.verify(hash, password)))
      throw badRequest('server.profile.wrongPassword', { [field]: 'server.profile.wrongPassword' });
  };
  const taken = () => conflict('server.auth.emailTaken', {}, { email: 'server.auth.emailTaken' });

  return async (app: FastifyInstance) => {
    app.patch(
      profilePaths.profile,
      {
        preHandler: auth,
        schema: {
          tags,
          summary: "Change the caller's name and phone (sign-up's rules; the phone is stored as 01xxxxxxxxx)",
          security: bearer,
          body: ProfileUpdateRequestShape,
          response: { 200: ProfileResponseShape, ...errors(400, 401) },
        },
      },
      async (request) => {
        const input = await validate(profileSchema(), request.body);
        const [user] = await db
          .update(users)
          .set({ name: input.name.trim(), phone: input.phone })
          .where(eq(users.id, callerOf(request).id))
          .returning();
        if (!user) throw unauthorized('server.auth.invalidToken');
        return { data: userDto(user) };
      },
    );

    app.post(
      profilePaths.password,
      {
        preHandler: auth,
        config: limited(limits.resetPassword),
        schema: {
          tags,
          summary:
            'Change the password (the current one required); ends every other session (refresh_token names the one kept)',
          security: bearer,
          body: PasswordChangeRequestShape,
          response: { 200: messageSchema, ...errors(400, 401, 429) },
        },
      },
      async (request) => {
        const input = await validate(passwordChangeSchema(), request.body);
        const user = await accountOf(callerOf(request).id);
        await checkPassword(user.passwordHash, input.currentPassword, 'currentPassword');
        const passwordHash = await passwords.hash(input.password);
        const at = new Date(ctx.now());
        const lang = langOf(request.headers['accept-language']);
        await db.transaction(async (tx) => {
          await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
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
        await tokens.revokeOtherRefresh(user.id, input.refresh_token);
        return { message: say(ctx, request, 'server.profile.passwordChanged') };
      },
    );

    app.post(
      profilePaths.email,
      {
        preHandler: auth,
        config: limited(limits.forgotPassword),
        schema: {
          tags,
          summary: `Ask to change the email: a link valid ${EMAIL_CHANGE_TTL_HOURS} h goes to the new address`,
          security: bearer,
          body: EmailChangeRequestShape,
          response: { 202: messageSchema, ...errors(400, 401, 409, 429) },
        },
      },
      async (request, reply) => {
        const input = await validate(emailChangeSchema(), request.body);
        const email = input.email.toLowerCase();
        const user = await accountOf(callerOf(request).id);
        await checkPassword(user.passwordHash, input.password, 'password');
        if (email === user.email)
          throw badRequest('server.profile.emailSame', { email: 'server.profile.emailSame' });
        const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (other) throw taken();
        const token = opaqueToken();
        const at = new Date(ctx.now());
        const lang = langOf(request.headers['accept-language']);
        const link = `${config.appUrl}/confirm-email/${token}`;
        await db.transaction(async (tx) => {
          await tx.insert(emailChanges).values({
            tokenHash: sha256(token),
            userId: user.id,
            newEmail: email,
            createdAt: at,
            expiresAt: new Date(at.getTime() + EMAIL_CHANGE_TTL_HOURS * 3600_000),
          });
          const mail = renderEmailChange(
            ctx.translate,
            config.shopContact,
            lang,
            user.name,
            link,
            EMAIL_CHANGE_TTL_HOURS,
          );
          await enqueueMail(tx, { ...mail, to: email }, at);
        });
        ctx.outbox.kick();
        return reply.status(202).send({ message: say(ctx, request, 'server.profile.emailSent', { email }) });
      },
    );

    app.post(
      profilePaths.confirmEmail,
      {
        config: limited(limits.resetPassword),
        schema: {
          tags,
          summary:
            'Follow the emailed link: the account takes the new address (once, before the link expires)',
          body: EmailConfirmRequestShape,
          response: { 200: ProfileResponseShape, ...errors(400, 409, 429) },
        },
      },
      async (request) => {
        const body = request.body as { token?: unknown } | undefined;
        const token = typeof body?.token === 'string' ? body.token : '';
        const invalid = () =>
          badRequest('server.profile.emailLinkInvalid', { token: 'server.profile.emailLinkInvalid' });
        if (!isOpaqueToken(token)) throw invalid();
        const at = new Date(ctx.now());
        try {
          return await db.transaction(async (tx) => {
            const [change] = await tx
              .update(emailChanges)
              .set({ usedAt: at })
              .where(
                and(
                  eq(emailChanges.tokenHash, sha256(token)),
                  isNull(emailChanges.usedAt),
                  gt(emailChanges.expiresAt, at),
                ),
              )
              .returning();
            if (!change) throw invalid();
            const [other] = await tx
              .select({ id: users.id })
              .from(users)
              .where(eq(users.email, change.newEmail));
            if (other && other.id !== change.userId) throw taken();
            const [user] = await tx
              .update(users)
              .set({ email: change.newEmail })
              .where(eq(users.id, change.userId))
              .returning();
            if (!user) throw invalid();
            return { data: userDto(user) };
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw taken();
          throw error;
        }
      },
    );
  };
}
