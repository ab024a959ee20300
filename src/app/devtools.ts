// Redux DevTools shows every action and state, but never a token or a password.
import type { Action } from '@reduxjs/toolkit';

const SECRET_KEYS = new Set([
  'token',
  'refreshToken',
  'refresh_token',
  'password',
  'confirmPassword',
  'authorization',
]);
export const MASK = '«masked»';

function mask(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => mask(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [
      key,
      SECRET_KEYS.has(key) && typeof v === 'string' && v !== '' ? MASK : mask(v, depth + 1),
    ]),
  );
}

export const actionSanitizer = <A extends Action>(action: A): A => mask(action) as A;
export const stateSanitizer = <S>(state: S): S => mask(state) as S;
