// Access JWTs (HS256, 15 min), rotating opaque refresh tokens with reuse detection, and reset tokens.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { AccessTokenClaims, Role } from '../../src/contract';
import type { Database } from '../db/client';
import { passwordResets, refreshFamilies, refreshTokens } from '../db/schema';

export interface TokenSettings {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
}

export interface Tokens {
  signAccess(user: { id: string; role: Role }): Promise<string>;
  /** The claims, or null for anything but a valid, unexpired HS256 access token. */
  verifyAccess(token: string): Promise<AccessTokenClaims | null>;
  /** Starts a new refresh family (one per login) and returns its first token. */
  issueRefresh(userId: string): Promise<string>;
  /** Spends a refresh token and returns the next one; a spent token revokes its family. */
  rotateRefresh(token: string): Promise<{ userId: string; refreshToken: string } | null>;
  revokeAllRefresh(userId: string): Promise<void>;
  issueReset(userId: string): Promise<string>;
  /** The user a live reset token belongs to, without spending it (the per-account rate limit's key). */
  resetOwner(token: string): Promise<string | null>;
  /** Consumes a reset token once; the user id, or null when unknown, spent or expired. */
  consumeReset(token: string): Promise<string | null>;
}

const ISSUER = 'storefront';
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const opaqueToken = () => randomBytes(32).toString('base64url');
const OPAQUE = /^[A-Za-z0-9_-]{43}$/;

export function createTokens(db: Database, settings: TokenSettings, now: () => number = Date.now): Tokens {
  const key = new TextEncoder().encode(settings.jwtSecret);
  const date = () => new Date(now());

  return {
    async signAccess(user) {
      const iat = Math.floor(now() / 1000);
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
        if (payload.role !== 'user' && payload.role !== 'staff') return null;
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
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(refreshTokens)
          .set({ usedAt: date() })
          .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
          .returning({ familyId: refreshTokens.familyId });
        if (!spent) {
          // Unknown, or already spent: a replayed token revokes everything issued in its family.
          const [known] = await tx
            .select({ familyId: refreshTokens.familyId })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, hash));
          if (known) {
            await tx
              .update(refreshFamilies)
              .set({ revokedAt: date() })
              .where(and(eq(refreshFamilies.id, known.familyId), isNull(refreshFamilies.revokedAt)));
          }
          return null;
        }
        const [family] = await tx
          .select()
          .from(refreshFamilies)
          .where(eq(refreshFamilies.id, spent.familyId));
        if (!family || family.revokedAt || family.expiresAt.getTime() <= now()) return null;
        const next = opaqueToken();
        await tx
          .insert(refreshTokens)
          .values({ tokenHash: sha256(next), familyId: family.id, createdAt: date() });
        return { userId: family.userId, refreshToken: next };
      });
    },

    async revokeAllRefresh(userId) {
      await db
        .update(refreshFamilies)
        .set({ revokedAt: date() })
        .where(and(eq(refreshFamilies.userId, userId), isNull(refreshFamilies.revokedAt)));
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
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: date() })
        .where(
          and(
            eq(passwordResets.tokenHash, sha256(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, date()),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },
  };
}
