// Access JWTs (HS256, 15 min), rotating opaque refresh tokens with reuse detection, and reset tokens.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { AccessTokenClaims, Role } from '../../src/contract';
import type { Database } from '../db/client';
import { passwordResets, refreshFamilies, refreshTokens } from '../db/schema';

export interface TokenSettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  refreshGraceSeconds?: number;
}

/**
 * How long a spent refresh token still answers the pair it was rotated into (tabs refreshing at once); a reuse
 * after it is treated as theft and revokes the family.
 */
export const REFRESH_GRACE_SECONDS = 20;

export interface Tokens {
  /** `issuedAt` (ms) signs a token as of that time: the same claims at the same second give the same token. */
  signAccess(user: { id: string; role: Role }, issuedAt?: number): Promise<string>;
  /** The claims, or null for anything but a valid, unexpired HS256 access token. */
  verifyAccess(token: string): Promise<AccessTokenClaims | null>;
  /** Starts a new refresh family (one per login) and returns its first token. */
  issueRefresh(userId: string): Promise<string>;
  /** Spends a refresh token and returns the next one; a spent token revokes its family. */
  rotateRefresh(token: string): Promise<{ userId: string; refreshToken: string; issuedAt: number } | null>;
  /** Revokes the family of a refresh token (logout); false when the token is unknown. */
  revokeFamilyOf(token: string): Promise<boolean>;
  revokeAllRefresh(userId: string): Promise<void>;
  /** Revokes every session of the user but the one `keep` (a refresh token of theirs) belongs to, if any. */
  revokeOtherRefresh(userId: string, keep: string | undefined): Promise<void>;
  issueReset(userId: string): Promise<string>;
  /** The user a live reset token belongs to, without spending it (the per-account rate limit's key). */
  resetOwner(token: string): Promise<string | null>;
  /** Consumes a reset token once, voiding the user's other reset tokens; the user id, or null when unknown, spent or expired. */
  consumeReset(token: string): Promise<string | null>;
}

const ISSUER = 'storefront';
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A 256-bit random token for links and refresh tokens; only its SHA-256 is stored. */
export const opaqueToken = () => randomBytes(32).toString('base64url');
const OPAQUE = /^[A-Za-z0-9_-]{43}$/;
/** The shape opaqueToken() makes: anything else is refused before a database look-up. */
export const isOpaqueToken = (token: string) => OPAQUE.test(token);

/**
 * The token a refresh token rotates into is derived from it with an HMAC keyed by the server secret, so that a
 * replay inside the grace window can answer the same successor without storing it (the database keeps only
 * hashes; the successor cannot be computed from it without the secret).
 */
const successorOf = (key: Buffer, token: string) =>
  createHmac('sha256', key).update(token).digest('base64url');

export function createTokens(db: Database, settings: TokenSettings, now: () => number = Date.now): Tokens {
  const key = new TextEncoder().encode(settings.jwtSecret);
  const successorKey = createHash('sha256').update(`refresh-successor\0${settings.jwtSecret}`).digest();
  const graceMs = (settings.refreshGraceSeconds ?? REFRESH_GRACE_SECONDS) * 1000;
  const date = () => new Date(now());

  return {
    async signAccess(user, issuedAt = now()) {
      const iat = Math.floor(issuedAt / 1000);
      return new SignJWT({ id: user.id, role: user.role, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + settings.accessTokenTtlSeconds)
        .sign(key);
    },

    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          requiredClaims: ['exp', 'sub'],
          currentDate: date(),
        });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string' || payload.id !== payload.sub)
          return null;
        if (payload.role !== 'user' && payload.role !== 'staff' && payload.role !== 'manager') return null;
        return payload as unknown as AccessTokenClaims;
      } catch {
        return null;
      }
    },

    async issueRefresh(userId) {
      const familyId = randomUUID();
      const token = opaqueToken();
      await db.transaction(async (tx) => {
        await tx.insert(refreshFamilies).values({
          id: familyId,
          userId,
          createdAt: date(),
          expiresAt: new Date(now() + settings.refreshTokenTtlSeconds * 1000),
        });
        await tx.insert(refreshTokens).values({ tokenHash: sha256(token), familyId, createdAt: date() });
      });
      return token;
    },

    async rotateRefresh(token) {
      if (!OPAQUE.test(token)) return null;
      const hash = sha256(token);
      const next = successorOf(successorKey, token);
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(refreshTokens)
          .set({ usedAt: date() })
          .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
          .returning({ familyId: refreshTokens.familyId });
        if (!spent) {
          const [known] = await tx
            .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, hash));
          if (!known) return null;
          // Spent moments ago (another tab refreshed with it): the same successor, while the family is live.
          if (known.usedAt && now() - known.usedAt.getTime() <= graceMs) {
            const [family] = await tx
              .select()
              .from(refreshFamilies)
              .where(eq(refreshFamilies.id, known.familyId));
            const [successor] = await tx
              .select({ createdAt: refreshTokens.createdAt })
              .from(refreshTokens)
              .where(
                and(eq(refreshTokens.tokenHash, sha256(next)), eq(refreshTokens.familyId, known.familyId)),
              );
            if (family && !family.revokedAt && family.expiresAt.getTime() > now() && successor) {
              return { userId: family.userId, refreshToken: next, issuedAt: successor.createdAt.getTime() };
            }
            if (family?.revokedAt) return null;
          }
          // A replay after the grace window revokes everything issued in its family.
          await tx
            .update(refreshFamilies)
            .set({ revokedAt: date() })
            .where(and(eq(refreshFamilies.id, known.familyId), isNull(refreshFamilies.revokedAt)));
          return null;
        }
        const [family] = await tx
          .select()
          .from(refreshFamilies)
          .where(eq(refreshFamilies.id, spent.familyId));
        if (!family || family.revokedAt || family.expiresAt.getTime() <= now()) return null;
        const issuedAt = now();
        await tx
          .insert(refreshTokens)
          .values({ tokenHash: sha256(next), familyId: family.id, createdAt: new Date(issuedAt) });
        return { userId: family.userId, refreshToken: next, issuedAt };
      });
    },

    async revokeFamilyOf(token) {
      if (!OPAQUE.test(token)) return false;
      const [known] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)));
      if (!known) return false;
      await db
        .update(refreshFamilies)
        .set({ revokedAt: date() })
        .where(and(eq(refreshFamilies.id, known.familyId), isNull(refreshFamilies.revokedAt)));
      return true;
    },

    async revokeAllRefresh(userId) {
      await db
        .update(refreshFamilies)
        .set({ revokedAt: date() })
        .where(and(eq(refreshFamilies.userId, userId), isNull(refreshFamilies.revokedAt)));
    },

    async revokeOtherRefresh(userId, keep) {
      const [kept] =
        keep && OPAQUE.test(keep)
          ? await db
              .select({ familyId: refreshTokens.familyId })
              .from(refreshTokens)
              .innerJoin(refreshFamilies, eq(refreshFamilies.id, refreshTokens.familyId))
              .where(and(eq(refreshTokens.tokenHash, sha256(keep)), eq(refreshFamilies.userId, userId)))
          : [];
      await db
        .update(refreshFamilies)
        .set({ revokedAt: date() })
        .where(
          and(
            eq(refreshFamilies.userId, userId),
            isNull(refreshFamilies.revokedAt),
            ...(kept ? [ne(refreshFamilies.id, kept.familyId)] : []),
          ),
        );
    },

    async issueReset(userId) {
      const token = opaqueToken();
      await db.insert(passwordResets).values({
        tokenHash: sha256(token),
        userId,
        createdAt: date(),
        expiresAt: new Date(now() + settings.resetTokenTtlSeconds * 1000),
      });
      return token;
    },

    async resetOwner(token) {
      if (!OPAQUE.test(token)) return null;
      const [row] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, sha256(token)));
      return row?.userId ?? null;
    },

    async consumeReset(token) {
      if (!OPAQUE.test(token)) return null;
      const hash = sha256(token);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(passwordResets)
          .set({ usedAt: date() })
          .where(
            and(
              eq(passwordResets.tokenHash, hash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, date()),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!row) return null;
        // One completed reset voids every other link the user was sent.
        await tx
          .update(passwordResets)
          .set({ usedAt: date() })
          .where(
            and(
              eq(passwordResets.userId, row.userId),
              isNull(passwordResets.usedAt),
              ne(passwordResets.tokenHash, hash),
            ),
          );
        return row.userId;
      });
    },
  };
}
