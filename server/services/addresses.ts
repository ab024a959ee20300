// The shopper's address book: every read and write is scoped to its owner, so another user's id is simply not found.
// Writes lock the owner's users row first, so the cap and the one default hold under concurrent calls (the partial
// unique index saved_addresses_one_default_idx is the database's own guarantee of the latter).
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { SAVED_ADDRESSES_MAX, type SavedAddress, type SavedAddressRequest } from '../../src/contract';
import type { Database } from '../db/client';
import { savedAddresses, users, type SavedAddressRow } from '../db/schema';
import { conflict, notFound, unauthorized } from './errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const toSavedAddress = (row: SavedAddressRow): SavedAddress => ({
  _id: row.id,
  government: row.government,
  city: row.city,
  street: row.street,
  building: row.building,
  floor: row.floor,
  apartment: row.apartment,
  landmark: row.landmark,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const fieldsOf = (input: SavedAddressRequest) => ({
  government: input.government,
  city: input.city,
  street: input.street,
  building: input.building,
  floor: input.floor ?? '',
  apartment: input.apartment ?? '',
  landmark: input.landmark ?? '',
});

const owned = (userId: string, id: string) =>
  and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id));

/** Serialises one user's address-book writes (and refuses a token whose account is gone). */
async function lockOwner(tx: Tx, userId: string) {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!owner) throw unauthorized('server.auth.invalidToken');
}

/** The default first, then the most recently created or edited. */
export async function listAddresses(db: Database, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.updatedAt), desc(savedAddresses.createdAt));
  return rows.map(toSavedAddress);
}

/** Adds an address; the first one becomes the default. Past SAVED_ADDRESSES_MAX: 409. */
export async function addAddress(
  db: Database,
  userId: string,
  input: SavedAddressRequest,
  now: () => number,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId));
    if (total >= SAVED_ADDRESSES_MAX) throw conflict('server.address.tooMany', { max: SAVED_ADDRESSES_MAX });
    const at = new Date(now());
    const [row] = await tx
      .insert(savedAddresses)
      .values({
        id: randomUUID(),
        userId,
        ...fieldsOf(input),
        isDefault: total === 0,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return toSavedAddress(row!);
  });
}

export async function updateAddress(
  db: Database,
  userId: string,
  id: string,
  input: SavedAddressRequest,
  now: () => number,
): Promise<SavedAddress> {
  const [row] = await db
    .update(savedAddresses)
    .set({ ...fieldsOf(input), updatedAt: new Date(now()) })
    .where(owned(userId, id))
    .returning();
  if (!row) throw notFound('server.address.notFound');
  return toSavedAddress(row);
}

export async function makeDefault(db: Database, userId: string, id: string): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [target] = await tx.select().from(savedAddresses).where(owned(userId, id));
    if (!target) throw notFound('server.address.notFound');
    if (target.isDefault) return toSavedAddress(target);
    // The old default is cleared first: the partial unique index allows one true per user at any moment.
    await tx
      .update(savedAddresses)
      .set({ isDefault: false })
      .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
    const [row] = await tx
      .update(savedAddresses)
      .set({ isDefault: true })
      .where(owned(userId, id))
      .returning();
    return toSavedAddress(row!);
  });
}

/**
 * Deletes an address. When it was the default, the most recently created or edited of the rest becomes the default
 * (none when the book is now empty): a shopper with addresses always has one pre-filled at checkout.
 */
export async function deleteAddress(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [gone] = await tx.delete(savedAddresses).where(owned(userId, id)).returning();
    if (!gone) throw notFound('server.address.notFound');
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: savedAddresses.id })
      .from(savedAddresses)
      .where(and(eq(savedAddresses.userId, userId), ne(savedAddresses.id, id)))
      .orderBy(desc(savedAddresses.updatedAt), desc(savedAddresses.createdAt), desc(savedAddresses.id))
      .limit(1);
    if (next) await tx.update(savedAddresses).set({ isDefault: true }).where(owned(userId, next.id));
  });
}
