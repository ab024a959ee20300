// The shop's shell in both languages: English left-to-right, Arabic right-to-left with Arabic text.
import { expect, test } from './support/test';

test('the home page renders in English, left to right', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Shop Genuine products Fast, Easy, Reliable' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/categories');
  await page.screenshot({ path: 'test-results/e2e/screenshots/home-en.png', fullPage: true });
});

test('?lang=ar renders the home page in Arabic, right to left, and remembers it', async ({ page }) => {
  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(
    page.getByRole('heading', { level: 1, name: 'تسوّق منتجات أصلية بسرعة وسهولة وثقة' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'تسوّق الآن' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/screenshots/home-ar.png', fullPage: true });

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');
});

test('an unknown page shows Page Not Found with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a protected page sends a visitor to the login page', async ({ page }) => {
  await page.goto('/myorder');
  await expect(page).toHaveURL(/\/login$/);
});
