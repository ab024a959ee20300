/*
 * Loads a named QA snapshot from e2e/snapshots/ into the browser's localStorage before the shop boots, so a journey
 * starts from a known state. Sessions cannot be stored in a file (tokens are signed by each server's own key):
 * snapshots that need one hold the placeholders {{token}}, {{refreshToken}} and "{{user}}" (the user record inside
 * the stored envelope), filled from a live session.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { User } from '../../src/contract/types';

export type SnapshotName = 'empty' | 'full-cart-discounted' | 'signed-in-with-orders' | 'arabic-with-filters';

export interface SnapshotFile {
  format: string;
  formatVersion: number;
  storage: Record<string, string>;
}

export function readSnapshot(name: SnapshotName): SnapshotFile {
  return JSON.parse(readFileSync(join(__dirname, '..', 'snapshots', `${name}.json`), 'utf8')) as SnapshotFile;
}

export async function loadSnapshot(
  page: Page,
  name: SnapshotName,
  session?: { token: string; refreshToken: string; user: User },
) {
  const storage = Object.fromEntries(
    Object.entries(readSnapshot(name).storage).map(([key, value]) => [
      key,
      value
        .replace('{{token}}', session?.token ?? '')
        .replace('{{refreshToken}}', session?.refreshToken ?? '')
        .replace('"{{user}}"', session ? JSON.stringify(session.user) : ''),
    ]),
  );
  if (Object.values(storage).some((value) => value === ''))
    throw new Error(`snapshot ${name} needs a session`);
  await page.addInitScript((values) => {
    if (window !== window.top) return; // not inside embedded frames such as the footer map
    if (sessionStorage.getItem('e2e.snapshotLoaded')) return; // once per tab: later changes must survive reloads
    sessionStorage.setItem('e2e.snapshotLoaded', '1');
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, storage);
}
