// The back office's accounts (manager only): who has access and with which role. A manager adds an account with a
// password of the signup policy, moves one between 'staff' and 'manager', or takes its access away (the account
// stays, as a shopper's). A role change signs the account out everywhere (its refresh families are revoked in the
// same transaction), and the guards read the role from the database on every back-office call, so it takes effect
// at once. The shop always keeps a manager: the last one cannot be moved, and no manager changes their own role.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { StaffAccount, StaffAccountInput, StaffRoleChange } from '../../src/contract';
import { STAFF_ROLES } from '../../src/contract';
import type { Database } from '../db/client';
import { refreshFamilies, users } from '../db/schema';
import { logActivity } from './activity';
import { isUniqueViolation } from './dbErrors';
import { badRequest, conflict, notFound } from './errors';

type Now = () => number;
type UserRow = typeof users.$inferSelect;

const accountDto = (row: UserRow): StaffAccount => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role as StaffAccount['role'],
  createdAt: row.createdAt.toISOString(),
});

/** Every account with back-office access, managers first, then by name. */
export async function listStaffAccounts(db: Database): Promise<StaffAccount[]> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.role), asc(users.name), asc(users.email));
  // 'manager' sorts before 'staff'.
  return rows.map(accountDto);
}

/** The role an account has now (the guards' check), or undefined for an unknown account. */
export async function currentRole(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

const emailTaken = () => conflict('server.auth.emailTaken', {}, { email: 'server.auth.emailTaken' });

export async function createStaffAccount(
  db: Database,
  actorId: string,
  input: StaffAccountInput,
  passwordHash: string,
  now: Now,
): Promise<StaffAccount> {
  const email = input.email.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) throw emailTaken();
      const [row] = await tx
        .insert(users)
        .values({
          id: randomUUID(),
          email,
          name: input.name.trim(),
          phone: input.phone,
          passwordHash,
          role: input.role,
          createdAt: new Date(now()),
        })
        .returning();
      const account = accountDto(row!);
      await logActivity(tx, {
        actorId,
        action: 'staff.create',
        entity: 'staff',
        entityId: account._id,
        before: null,
        after: account,
        at: new Date(now()),
      });
      return account;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Gives a back-office account another role ('user' takes its access away); the account as it is after. Refused for
 * the caller's own account and for the shop's last manager; an account that is not a back-office one is not found.
 */
export async function changeStaffRole(
  db: Database,
  actorId: string,
  userId: string,
  { role }: StaffRoleChange,
  now: Now,
): Promise<StaffAccount> {
  if (userId === actorId) throw badRequest('server.staff.ownRole', { role: 'server.staff.ownRole' });
  return db.transaction(async (tx) => {
    // Managers' rows locked in one order: two managers demoting each other at once cannot both succeed.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'manager'))
      .orderBy(asc(users.id))
      .for('update');
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!current || !(STAFF_ROLES as readonly string[]).includes(current.role)) throw notFound();
    if (current.role === role) return accountDto(current);
    if (current.role === 'manager') {
      const [managers] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'manager'));
      if (Number(managers?.n ?? 0) <= 1) throw conflict('server.staff.lastManager');
    }
    const [row] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning();
    // Signed out everywhere: the next sign-in carries the new role.
    await tx
      .update(refreshFamilies)
      .set({ revokedAt: new Date(now()) })
      .where(and(eq(refreshFamilies.userId, userId), isNull(refreshFamilies.revokedAt)));
    const before = accountDto(current);
    const after = accountDto(row!);
    await logActivity(tx, {
      actorId,
      action: role === 'user' ? 'staff.remove' : 'staff.role',
      entity: 'staff',
      entityId: userId,
      before,
      after,
      at: new Date(now()),
    });
    return after;
  });
}
