// Motion, and a shopper who asks for less of it. The home page's category strip glides on its own, towards the reading
// direction's end, and holds still under the pointer, while it has keyboard focus, and for reduced motion; a toast
// stays for its time with reduced motion. The other journeys run with reduced motion (playwright.config.ts); these
// set each preference themselves.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { findProduct, t, type Lang } from './support/catalogue';

/** The strip's first slide ('All'), once keen-slider has taken the strip over. */
async function firstSlide(page: Page, lang: Lang) {
  await page.goto(`/?lang=${lang}`);
  await expect(page.locator('.keen-slider[data-strip-ready]')).toBeVisible();
  return page.locator('.keen-slider__slide').first();
}

const leftOf = async (slide: Locator) => (await slide.boundingBox())!.x;

/** How far the slide's left edge moved over `ms`. */
async function movedOver(page: Page, slide: Locator, ms: number) {
  const before = await leftOf(slide);
  await page.waitForTimeout(ms);
  return (await leftOf(slide)) - before;
}

for (const lang of ['en', 'ar'] as const) {
  test(`the category strip glides, and holds still under the pointer and the keyboard (${lang}, 1280 px)`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 1280, height: 800 });
    const slide = await firstSlide(page, lang);
    // It glides towards the start of the line: leftwards in English, rightwards in Arabic.
    await expect.poll(async () => Math.sign(await movedOver(page, slide, 400))).toBe(lang === 'en' ? -1 : 1);

    // Under the pointer it stops where it is.
    await page.locator('.keen-slider').hover();
    expect(await movedOver(page, slide, 800)).toBe(0);
    await page.mouse.move(5, 5);
    await expect.poll(async () => Math.abs(await movedOver(page, slide, 400))).toBeGreaterThan(0);

    // With a slide's link focused from the keyboard it stops too.
    const all = page.getByRole('link', { name: t(lang, 'catalogue.category.all'), exact: true });
    await all.focus();
    expect(await movedOver(page, slide, 800)).toBe(0);
  });
}

test('the category strip stays still for a shopper who asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  const slide = await firstSlide(page, 'en');
  expect(await movedOver(page, slide, 1500)).toBe(0);
});

test('a toast stays on screen for a shopper who asks for reduced motion, and closes with its button', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const mouse = await findProduct(request, 'Glide Mouse');
  await page.goto(`/search?search=${encodeURIComponent(mouse.name)}&lang=en`);
  await page
    .getByRole('button', { name: t('en', 'cart.control.addNamed', { name: mouse.name }), exact: true })
    .click();
  const toast = page.locator('.Toastify__toast').filter({ hasText: t('en', 'cart.toast.added') });
  await expect(toast).toBeInViewport();
  // Still there a second later (it closes after 5 s): its timer is its progress bar's animation, which the
  // reduced-motion rule once cut to nothing, closing every toast as it opened. A CSS animation runs on the page's
  // real time, so this one wait is real.
  await page.waitForTimeout(1_000);
  await expect(toast).toBeInViewport({ timeout: 1 });
  await toast.getByRole('button', { name: t('en', 'toast.close') }).click();
  await expect(toast).toBeHidden();
});
