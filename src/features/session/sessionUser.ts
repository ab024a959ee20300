// The user record the session keeps (stored as 'User'), from the API's user.
import type { User } from '../../contract/types';
import type { SessionUser } from './sessionSlice';

export const toSessionUser = (user: User): SessionUser => ({
  _id: user._id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  role: user.role,
});

/** The name split at its first space: 'Mona Adel Hassan' → 'Mona', 'Adel Hassan'. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The first letter of the name, for the avatar. */
export const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';
