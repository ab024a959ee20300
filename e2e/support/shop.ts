// Helpers the journeys share: accounts made through the real API, and a signed-in browser in the spec's storage format.
import type { APIRequestContext, Page } from '@playwright/test';
import type { LoginResponse, RegisterResponse, User } from '../../src/contract/types';

let counter = 0;

export interface Shopper {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** A fresh, valid shopper (unique email per call). */
export function newShopper(overrides: Partial<Shopper> = {}): Shopper {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    name: 'Mona Adel',
    email: `mona.${stamp}@example.com`,
    phone: '01012345678',
    password: 'Secret@123',
    ...overrides,
  };
}

export async function registerThroughApi(request: APIRequestContext, shopper = newShopper()) {
  const response = await request.post('/api/auth/register', {
    data: { ...shopper, confirmPassword: shopper.password },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as RegisterResponse;
  return { shopper, token: body.token, refreshToken: body.refresh_token, user: body.user };
}

export async function loginThroughApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const { response: body } = (await response.json()) as LoginResponse;
  return { token: body.token, refreshToken: body.refresh_token, user: body.user };
}

/** Puts a session into localStorage exactly as the SPA stores it, before any page script runs. */
export async function signInBrowser(
  page: Page,
  session: { token: string; refreshToken: string; user: User },
) {
  await page.addInitScript((s) => {
    if (window !== window.top) return; // not inside embedded frames such as the footer map
    if (sessionStorage.getItem('e2e.signedIn')) return; // only once per tab, so a later logout sticks
    sessionStorage.setItem('e2e.signedIn', '1');
    localStorage.setItem('authUser', s.token);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('User', JSON.stringify({ version: 1, data: s.user }));
  }, session);
}

/**
 * Changes the shop's localStorage from a page of its origin that runs no shop (`/api/health`): a shop running or
 * starting beside the change would write the state it holds back over it. `null` removes a key; with `clear`, the
 * storage is emptied first.
 */
export async function storeOutsideTheShop(page: Page, entries: Record<string, string | null>, clear = false) {
  await page.goto('/api/health');
  await page.evaluate(
    ({ entries, clear }) => {
      if (clear) localStorage.clear();
      for (const [key, value] of Object.entries(entries)) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    },
    { entries, clear },
  );
}

export const STAFF = { email: 'staff@store.local', password: 'Staff@12345' };
export const MANAGER = { email: 'manager@store.local', password: 'Manager@12345' };
