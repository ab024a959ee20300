// The address book in real Chromium against the real server, in English and Arabic at 1280 and 390 px: a shopper adds two addresses on the profile and makes the second the default; checkout shows it chosen, the shopper
// picks the other one and places the order, and the order carries the picked address with its landmark. axe finds nothing serious or
// critical on the profile and the checkout, and nothing is wider than the phone.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { t, type Lang } from './support/catalogue';
import { expectNoSeriousAxe, pageWidth } from './support/layout';
import { seedCart, startsWith } from './support/checkout';
import { registerThroughApi, signInBrowser } from './support/shop';
import type { OrderResponse, Product, ProductListResponse } from '../src/contract/types';

interface Saved {
  governorate: string;
  city: string;
  street: string;
  building: string;
  landmark: string;
}

const addresses: { lang: Lang; home: Saved; work: Saved }[] = [
  {
    lang: 'en',
    home: {
      governorate: 'Cairo',
      city: 'Maadi',
      street: 'Road 9',
      building: '12',
      landmark: 'Near the metro',
    },
    work: { governorate: 'Giza', city: 'Dokki', street: 'Tahrir Street', building: '4', landmark: '' },
  },
  {
    lang: 'ar',
    home: {
      governorate: 'القاهرة',
      city: 'المعادي',
      street: 'شارع ٩',
      building: '١٢',
      landmark: 'بجوار المترو',
    },
    work: { governorate: 'الجيزة', city: 'الدقي', street: 'شارع التحرير', building: '٤', landmark: '' },
  },
];

const journeys = addresses.flatMap((people) =>
  [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ].map((size) => ({ ...people, ...size })),
);

async function fitsWidth(page: Page, width: number) {
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);
}

async function addAddress(page: Page, book: Locator, lang: Lang, address: Saved) {
  await book.getByRole('button', { name: t(lang, 'addressBook.add') }).click();
  const form = book.getByRole('group', { name: t(lang, 'addressBook.newTitle') });
  await form.getByRole('combobox', { name: t(lang, 'checkout.field.government') }).fill(address.governorate);
  await form.getByRole('option', { name: address.governorate }).click();
  const field = (id: string) => form.getByRole('textbox', { name: startsWith(t(lang, id)) });
  // The city suggests the governorate's cities (an <input list>, a combobox) and takes the shopper's own.
  await form.getByRole('combobox', { name: startsWith(t(lang, 'checkout.field.city')) }).fill(address.city);
  await field('checkout.field.street').fill(address.street);
  await field('checkout.field.building').fill(address.building);
  if (address.landmark) await field('checkout.field.landmark').fill(address.landmark);
  await book.getByRole('button', { name: t(lang, 'addressBook.save') }).click();
  await expect(book.getByRole('status')).toHaveText(t(lang, 'addressBook.saved'));
  const heading = book.getByRole('heading', { level: 3, name: new RegExp(address.city) });
  await expect(heading).toBeFocused();
}

async function aProductInStock(request: APIRequestContext): Promise<Product> {
  const { products } = (await (await request.get('/api/product?limit=100')).json()) as ProductListResponse;
  const found = products.find((p) => p.quantity >= 3 && p.price < 100_000);
  if (!found) throw new Error('no product in stock');
  return found;
}

for (const { lang, width, height, home, work } of journeys) {
  test.describe(`the address book (${lang}, ${width} px)`, () => {
    test.use({ viewport: { width, height }, ...(width < 768 ? { isMobile: true, hasTouch: true } : {}) });

    test(`saved on the profile, the default filled in at checkout, another picked for the order (${lang})`, async ({
      page,
      request,
    }) => {
      test.slow();
      const account = await registerThroughApi(request);
      await signInBrowser(page, account);
      await seedCart(page, await aProductInStock(request), 1);

      await page.goto(`/profile?lang=${lang}`);
      const book = page.getByRole('region', { name: t(lang, 'addressBook.title') });
      await expect(book.getByText(t(lang, 'addressBook.empty'))).toBeVisible();
      await addAddress(page, book, lang, home);
      await addAddress(page, book, lang, work);
      // The first one saved is the default; the second is made the default.
      const workHeading = book.getByRole('heading', { level: 3, name: new RegExp(work.city) });
      await book
        .getByRole('button', {
          name: new RegExp(`^${t(lang, 'addressBook.makeDefaultShort')}.*${work.city}`),
        })
        .click();
      await expect(workHeading).toContainText(t(lang, 'addressBook.default'));
      await expect(workHeading).toBeFocused();
      await expect(book.getByRole('heading', { level: 3 }).first()).toContainText(work.city);
      if (home.landmark) await expect(book.getByText(home.landmark)).toBeVisible();
      await fitsWidth(page, width);
      await expectNoSeriousAxe(page, `profile ${lang}`);

      await page.goto(`/Checkout?lang=${lang}`);
      const choices = page.getByRole('group', { name: t(lang, 'checkout.saved.title') });
      await expect(choices.getByRole('radio', { name: new RegExp(work.city) })).toBeChecked();
      await choices.getByRole('radio', { name: new RegExp(home.city) }).check();
      await expect(choices.getByRole('radio', { name: new RegExp(home.city) })).toBeChecked();
      await page
        .getByRole('textbox', { name: startsWith(t(lang, 'checkout.field.note')) })
        .fill(lang === 'ar' ? 'اتصل قبل التوصيل' : 'Call before delivery');
      await fitsWidth(page, width);
      await expectNoSeriousAxe(page, `checkout ${lang}`);

      await page.getByRole('button', { name: t(lang, 'checkout.placeOrder') }).click();
      await expect(page).toHaveURL(/\/order$/);
      // The saved address's landmark travels with the order, for the courier.
      await expect(
        page.getByText(t(lang, 'addressBook.landmark', { landmark: home.landmark })),
      ).toBeVisible();
      const href = await page.getByRole('link', { name: t(lang, 'order.track') }).getAttribute('href');
      const id = href?.split('/').pop();
      expect(id).toBeTruthy();
      const response = await request.get(`/api/checkout/${id}`, {
        headers: { authorization: `Bearer ${account.token}` },
      });
      const { data: order } = (await response.json()) as OrderResponse;
      expect(order.address).toEqual([
        expect.objectContaining({
          city: home.city,
          street: home.street,
          building: home.building,
          landmark: home.landmark,
        }),
      ]);
    });
  });
}

test.describe('a real Egyptian address (ar, 390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('keeps 6th of October, apartment 12B and the Arabic comma exactly, offering the governorate’s cities', async ({
    page,
    request,
  }) => {
    const lang: Lang = 'ar';
    const account = await registerThroughApi(request);
    await signInBrowser(page, account);
    await page.goto(`/profile?lang=${lang}`);
    const book = page.getByRole('region', { name: t(lang, 'addressBook.title') });
    await book.getByRole('button', { name: t(lang, 'addressBook.add') }).click();
    const form = book.getByRole('group', { name: t(lang, 'addressBook.newTitle') });
    await form.getByRole('combobox', { name: t(lang, 'checkout.field.government') }).fill('الجيزة');
    await form.getByRole('option', { name: 'الجيزة' }).click();
    const city = form.getByRole('combobox', { name: startsWith(t(lang, 'checkout.field.city')) });
    // The city offers the governorate's cities in Arabic, and takes the shopper's own words.
    const listId = await city.getAttribute('list');
    await expect(page.locator(`datalist[id="${listId}"] option[value="السادس من أكتوبر"]`)).toHaveCount(1);
    await expect(page.locator(`datalist[id="${listId}"] option[value="الشيخ زايد"]`)).toHaveCount(1);
    const field = (id: string) => form.getByRole('textbox', { name: startsWith(t(lang, id)) });
    await city.fill('6th of October');
    await field('checkout.field.street').fill('شارع ٩، الحي الثاني');
    await field('checkout.field.building').fill('12B');
    await field('checkout.field.floor').fill('3A');
    await field('checkout.field.apartment').fill('12B');
    await expect(city).toHaveValue('6th of October');
    await expect(field('checkout.field.apartment')).toHaveValue('12B');
    await expect(field('checkout.field.street')).toHaveValue('شارع ٩، الحي الثاني');
    await form.screenshot({ path: 'test-results/e2e/screenshots/address-real-ar-390.png' });
    await book.getByRole('button', { name: t(lang, 'addressBook.save') }).click();
    await expect(book.getByRole('status')).toHaveText(t(lang, 'addressBook.saved'));
    await fitsWidth(page, 390);

    // Read back after a reload: exactly as typed.
    await page.reload();
    const heading = page
      .getByRole('region', { name: t(lang, 'addressBook.title') })
      .getByRole('heading', { level: 3 });
    await expect(heading).toContainText('6th of October');
    await expect(heading).toContainText('شارع ٩، الحي الثاني');
    await expect(heading).toContainText('12B');
    const response = await request.get('/api/user/addresses', {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(((await response.json()) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({
        government: 'Giza',
        city: '6th of October',
        street: 'شارع ٩، الحي الثاني',
        building: '12B',
        floor: '3A',
        apartment: '12B',
      }),
    ]);
  });
});
