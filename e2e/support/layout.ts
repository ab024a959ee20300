// Measuring a page in Chromium: an element's box, whether a click at its centre reaches it, the page's width, and
// axe's serious and critical findings.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

export const box = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
    return { left, right, top, bottom, width, height };
  });

/** Whether a click at the element's centre lands on it: it is on screen and nothing covers or clips it there. */
export const reachable = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return width > 0 && height > 0 && !!hit && element.contains(hit);
  });

export const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * axe with the WCAG 2 A and AA rules, run in the page itself (legacy mode): by default @axe-core/playwright opens a
 * blank page to put the frames' results together, which took each check 1.4–2.9 s against 1.2–1.3 s on a quiet
 * machine (2026-12-07). The shop's only frames are the footer's and the contact page's map, a third party's page that
 * legacy mode leaves out (it tests no frame of another origin) and the shop could not change anyway.
 */
export const axeWcag = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode(true);

export async function expectNoSeriousAxe(page: Page, what: string) {
  const { violations } = await axeWcag(page).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${what}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** A full-page screenshot named `name` in test-results/e2e/screenshots/ (docs/screenshots/ copies some). */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e/screenshots/${name}.png`, fullPage: true });

/**
 * Nothing wider than a 390 px phone and no serious or critical axe finding, once animations have ended; then a
 * full-page screenshot named `name` in test-results/e2e/screenshots/.
 */
export async function fitsAndPasses(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxe(page, name);
  await shot(page, name);
}
