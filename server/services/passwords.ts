// argon2id password hashing; unknown accounts are checked against a dummy hash so timing does not tell.
import argon2 from 'argon2';
import type { ArgonParams } from '../config';

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, then answers false. */
  verifyDummy(password: string): Promise<false>;
}

export function createPasswords(params: ArgonParams): Passwords {
  const options = { type: argon2.argon2id as 2, ...params };
  let dummy: Promise<string> | undefined;
  const hash = (password: string) => argon2.hash(password, options);
  const verify = async (stored: string, password: string) => {
    try {
      return await argon2.verify(stored, password);
    } catch {
      return false;
    }
  };
  return {
    hash,
    verify,
    async verifyDummy(password) {
      dummy ??= hash('dummy-password-for-timing');
      await verify(await dummy, password);
      return false;
    },
  };
}
