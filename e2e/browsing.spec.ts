// Shopper browsing on the seeded server: home → category → filters → page 2 → product → related product; search in
// English and Arabic; the Arabic listing reads right to left. Screenshots of home, listing and detail in both languages.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { Category, ProductListResponse } from '../src/contract/types';

const SHOTS = 'test-results/e2e/screenshots';

async function categoryBySlug(page: Page, slug: string): Promise<Category> {
  const response = await page.request.get('/api/category');
  const { categories } = (await response.json()) as { categories: Category[] };
  const category = categories.find((c) => c.slug === slug);
  if (!category) throw new Error(`no seeded category ${slug}`);
  return category;
}

async function listing(page: Page, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await page.request.get(`/api/product?${params}`);
  return (await response.json()) as ProductListResponse;
}

test('a shopper goes from home to a category, filters by CPU and price, turns the page and follows a related product', async ({
  page,
}) => {
  const laptops = await categoryBySlug(page, 'professional-laptop');
  const highestPrice = 170_000;
  const m3 = await listing(page, { category: laptops._id, cpu: 'M3', highestPrice });
  const underCap = await listing(page, { category: laptops._id, highestPrice });
  expect(m3.total).toBeGreaterThan(0);
  expect(underCap.pages).toBe(2);

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Shop Genuine products Fast, Easy, Reliable' }),
  ).toBeVisible();
  const offers = page.getByRole('list', { name: 'Special Offer' });
  await expect(offers.getByRole('listitem')).toHaveCount(4);
  await expect(offers.getByText(/% OFF$/)).toHaveCount(4);
  await page.screenshot({ path: `${SHOTS}/browsing-home-en.png`, fullPage: true });

  // The strip glides continuously; focusing a slide pauses it, and Enter opens the category.
  const strip = page.getByRole('region', { name: 'Shop by category' });
  await strip.getByRole('link', { name: laptops.name }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/categoriesname\\?category=${laptops._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${laptops.name} Collection` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('filter'))).toContain(laptops._id);

  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('group', { name: 'display' })).toBeVisible();
  await expect(filters.getByRole('group', { name: 'inch' })).toHaveCount(0);
  await filters.getByRole('slider', { name: 'Highest price' }).fill(String(highestPrice));
  // The address bar drives the radios, so the check lands one render later: click, then expect it checked.
  const cpu = filters.getByRole('group', { name: 'CPU' });
  await cpu.getByRole('radio', { name: 'M3' }).click();
  await expect(cpu.getByRole('radio', { name: 'M3' })).toBeChecked();
  await expect(page).toHaveURL(/cpu=M3/);
  await expect(page).toHaveURL(new RegExp(`highestPrice=${highestPrice}`));
  const grid = page.getByRole('list', { name: `${laptops.name} Collection` });
  await expect(grid.getByRole('heading', { level: 2 })).toHaveCount(m3.products.length);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);

  await cpu.getByRole('radio', { name: 'Any' }).click();
  await expect(cpu.getByRole('radio', { name: 'Any' })).toBeChecked();
  const pagination = page.getByRole('navigation', { name: 'Pages' });
  await expect(pagination).toBeVisible();
  await expect(grid.getByRole('heading', { level: 2 })).toHaveCount(underCap.products.length);
  await page.screenshot({ path: `${SHOTS}/browsing-listing-en.png`, fullPage: true });

  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const second = await listing(page, { category: laptops._id, highestPrice, page: 2 });
  await expect(grid.getByRole('heading', { level: 2 })).toHaveCount(second.products.length);
  await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // Back returns to page 1 with the same filters.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(page).toHaveURL(/page=2/);

  const chosen = second.products[0]!;
  await grid.getByRole('link', { name: chosen.name }).click();
  await expect(page).toHaveURL(new RegExp(`/item/${chosen._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tech Specs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Tech Specs' })).toContainText(chosen.specs[0]!.cpu);
  await page.screenshot({ path: `${SHOTS}/browsing-detail-en.png`, fullPage: true });

  const related = page.getByRole('region', { name: 'Related products' });
  const relatedLinks = related.getByRole('heading', { level: 3 }).getByRole('link');
  expect(await relatedLinks.count()).toBeLessThanOrEqual(7);
  const next = relatedLinks.first();
  const nextName = (await next.textContent()) ?? '';
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: nextName })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/item/${chosen._id}$`));
});

test('the header search finds products in English', async ({ page }) => {
  await page.goto('/categories');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('ProBook');
  await expect(page).toHaveURL(/\/search\?search=ProBook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results for ProBook' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search Results for ProBook' });
  await expect(results.getByRole('heading', { level: 2 }).first()).toContainText('ProBook');
  // Category links are hidden on the search page.
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link')).toHaveCount(0);
});

test('the header search finds products in Arabic', async ({ page }) => {
  await page.goto('/?lang=ar');
  await page.getByRole('button', { name: 'بحث', exact: true }).click();
  await page.getByRole('searchbox', { name: 'ابحث عن المنتجات' }).fill('بروبوك');
  await expect(page).toHaveURL(/\/search\?search=/);
  await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث عن بروبوك' })).toBeVisible();
  const results = page.getByRole('list', { name: 'نتائج البحث عن بروبوك' });
  await expect(results.getByRole('heading', { level: 2 }).first()).toContainText('بروبوك');
});

test('the same listing in Arabic reads right to left', async ({ page }) => {
  const laptops = await categoryBySlug(page, 'professional-laptop');
  await page.goto(`/categoriesname?category=${laptops._id}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: `مجموعة ${laptops.nameAr}` })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'عوامل التصفية' });
  const grid = page.getByRole('list', { name: `مجموعة ${laptops.nameAr}` });
  await expect(grid.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // The sidebar sits on the right of the grid, the reading start in Arabic.
  const aside = await filters.boundingBox();
  const list = await grid.boundingBox();
  expect(aside!.x).toBeGreaterThan(list!.x + list!.width - 1);
  // Prices use Arabic digits and the Egyptian pound.
  await expect(grid.getByText(/ج\.م\./).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'الصفحات' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/browsing-listing-ar.png`, fullPage: true });

  await page.goto('/?lang=ar');
  await expect(page.getByRole('list', { name: 'عروض خاصة' }).getByRole('listitem')).toHaveCount(4);
  await page.screenshot({ path: `${SHOTS}/browsing-home-ar.png`, fullPage: true });

  const first = (await listing(page, { category: laptops._id })).products[0]!;
  await page.goto(`/item/${first._id}?lang=ar`);
  await expect(page.getByRole('heading', { level: 1, name: first.nameAr })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'المواصفات التقنية' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: `${SHOTS}/browsing-detail-ar.png`, fullPage: true });
});
