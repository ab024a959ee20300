// Wrong-password backoff per account, in the database (shared by every instance): failures since the last success
// slow attempts from addresses the account never signed in from (a bounded, doubling delay applied before the
// password is checked, so the right password waits too and an attacker learns nothing by giving up early), the
// owner's addresses are never slowed, and after a number of failures the owner is emailed a single-use link that
// clears the backoff. An email no account has is slowed by the same rule (its failures counted by the email's hash),
// so the delay does not tell which emails have accounts. Nothing here refuses a login: refusing is the
// per-(account, address) and per-address limits'.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { LoginBackoffSettings } from '../config';
import type { Database } from '../db/client';
import {
  accountUnlocks,
  loginBackoff,
  trustedAddresses,
  unknownLoginBackoff,
  type UserRow,
} from '../db/schema';
import { isOpaqueToken, opaqueToken, sha256 } from './tokens';

/** 0 for the first `freeFailures`, then baseDelayMs doubling with each failure, never above maxDelayMs. */
export function backoffDelayMs(failures: number, settings: LoginBackoffSettings): number {
  const over = failures - settings.freeFailures;
  if (over <= 0) return 0;
  if (over > 30) return settings.maxDelayMs;
  return Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (over - 1));
}

/** Never a user id (those are UUIDs): what an unknown email's trusted-address query looks for. */
const NO_ACCOUNT = 'no-account';
const addressKey = (userId: string, address: string) => sha256(`${userId}\0${address}`);
const emailKey = (email: string) => sha256(`unknown-email\0${email.trim().toLowerCase()}`);

export interface LoginBackoff {
  /**
   * The delay to wait before checking a password for `email` from `address`: the account's (`userId`), or, without
   * one, the same rule applied to the email's own failures.
   */
  delayFor(userId: string | undefined, email: string, address: string): Promise<number>;
  /**
   * Counts a wrong password; an unlock token to mail when this failure crossed the threshold, else null. Without
   * an account the failure is counted for the email (never a token: there is no one to mail).
   */
  failed(userId: string | undefined, email: string): Promise<string | null>;
  /** The right password: the address becomes the account's, and the backoff is cleared. */
  succeeded(user: UserRow, address: string): Promise<void>;
  /**
   * Spends an unlock token, once: clears the backoff and trusts `address`. The user id; 'used' for a token spent
   * before; null when unknown or expired.
   */
  unlock(token: string, address: string): Promise<string | 'used' | null>;
}

export function createLoginBackoff(
  db: Database,
  settings: LoginBackoffSettings,
  now: () => number,
): LoginBackoff {
  const date = (offsetMs = 0) => new Date(now() + offsetMs);
  const trust = (userId: string, address: string) =>
    db
      .insert(trustedAddresses)
      .values({ userId, addressHash: addressKey(userId, address), lastSeenAt: date() })
      .onConflictDoUpdate({
        target: [trustedAddresses.userId, trustedAddresses.addressHash],
        set: { lastSeenAt: date() },
      });

  return {
    async delayFor(userId, email, address) {
      const [state] = userId
        ? await db.select().from(loginBackoff).where(eq(loginBackoff.userId, userId))
        : await db
            .select()
            .from(unknownLoginBackoff)
            .where(eq(unknownLoginBackoff.emailHash, emailKey(email)));
      if (!state?.lastFailureAt || now() - state.lastFailureAt.getTime() > settings.windowMs) return 0;
      const delay = backoffDelayMs(state.failures, settings);
      if (delay === 0) return 0;
      // An unknown email looks for a trusted address too (none matches): the same reads either way.
      const owner = userId ?? NO_ACCOUNT;
      const [trusted] = await db
        .select({ userId: trustedAddresses.userId })
        .from(trustedAddresses)
        .where(
          and(
            eq(trustedAddresses.userId, owner),
            eq(trustedAddresses.addressHash, addressKey(owner, address)),
          ),
        );
      return trusted ? 0 : delay;
    },

    async failed(userId, email) {
      const forgotten = date(-settings.windowMs);
      if (!userId) {
        await db
          .insert(unknownLoginBackoff)
          .values({ emailHash: emailKey(email), failures: 1, lastFailureAt: date() })
          .onConflictDoUpdate({
            target: unknownLoginBackoff.emailHash,
            set: {
              failures: sql`case when ${unknownLoginBackoff.lastFailureAt} < ${forgotten} then 1 else ${unknownLoginBackoff.failures} + 1 end`,
              lastFailureAt: date(),
            },
          });
        // Emails tried once and forgotten do not pile up (an index on the time makes this a short range scan).
        await db.delete(unknownLoginBackoff).where(lt(unknownLoginBackoff.lastFailureAt, forgotten));
        return null;
      }
      const [state] = await db
        .insert(loginBackoff)
        .values({ userId, failures: 1, lastFailureAt: date() })
        .onConflictDoUpdate({
          target: loginBackoff.userId,
          set: {
            failures: sql`case when ${loginBackoff.lastFailureAt} is null or ${loginBackoff.lastFailureAt} < ${forgotten} then 1 else ${loginBackoff.failures} + 1 end`,
            lastFailureAt: date(),
          },
        })
        .returning({ failures: loginBackoff.failures });
      if (!state || state.failures < settings.unlockAfter) return null;
      // Once per window: the conditional update lets one of several racing failures send it.
      const [claimed] = await db
        .update(loginBackoff)
        .set({ unlockSentAt: date() })
        .where(
          and(
            eq(loginBackoff.userId, userId),
            or(isNull(loginBackoff.unlockSentAt), lt(loginBackoff.unlockSentAt, forgotten)),
          ),
        )
        .returning({ userId: loginBackoff.userId });
      if (!claimed) return null;
      const token = opaqueToken();
      await db.insert(accountUnlocks).values({
        tokenHash: sha256(token),
        userId,
        createdAt: date(),
        expiresAt: date(settings.unlockTokenTtlSeconds * 1000),
      });
      return token;
    },

    async succeeded(user, address) {
      await trust(user.id, address);
      await db.delete(loginBackoff).where(eq(loginBackoff.userId, user.id));
    },

    async unlock(token, address) {
      if (!isOpaqueToken(token)) return null;
      const [row] = await db
        .update(accountUnlocks)
        .set({ usedAt: date() })
        .where(
          and(
            eq(accountUnlocks.tokenHash, sha256(token)),
            isNull(accountUnlocks.usedAt),
            gt(accountUnlocks.expiresAt, date()),
          ),
        )
        .returning({ userId: accountUnlocks.userId });
      if (!row) {
        const [spent] = await db
          .select({ usedAt: accountUnlocks.usedAt })
          .from(accountUnlocks)
          .where(eq(accountUnlocks.tokenHash, sha256(token)));
        return spent?.usedAt ? 'used' : null;
      }
      await db.delete(loginBackoff).where(eq(loginBackoff.userId, row.userId));
      await trust(row.userId, address);
      return row.userId;
    },
  };
}
