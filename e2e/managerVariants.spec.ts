// A manager creates a product in 2 × 2 variants with photos per colour, and shoppers find it by its colour: the
// manager in English at 1280 px (the options editor, "Create every combination", the table filled with the keyboard,
// a photo per colour); the options editor in Arabic on a 390 px phone; a shopper in Arabic at 390 px searching for
// the Arabic colour word and part of the name, and one in English at 1280 px; each chooses the colour searched for
// and sees its photo.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { ProductDetail, ProductDetailResponse } from '../src/contract';
import { egp, t, type Lang } from './support/catalogue';
import { box, fitsAndPasses, pageWidth, shot } from './support/layout';
import type { PhotoFile } from './support/photos';
import { loginThroughApi, signInBrowser, MANAGER } from './support/shop';
import { expect, test } from './support/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const stamp = Date.now().toString(36).toUpperCase();
const product = {
  name: `Orbit Phone ${stamp}`,
  nameAr: `هاتف أوربت ${stamp}`,
};
const storage = [
  { value: '256 GB', valueAr: '256 جيجابايت' },
  { value: '512 GB', valueAr: '512 جيجابايت' },
];
const colour = [
  { value: 'Green', valueAr: 'أخضر', background: '#2e7d32' },
  { value: 'White', valueAr: 'أبيض', background: '#f1f5f9' },
];
/** Each row of the table once every combination is made (storage first, then colour), as the manager fills it. */
const rows = [
  { name: '256 GB · Green', sku: `ORB-${stamp}-256-GRN`, price: 20000, stock: 3 },
  { name: '256 GB · White', sku: `ORB-${stamp}-256-WHT`, price: 21000, stock: 5 },
  { name: '512 GB · Green', sku: `ORB-${stamp}-512-GRN`, price: 24000, stock: 6 },
  { name: '512 GB · White', sku: `ORB-${stamp}-512-WHT`, price: 25000, stock: 7 },
];

/** A photo of one colour: a plain JPEG of it with a light band (sharp, no fixture file). */
const photoOf = async (name: string, background: string): Promise<PhotoFile> => ({
  name: `${name.toLowerCase()}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 900, height: 900, channels: 3, background } })
    .composite([
      {
        input: { create: { width: 900, height: 120, channels: 3, background: '#94a3b8' } },
        top: 390,
        left: 0,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer(),
});

/** The product as the shop answers it. */
async function shopAnswer(page: Page, id: string): Promise<ProductDetail> {
  const response = await page.request.get(`/api/product/${id}`);
  return ((await response.json()) as ProductDetailResponse).product;
}

/** Types into the focused field as a manager does: everything in it selected, then the new text. */
async function typeOver(page: Page, field: Locator, text: string) {
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** The header's search box (at 1280 px a button until pressed), `words` typed into it and sent with Enter. */
async function search(page: Page, lang: Lang, words: string) {
  const banner = page.getByRole('banner');
  const field = banner.getByRole('combobox', { name: t(lang, 'search.label') });
  if (!(await field.isVisible()) || (await field.getAttribute('tabindex')) === '-1')
    await banner.getByRole('button', { name: t(lang, 'search.open'), exact: true }).click();
  await field.click();
  await field.pressSequentially(words);
  await field.press('Enter');
  return page.getByRole('list', { name: t(lang, 'search.title', { term: words }) });
}

test.describe.configure({ mode: 'serial' });

let productId = '';

test.describe('a manager at 1280 px (en)', () => {
  test.use({ viewport: DESKTOP });

  test('creates a product, gives it 2 × 2 variants from its options, fills the table with the keyboard and a photo per colour', async ({
    page,
    request,
  }) => {
    await signInBrowser(page, await loginThroughApi(request, MANAGER.email, MANAGER.password));
    await page.goto('/staff/products/new');
    await expect(page.getByRole('heading', { name: t('en', 'backOffice.product.newTitle') })).toBeVisible({
      timeout: 30_000,
    });
    const field = (id: string) => page.getByLabel(t('en', id), { exact: true });
    await field('backOffice.product.name').fill(product.name);
    await field('backOffice.product.nameAr').fill(product.nameAr);
    await field('backOffice.product.description').fill(
      'A phone made for the journey, in two storages and two colours.',
    );
    await field('backOffice.product.descriptionAr').fill('هاتف للتجربة بسعتين ولونين.');
    await field('backOffice.product.category').selectOption({ label: 'Phones' });
    await field('backOffice.product.color').fill(colour[0]!.value);
    await field('backOffice.product.colorAr').fill(colour[0]!.valueAr);
    await field('backOffice.product.warrantyMonths').fill('12');
    await field('backOffice.product.price').fill(String(rows[0]!.price));
    await field('backOffice.product.discountPrice').fill('0');
    await field('backOffice.product.openingStock').fill(String(rows[0]!.stock));
    await page.getByRole('button', { name: t('en', 'backOffice.product.create') }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    productId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

    // The options editor: Storage and Colour, each value in English and Arabic.
    const editor = page.getByRole('region', { name: t('en', 'backOffice.variants.title') });
    const options = editor.getByRole('region', { name: t('en', 'backOffice.variants.options') });
    await expect(options.getByText(t('en', 'backOffice.variants.noOptions'))).toBeVisible();
    const addOption = options.getByRole('button', { name: t('en', 'backOffice.variants.addOption') });
    const fillOption = async (group: Locator, name: string, values: { value: string; valueAr: string }[]) => {
      for (const [j, value] of values.entries()) {
        if (j > 0)
          await group
            .getByRole('button', { name: t('en', 'backOffice.variants.addValueTo', { option: name }) })
            .click();
        await group
          .getByLabel(t('en', 'backOffice.variants.value', { n: j + 1 }), { exact: true })
          .fill(value.value);
        await group
          .getByLabel(t('en', 'backOffice.variants.valueAr', { n: j + 1 }), { exact: true })
          .fill(value.valueAr);
      }
    };
    await addOption.click();
    // A first option is a storage, named so in both languages already.
    const storageGroup = options.getByRole('group', { name: 'Storage' });
    await expect(storageGroup.getByLabel(t('en', 'backOffice.variants.optionNameAr'))).toHaveValue('السعة');
    await fillOption(storageGroup, 'Storage', storage);
    await addOption.click();
    // The second would be a memory: the manager says it is a colour and names it.
    const second = options.getByRole('group', { name: 'Memory' });
    await second
      .getByLabel(t('en', 'backOffice.variants.optionKey'))
      .selectOption({ label: t('en', 'backOffice.variants.optionKey.color') });
    await second.getByLabel(t('en', 'backOffice.variants.optionName'), { exact: true }).fill('Colour');
    const colourGroup = options.getByRole('group', { name: 'Colour' });
    await colourGroup.getByLabel(t('en', 'backOffice.variants.optionNameAr'), { exact: true }).fill('اللون');
    await fillOption(colourGroup, 'Colour', colour);
    await shot(page, 'back-office-options-en-1280');

    // Every combination in one action: the product's own variant takes the first, three rows are added.
    await editor.getByRole('button', { name: t('en', 'backOffice.variants.createAll') }).click();
    await expect(editor.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
      t('en', 'backOffice.variants.added', { n: 4 }),
    );
    const table = editor.getByRole('table', { name: t('en', 'backOffice.variants.table') });
    await expect(table.getByRole('row')).toHaveCount(5);
    /** A cell's input, named by its column and its row's choices. */
    const cell = (role: 'textbox' | 'spinbutton', column: string, row: string) =>
      table.getByRole(role, {
        name: t('en', 'backOffice.variants.cell', { column: t('en', column), variant: row }),
        exact: true,
      });
    // Colour and its Arabic name come from the choice.
    await expect(cell('textbox', 'backOffice.variants.colorAr', rows[1]!.name)).toHaveValue('أبيض');

    // Each row by the keyboard: SKU, Tab, price, Tab, discount, Tab, opening stock (new rows only).
    for (const [i, row] of rows.entries()) {
      await cell('textbox', 'backOffice.variants.sku', row.name).click();
      await typeOver(page, cell('textbox', 'backOffice.variants.sku', row.name), row.sku);
      await page.keyboard.press('Tab');
      await typeOver(page, cell('spinbutton', 'backOffice.variants.price', row.name), String(row.price));
      await page.keyboard.press('Tab');
      await expect(cell('spinbutton', 'backOffice.variants.discount', row.name)).toBeFocused();
      await expect(cell('spinbutton', 'backOffice.variants.discount', row.name)).toHaveValue('0');
      if (i === 0) continue; // the product's own variant: its stock is the opening stock, changed on the stock panel
      await page.keyboard.press('Tab');
      await typeOver(
        page,
        cell('spinbutton', 'backOffice.variants.openingStock', row.name),
        String(row.stock),
      );
    }

    // A photo for each colour, on each of its rows.
    const photos = {
      Green: await photoOf('Green', colour[0]!.background),
      White: await photoOf('White', colour[1]!.background),
    };
    for (const row of rows) {
      const photosButton = table.getByRole('button', {
        name: t('en', 'backOffice.variants.photosOf', { variant: row.name, n: 0 }),
      });
      await photosButton.click();
      await expect(photosButton).toHaveAttribute('aria-expanded', 'true');
      const panel = table.getByRole('region', {
        name: t('en', 'backOffice.variants.photosTitle', { variant: row.name }),
      });
      await panel
        .locator('input[type="file"]')
        .setInputFiles(photos[row.name.endsWith('Green') ? 'Green' : 'White']);
      await expect(
        panel.getByRole('img', { name: t('en', 'backOffice.images.photo', { n: 1 }) }),
      ).toBeVisible();
      await expect(
        table.getByRole('button', {
          name: t('en', 'backOffice.variants.photosOf', { variant: row.name, n: 1 }),
        }),
      ).toHaveText(t('en', 'backOffice.variants.photoCount', { n: 1 }));
    }
    await shot(page, 'back-office-variants-en-1280');

    await editor.getByRole('button', { name: t('en', 'backOffice.variants.save') }).click();
    await expect(page.getByText(t('en', 'backOffice.variants.saved')).first()).toBeVisible();

    const saved = await shopAnswer(page, productId);
    expect(saved.options.map((option) => [option.key, option.name, option.nameAr])).toEqual([
      ['storage', 'Storage', 'السعة'],
      ['color', 'Colour', 'اللون'],
    ]);
    expect(
      saved.variants.map((v) => ({
        sku: v.sku,
        optionValues: v.optionValues,
        price: v.price,
        quantity: v.quantity,
        color: v.color,
        colorAr: v.colorAr,
        storage: v.storage,
        photos: v.images.length,
      })),
    ).toEqual(
      expect.arrayContaining(
        rows.map((row) => {
          const [size, name] = row.name.split(' · ') as [string, string];
          return {
            sku: row.sku,
            optionValues: [size, name],
            price: row.price,
            quantity: row.stock,
            color: name,
            colorAr: colour.find((c) => c.value === name)!.valueAr,
            storage: size,
            photos: 1,
          };
        }),
      ),
    );
    expect(saved.variants).toHaveLength(4);
    // The cheapest in stock is the default: the product shows Green 256 GB's price.
    expect(saved).toMatchObject({ price: rows[0]!.price, color: 'Green' });
  });
});

test.describe('the options editor on a phone (ar)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('reads right to left and is no wider than the screen; the variants table scrolls inside its panel', async ({
    page,
    request,
  }) => {
    expect(productId, 'the manager journey made the product').not.toBe('');
    await signInBrowser(page, await loginThroughApi(request, MANAGER.email, MANAGER.password));
    await page.goto(`/staff/products/${productId}?lang=ar`);
    await expect(page.getByRole('heading', { level: 1, name: product.nameAr })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const editor = page.getByRole('region', { name: t('ar', 'backOffice.variants.title') });
    const options = editor.getByRole('region', { name: t('ar', 'backOffice.variants.options') });
    await expect(
      options
        .getByRole('group', { name: 'السعة' })
        .getByLabel(t('ar', 'backOffice.variants.valueAr', { n: 2 }), { exact: true }),
    ).toHaveValue('512 جيجابايت');
    const table = editor.getByRole('table', { name: t('ar', 'backOffice.variants.table') });
    await expect(table.getByRole('columnheader', { name: 'اللون', exact: true })).toBeVisible();
    // The rows are named in Arabic.
    await expect(
      table.getByRole('textbox', {
        name: t('ar', 'backOffice.variants.cell', {
          column: t('ar', 'backOffice.variants.sku'),
          variant: '512 جيجابايت · أبيض',
        }),
      }),
    ).toHaveValue(rows[3]!.sku);
    await expect(
      table.getByRole('combobox', {
        name: t('ar', 'backOffice.variants.cell', {
          column: 'اللون',
          variant: t('ar', 'backOffice.variants.variantN', { n: 4 }),
        }),
      }),
    ).toHaveValue('White');
    // The table is wider than the phone and scrolls inside its panel; the page does not.
    expect(await table.evaluate((element) => element.scrollWidth)).toBeGreaterThan(PHONE.width);
    // The stock panel's choice of variant (its options name SKU and choices) is no wider than its column.
    const stock = page.getByRole('region', { name: t('ar', 'backOffice.stock.title') });
    const variantChoice = stock.getByLabel(t('ar', 'backOffice.stock.variant'), { exact: true });
    await expect(variantChoice).toBeVisible();
    const choiceBox = await box(variantChoice);
    expect(choiceBox.left).toBeGreaterThanOrEqual(0);
    expect(choiceBox.right).toBeLessThanOrEqual(PHONE.width);
    // Each spec's Arabic form has its own field, named by its spec, inside the screen.
    const displayAr = page.getByRole('textbox', {
      name: t('ar', 'backOffice.product.specAr', { spec: t('ar', 'backOffice.product.spec.display') }),
    });
    await displayAr.scrollIntoViewIfNeeded();
    await expect(displayAr).toHaveAttribute('dir', 'rtl');
    const displayBox = await box(displayAr);
    expect(displayBox.left).toBeGreaterThanOrEqual(0);
    expect(displayBox.right).toBeLessThanOrEqual(PHONE.width);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // The options editor alone, cut from the full page (an element's own screenshot would scroll it under the
    // sticky header).
    const clip = await options.evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { x: left + window.scrollX, y: top + window.scrollY, width, height };
    });
    await page.screenshot({
      path: 'test-results/e2e/screenshots/back-office-options-ar-390.png',
      fullPage: true,
      clip,
    });
    await fitsAndPasses(page, 'back-office-variants-ar-390');
  });
});

/** The shopper's part: search for a colour word and part of the name, open the product, choose that colour. */
async function findByColour(page: Page, lang: Lang, viewport: typeof PHONE | typeof DESKTOP) {
  expect(productId, 'the manager journey made the product').not.toBe('');
  const answer = await shopAnswer(page, productId);
  const white = answer.variants.find((v) => v.color === 'White' && v.storage === '256 GB')!;
  const name = lang === 'ar' ? product.nameAr : product.name;
  const words = lang === 'ar' ? `أبيض أوربت` : `white orbit`;

  await page.goto(`/?lang=${lang}`);
  const results = await search(page, lang, words);
  const found = results.getByRole('heading', { level: 2, name });
  await expect(found).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('heading', { level: 2 })).toHaveCount(1);
  await results.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const colours = page.getByRole('radiogroup', { name: lang === 'ar' ? 'اللون' : 'Colour' });
  const radio = (value: (typeof colour)[number]) =>
    colours.getByRole('radio', { name: lang === 'ar' ? value.valueAr : value.value, exact: true });
  // It opens on its default variant (the cheapest in stock: green), with the green photo.
  await expect(radio(colour[0]!)).toBeChecked();
  const mainPhoto = page
    .getByRole('main')
    .getByRole('img', { name: new RegExp(`^${name}`) })
    .first();
  const photoId = (url: string) => url.replace(/-\d+\.webp$/, '');
  const green = answer.variants.find((v) => v.color === 'Green' && v.storage === '256 GB')!;
  await expect(mainPhoto).toHaveAttribute('src', new RegExp(photoId(green.images[0]!)));

  // As a shopper does: a press on the colour's box (its label).
  await radio(colour[1]!).locator('xpath=ancestor::label').click();
  await expect(radio(colour[1]!)).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]variant=${white.sku}(&|$)`));
  await expect(mainPhoto).toHaveAttribute('src', new RegExp(photoId(white.images[0]!)));
  await expect(page.getByRole('main').getByText(egp(lang, white.price)).first()).toBeVisible();
  await expect.poll(() => mainPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await mainPhoto.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
    photoId(white.images[0]!),
  );
  if (viewport === PHONE) expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, `variant-by-colour-${lang}-${viewport.width}`);
}

test.describe('a shopper on a phone (ar)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('finds it by أبيض and part of its name, chooses white and sees the white photo', async ({ page }) => {
    await findByColour(page, 'ar', PHONE);
  });
});

test.describe('a shopper at 1280 px (en)', () => {
  test.use({ viewport: DESKTOP });

  test('finds it by "white" and part of its name, chooses white and sees the white photo', async ({
    page,
  }) => {
    await findByColour(page, 'en', DESKTOP);
  });
});
