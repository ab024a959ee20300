// The back office in real Chromium against the real server: a manager creates a product in both languages and
// restocks it, shoppers find it by an English and by an Arabic word, a price raised in the back office is the price
// the shop shows, staff keep to the order desk, and the back office in Arabic on a phone is right-to-left.
import { expect, test } from './support/test';
import { shot } from './support/layout';
import { t } from './support/catalogue';
import { choosePhotos, dropPhotos, photoFiles } from './support/photos';
import { loginThroughApi, signInBrowser, STAFF, MANAGER } from './support/shop';
import type { BackOfficeProduct } from '../src/contract/backOffice';
import type { ProductDetailResponse } from '../src/contract/types';

test('a manager creates and restocks a product; shoppers find it in both languages and see its new price', async ({
  page,
  request,
  browser,
}) => {
  const n = Date.now().toString(36);
  const name = `Probe Laptop ${n}`;
  const nameAr = `حاسوب تجريبي ${n}`;
  await signInBrowser(page, await loginThroughApi(request, MANAGER.email, MANAGER.password));

  await page.goto('/staff/products/new');
  await expect(page.getByRole('heading', { name: t('en', 'backOffice.product.newTitle') })).toBeVisible();
  await page.getByLabel(t('en', 'backOffice.product.name'), { exact: true }).fill(name);
  await page.getByLabel(t('en', 'backOffice.product.nameAr'), { exact: true }).fill(nameAr);
  await page
    .getByLabel(t('en', 'backOffice.product.description'), { exact: true })
    .fill('A laptop made for the journey.');
  await page
    .getByLabel(t('en', 'backOffice.product.descriptionAr'), { exact: true })
    .fill('حاسوب محمول للتجربة.');
  await page
    .getByLabel(t('en', 'backOffice.product.category'), { exact: true })
    .selectOption({ label: 'Professional Laptops' });
  await page.getByLabel(t('en', 'backOffice.product.color'), { exact: true }).fill('Silver');
  await page.getByLabel(t('en', 'backOffice.product.colorAr'), { exact: true }).fill('فضي');
  await page.getByLabel(t('en', 'backOffice.product.warrantyMonths'), { exact: true }).fill('24');
  await page.getByLabel(t('en', 'backOffice.product.price'), { exact: true }).fill('45000');
  await page.getByLabel(t('en', 'backOffice.product.discountPrice'), { exact: true }).fill('50000');
  await page.getByLabel(t('en', 'backOffice.product.openingStock'), { exact: true }).fill('4');
  await page.getByLabel(t('en', 'backOffice.product.spec.cpu'), { exact: true }).fill('Intel Core i7');
  await page.getByLabel(t('en', 'backOffice.product.spec.memory'), { exact: true }).fill('16 GB');
  await page.getByLabel(t('en', 'backOffice.product.spec.storage'), { exact: true }).fill('512 GB');
  await page.getByLabel(t('en', 'backOffice.product.spec.display'), { exact: true }).fill('15-inch');
  await page.getByRole('button', { name: t('en', 'backOffice.product.create') }).click();
  // A discount price above the price is refused on the form, by the contract's rule, before anything is sent.
  await expect(page.getByText(t('en', 'validation.backOffice.discountBelowPrice'))).toBeVisible();
  await page.getByLabel(t('en', 'backOffice.product.discountPrice'), { exact: true }).fill('42000');
  await page.getByRole('button', { name: t('en', 'backOffice.product.create') }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await shot(page, 'back-office-product-en');

  // Restock: 5 received, written to the movement history after the opening stock.
  const stock = page.getByRole('region', { name: t('en', 'backOffice.stock.title') });
  await stock.getByLabel(t('en', 'backOffice.stock.delta'), { exact: true }).fill('5');
  await stock
    .getByLabel(t('en', 'backOffice.stock.reason'))
    .selectOption(t('en', 'backOffice.stock.reason.received'));
  await stock.getByRole('button', { name: t('en', 'backOffice.stock.adjust') }).click();
  await expect(stock.getByText(t('en', 'backOffice.stock.current', { quantity: 9 }))).toBeVisible();
  await expect(stock.getByRole('cell', { name: t('en', 'backOffice.stock.reason.received') })).toHaveCount(2);

  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  for (const word of [`laptop ${n}`, `تجريبي ${n}`]) {
    await shop.goto(`/search?search=${encodeURIComponent(word)}`);
    await expect(shop.getByText(name).first()).toBeVisible();
  }
  await shop.goto(`/item/${id}`);
  await expect(shop.getByRole('heading', { name })).toBeVisible();
  await expect(shop.getByText(/42,000/).first()).toBeVisible();

  // The manager raises the price; the shop's answer follows at once (the answer cache is dropped on the write).
  await page.getByLabel(t('en', 'backOffice.product.discountPrice'), { exact: true }).fill('0');
  await page.getByLabel(t('en', 'backOffice.product.price'), { exact: true }).fill('47500');
  await page.getByRole('button', { name: t('en', 'backOffice.product.save') }).click();
  await expect(page.getByText(t('en', 'backOffice.product.saved')).first()).toBeVisible();
  const answer = (await (await request.get(`/api/product/${id}`)).json()) as ProductDetailResponse;
  expect(answer.product).toMatchObject({ price: 47500, priceAfterDiscount: 0, quantity: 9 });
  await shop.reload();
  await expect(shop.getByText(/47,500/).first()).toBeVisible();
  await shopper.close();

  // The activity log reads as sentences naming the product, with a link to it, in both languages.
  const said = (lang: 'en' | 'ar', action: string, item: string) =>
    t(lang, `backOffice.activity.said.${action}`, { actor: 'Store Manager', item });
  await page.goto('/staff/activity');
  await expect(page.getByRole('cell', { name: said('en', 'product.create', name) })).toBeVisible();
  await expect(page.getByRole('cell', { name: said('en', 'product.update', name) })).toBeVisible();
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.goto('/staff/activity?lang=ar');
  await expect(page.getByRole('cell', { name: said('ar', 'product.create', nameAr) })).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText(/product\.create|[0-9a-f]{8}-[0-9a-f]{4}-/);
});

test('staff see the order desk (and stock, read-only), not the catalogue; the back office in Arabic on a phone is right-to-left with a menu', async ({
  browser,
  request,
}) => {
  const staff = await loginThroughApi(request, STAFF.email, STAFF.password);
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await signInBrowser(deskPage, staff);
  await deskPage.goto('/staff/products');
  await expect(deskPage.getByText(t('en', 'backOffice.notAllowed.manager'))).toBeVisible();
  const nav = deskPage.getByRole('navigation', { name: t('en', 'backOffice.nav.label') });
  await expect(nav.getByRole('link', { name: t('en', 'backOffice.nav.orders') })).toBeVisible();
  await expect(nav.getByRole('link', { name: t('en', 'backOffice.nav.products') })).toHaveCount(0);
  expect(
    (
      await request.get('/api/staff/categories', { headers: { authorization: `Bearer ${staff.token}` } })
    ).status(),
  ).toBe(403);
  await desk.close();

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await signInBrowser(page, await loginThroughApi(request, MANAGER.email, MANAGER.password));
  await page.goto('/staff/products?lang=ar');
  await expect(page.getByRole('heading', { name: t('ar', 'backOffice.products.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const menu = page.getByRole('button', { name: t('ar', 'backOffice.menu') });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole('link', { name: t('ar', 'backOffice.nav.categories') })).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'back-office-products-ar-390');
  await phone.close();
});

test('a manager on a phone in Arabic adds two photos (chosen, dropped), puts the second first; the shop shows their sizes', async ({
  browser,
  request,
}) => {
  const manager = await loginThroughApi(request, MANAGER.email, MANAGER.password);
  const auth = { authorization: `Bearer ${manager.token}` };
  const name = `Photo Probe ${Date.now().toString(36)}`;
  const categories = (await (await request.get('/api/staff/categories', { headers: auth })).json()).data;
  const created = await request.post('/api/staff/products', {
    headers: auth,
    data: {
      name,
      nameAr: `منتج مصور ${name.slice(-6)}`,
      description: 'A product photographed for the journey.',
      descriptionAr: 'منتج مصور للتجربة.',
      categoryId: categories[0]._id,
      price: 30000,
      priceAfterDiscount: 0,
      quantity: 3,
      color: 'Black',
      colorAr: 'أسود',
      warrantyMonths: 12,
      specs: { cpu: '', memory: '', storage: '', gpu: '', display: '', os: '' },
      images: [],
    },
  });
  const product = ((await created.json()) as { data: BackOfficeProduct }).data;

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await signInBrowser(page, manager);
  await page.goto(`/staff/products/${product._id}?lang=ar`);
  const photos = page.getByRole('region', { name: t('ar', 'backOffice.images.title') });
  await expect(photos.getByRole('button', { name: t('ar', 'backOffice.images.choose') })).toBeVisible();
  const [first, second] = await photoFiles(2);
  await choosePhotos(photos, [first!]);
  await expect(photos.getByRole('img', { name: t('ar', 'backOffice.images.photo', { n: 1 }) })).toBeVisible();
  await dropPhotos(photos.getByText(t('ar', 'backOffice.images.drop')).locator('..'), [second!]);
  await expect(photos.getByRole('img', { name: t('ar', 'backOffice.images.photo', { n: 2 }) })).toBeVisible();
  await photos.getByRole('button', { name: t('ar', 'backOffice.images.moveEarlierOne', { n: 2 }) }).click();
  await expect(
    photos.getByRole('button', { name: t('ar', 'backOffice.images.moveLaterOne', { n: 1 }) }),
  ).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'back-office-photos-ar-390');
  await photos.screenshot({ path: 'test-results/e2e/screenshots/back-office-photos-panel-ar-390.png' });
  await page.getByRole('button', { name: t('ar', 'backOffice.product.save') }).click();
  await expect(page.getByText(t('ar', 'backOffice.product.saved')).first()).toBeVisible();
  await phone.close();

  const saved = ((await (await request.get(`/api/product/${product._id}`)).json()) as ProductDetailResponse)
    .product;
  expect(saved.images).toHaveLength(2);
  const files = await request.get(saved.images[0]!);
  expect(files.headers()['content-type']).toBe('image/webp');
  expect(files.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await shop.goto(`/item/${product._id}`);
  const main = shop.getByRole('img', { name: new RegExp(`^${name}`) }).first();
  await expect(main).toHaveAttribute('srcset', /-160\.webp 160w, .*-1200\.webp 1200w$/);
  await expect(main).toHaveAttribute('width', '800');
  // The browser loaded one of the sizes: the second photo chosen is the first shown.
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
    saved.images[0]!.replace(/-480\.webp$/, ''),
  );
  await shopper.close();
});
