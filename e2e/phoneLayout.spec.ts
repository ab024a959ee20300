// The shop's frame and screens measured in Chromium: at 390 px (a phone) nothing is cut off, hidden or off the
// edge in either language; at 1280 px the header shows every category. jsdom has no layout, so these live here.
import type { Locator, Page } from '@playwright/test';
import { box, expectNoSeriousAxe, pageWidth, reachable } from './support/layout';
import { expect, test } from './support/test';
import type { ProductListResponse } from '../src/contract/types';
import { findProduct, t, type Lang } from './support/catalogue';
import { seedCart } from './support/checkout';
import { registerThroughApi, signInBrowser } from './support/shop';

const LANGS: Lang[] = ['en', 'ar'];
const PHONE = { width: 390, height: 844 };
/** A screen's data on a busy machine: waits longer than the default for the first thing measured. */
const LOADED = 30_000;

// Each journey measures, screenshots and runs axe on a full page, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e/screenshots/${name}.png` });

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const lang of LANGS) {
    test(`the burger menu fills the screen at the top of the page and lists every link (${lang})`, async ({
      page,
    }) => {
      await page.goto(`/?lang=${lang}`);
      const open = page.getByRole('banner').getByRole('button', { name: t(lang, 'layout.menu.open') });
      await open.click();
      const menu = page.getByRole('dialog', { name: t(lang, 'layout.menu.title') });
      await expect(menu).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const { height } = await box(menu);
      expect(height, 'the menu is as tall as the screen').toBe(PHONE.height);
      const links = menu.getByRole('navigation').getByRole('link');
      await expect(links.last()).toHaveText(t(lang, 'session.signIn'));
      // Home, the seven categories, About, Contact, Sign up, Sign in
      expect(await links.count()).toBeGreaterThan(10);
      for (const id of ['layout.aboutUs', 'layout.contactUs']) {
        await expect(menu.getByRole('link', { name: t(lang, id) })).toBeVisible();
      }
      for (const link of await links.all()) {
        expect(await reachable(link), `${await link.textContent()} can be tapped`).toBe(true);
      }
      await shot(page, `phone-burger-${lang}`);
      await expectNoSeriousAxe(page, `burger ${lang}`);

      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(open, 'focus returns to the button that opened the menu').toBeFocused();
      // Closed, the menu stays in the page (drawn ahead, so a press only reveals it): out of sight and out of reach.
      const closed = page.locator(`[role="dialog"][aria-label="${t(lang, 'layout.menu.title')}"]`);
      await expect(closed).toHaveCount(1);
      await expect(closed).toBeHidden();
      const { focusable, state } = await closed.evaluate((element) => ({
        focusable: [...element.querySelectorAll<HTMLElement>('a, button')].filter((control) => {
          control.focus();
          return document.activeElement === control;
        }).length,
        // What the menu was just after its controls were tried, for a failure to say.
        state: `hidden=${String((element as HTMLElement).hidden)}, visibility=${getComputedStyle(element).visibility}`,
      }));
      expect(focusable, `no control of the closed menu can take focus (${state})`).toBe(0);
    });

    test(`'More' opens on the screen with About and Contact in reach, on a tablet (${lang})`, async ({
      page,
    }) => {
      // A phone's header row keeps the cart instead: About and Contact are in the burger menu there.
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto(`/?lang=${lang}`);
      const more = page.getByRole('banner').getByRole('button', { name: t(lang, 'layout.more') });
      await more.click();
      const about = page.getByRole('banner').getByRole('link', { name: t(lang, 'layout.aboutUs') });
      await expect(about).toBeVisible();
      const panel = about.locator('..');
      const { left, right } = await box(panel);
      expect(left, 'the panel starts on the screen').toBeGreaterThanOrEqual(0);
      expect(right, 'the panel ends on the screen').toBeLessThanOrEqual(768);
      for (const id of ['layout.aboutUs', 'layout.contactUs']) {
        expect(await reachable(panel.getByRole('link', { name: t(lang, id) })), id).toBe(true);
      }
      expect(await pageWidth(page)).toBeLessThanOrEqual(768);
      await shot(page, `phone-more-${lang}`);
      await expectNoSeriousAxe(page, `more ${lang}`);
    });

    test(`the header keeps the logo and every control on the screen, signed out and signed in (${lang})`, async ({
      page,
      request,
    }) => {
      const controls = (banner: Locator, last: Locator) => [
        banner.getByRole('button', { name: t(lang, 'layout.menu.open') }),
        banner.getByRole('link', { name: t(lang, 'layout.logo') }),
        banner.getByRole('link', { name: t(lang, 'favourites.link.label', { count: 0 }) }),
        banner.getByRole('link', { name: t(lang, 'cart.link.label', { count: 0 }) }),
        // The switch is named by what it shows: the other language's own name.
        banner.getByRole('button', { name: lang === 'en' ? 'العربية' : 'English' }),
        last,
      ];
      const expectAllOnScreen = async (items: Locator[]) => {
        const boxes = await Promise.all(items.map(box));
        const logo = boxes[1]!;
        expect(logo.width, 'the logo keeps its size').toBeGreaterThanOrEqual(32);
        const inOrder = lang === 'ar' ? [...boxes].sort((a, b) => b.left - a.left) : boxes;
        expect(inOrder).toEqual(boxes); // reading order is the visual order in both directions
        const sorted = [...boxes].sort((a, b) => a.left - b.left);
        expect(sorted[0]!.left, 'nothing starts off the edge').toBeGreaterThanOrEqual(0);
        expect(sorted.at(-1)!.right, 'nothing ends off the edge').toBeLessThanOrEqual(PHONE.width);
        sorted
          .slice(1)
          .forEach((b, i) => expect(b.left, 'no overlap').toBeGreaterThanOrEqual(sorted[i]!.right));
      };

      await page.goto(`/?lang=${lang}`);
      const banner = page.getByRole('banner');
      const signIn = banner.getByRole('link', { name: t(lang, 'session.signIn') });
      await expect(signIn).toBeVisible();
      await expectAllOnScreen(controls(banner, signIn));
      await shot(page, `phone-header-${lang}`);

      const account = await registerThroughApi(request);
      await signInBrowser(page, account);
      await page.goto(`/?lang=${lang}`);
      const userMenu = banner.getByRole('button', { name: new RegExp(account.user.name) });
      await expect(userMenu).toBeVisible();
      await expectAllOnScreen(controls(banner, userMenu));
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    });

    test(`a product's tabs are whole on the screen (${lang})`, async ({ page, request }) => {
      const product = await findProduct(request, 'ProBook 16 M4 Max');
      await page.goto(`/item/${product._id}?lang=${lang}`);
      const tabs = page.getByRole('tablist', { name: t(lang, 'product.tabs.label') });
      await expect(tabs.getByRole('tab')).toHaveCount(3, { timeout: LOADED });
      const list = await box(tabs);
      expect(list.left).toBeGreaterThanOrEqual(0);
      expect(list.right).toBeLessThanOrEqual(PHONE.width);
      for (const tab of await tabs.getByRole('tab').all()) {
        const { left, right } = await box(tab);
        expect(left, `${await tab.textContent()} starts inside the list`).toBeGreaterThanOrEqual(list.left);
        expect(right, `${await tab.textContent()} ends inside the list`).toBeLessThanOrEqual(list.right);
      }
      expect(await tabs.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      await shot(page, `phone-tabs-${lang}`);
    });

    test(`seven pages of products fit the pagination on one row (${lang})`, async ({ page, request }) => {
      const sameRow = async (nav: Locator) => {
        const tops = await nav
          .getByRole('button')
          .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
        expect(new Set(tops).size, `one row: ${tops.join(', ')}`).toBe(1);
        const { left, right } = await box(nav.getByRole('list'));
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(PHONE.width);
      };
      // Seven pages with the seed; other journeys on the same server may have added products in the back office.
      const { pages } = (await (await request.get('/api/product')).json()) as ProductListResponse;
      expect(pages).toBeGreaterThanOrEqual(7);
      await page.goto(`/categories?lang=${lang}`);
      const nav = page.getByRole('navigation', { name: t(lang, 'catalogue.pagination.label') });
      const pageButton = (n: number) =>
        nav.getByRole('button', { name: t(lang, 'catalogue.pagination.page', { page: n, pages }) });
      await expect(pageButton(pages)).toBeVisible({ timeout: LOADED });
      await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
      await sameRow(nav);

      // Every page stays in reach: 'next' walks through them, and the current, first and last are always shown.
      for (let n = 2; n <= 4; n += 1) {
        await nav.getByRole('button', { name: t(lang, 'catalogue.pagination.next') }).click();
        await expect(pageButton(n)).toHaveAttribute('aria-current', 'page');
      }
      await expect(pageButton(1)).toBeVisible();
      await expect(pageButton(pages)).toBeVisible({ timeout: LOADED });
      await sameRow(nav);
      await shot(page, `phone-pagination-${lang}`);
      await expectNoSeriousAxe(page, `listing ${lang}`);
    });

    test(`the cart shows each value beside its label (${lang})`, async ({ page, request }) => {
      const product = await findProduct(request, 'ProBook 16 M4 Max');
      await seedCart(page, product, 1);
      await page.goto(`/cart?lang=${lang}`);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: /.+/ }) })
        .first();
      await expect(row).toBeVisible({ timeout: LOADED });
      const cells = row.locator('td[data-label]');
      await expect(cells).toHaveCount(3);
      for (const cell of await cells.all()) {
        const label = await cell.getAttribute('data-label');
        const cellBox = await box(cell);
        const value = await box(cell.locator('strong, [role=group]').first());
        expect(value.top - cellBox.top, `${label}: the value is on the label's line`).toBeLessThan(12);
        if (lang === 'en') expect(value.left - cellBox.left, `${label}: after the label`).toBeGreaterThan(48);
        else expect(cellBox.right - value.right, `${label}: after the label`).toBeGreaterThan(48);
        expect(value.right).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await shot(page, `phone-cart-${lang}`);
    });
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of LANGS) {
    test(`the header shows every category, and tabbing through them scrolls nothing (${lang})`, async ({
      page,
      request,
    }) => {
      // Seven in the seed; other journeys on the same server may have added one in the back office.
      const { categories } = (await (await request.get('/api/category')).json()) as { categories: unknown[] };
      expect(categories.length).toBeGreaterThanOrEqual(7);
      await page.goto(`/?lang=${lang}`);
      const banner = page.getByRole('banner');
      const nav = banner.getByRole('navigation', { name: t(lang, 'layout.categories') });
      const links = nav.getByRole('link');
      await expect(links).toHaveCount(categories.length, { timeout: LOADED });
      const navBox = await box(nav);
      for (const link of await links.all()) {
        const { left, right } = await box(link);
        expect(left, `${await link.textContent()} starts in view`).toBeGreaterThanOrEqual(navBox.left);
        expect(right, `${await link.textContent()} ends in view`).toBeLessThanOrEqual(navBox.right);
        expect(await reachable(link)).toBe(true);
      }
      const list = nav.getByRole('list');
      expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      expect(
        await list.evaluate((element) => getComputedStyle(element).maskImage),
        'no category fades out',
      ).toBe('none');

      // The header does not cover the page: the heading starts below it.
      const heading = await box(page.getByRole('heading', { level: 1 }));
      expect(heading.top).toBeGreaterThanOrEqual((await box(banner)).bottom);

      await links.first().focus();
      for (let i = 0; i < categories.length; i += 1) await page.keyboard.press('Tab');
      expect(
        await links.evaluateAll((all) => all.includes(document.activeElement as HTMLAnchorElement)),
      ).toBe(false);
      expect(await list.evaluate((element) => element.scrollLeft)).toBe(0);
      await shot(page, `desktop-header-${lang}`);
      await expectNoSeriousAxe(page, `home ${lang} at 1280`);
    });
  }
});
