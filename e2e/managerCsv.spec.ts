// A manager brings products in from a spreadsheet, in Arabic on a 390 px phone: the catalogue downloaded as CSV, a
// new phone written into it (its rows copied from a seeded phone's, with new SKUs), a first file with a discount
// above its price refused by the dry run (row and column named, nothing importable), the corrected file's report
// (one new product, its variants), the import, and the shop finding the product in Arabic.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Page } from '@playwright/test';
import type { ProductListResponse } from '../src/contract';
import { productDetail, t } from './support/catalogue';
import { fitsAndPasses } from './support/layout';
import { loginThroughApi, MANAGER, signInBrowser } from './support/shop';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Row = Record<string, string>;
const stamp = Date.now().toString(36).toUpperCase();
const NAME = { en: `Sahel Phone ${stamp}`, ar: `هاتف الساحل ${stamp}` };

/** Chooses `rows` (with the export's header) as the panel's file: the server's dry run reads it. */
async function chooseFile(page: Page, columns: string[], rows: Row[], name: string) {
  const csv = `\uFEFF${stringify(rows, { header: true, columns })}`;
  await page
    .getByLabel(t('ar', 'backOffice.csv.choose'))
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

test('a manager imports a new phone from the exported CSV after a refused dry run, in Arabic on a phone', async ({
  page,
  request,
}) => {
  const seeded = await productDetail(request, 'Nova Phone 16 Pro');
  await signInBrowser(page, await loginThroughApi(request, MANAGER.email, MANAGER.password));
  await page.goto('/staff/products?lang=ar');
  const panel = page.getByRole('region', { name: t('ar', 'backOffice.csv.title') });
  await expect(panel).toBeVisible({ timeout: 30_000 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: t('ar', 'backOffice.csv.export') }).click(),
  ]);
  const exported = await readFile(await download.path());
  const [header, ...body] = parse(exported, { bom: true }) as string[][];
  const columns = header!;
  const rows: Row[] = body.map((cells) => Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ''])));
  const phoneRows = rows.filter((row) => row.product === seeded._id);
  expect(phoneRows).toHaveLength(seeded.variants.length);

  // The new phone: the seeded one's rows under a new product, names and SKUs.
  const fresh: Row[] = phoneRows.map((row, i) => ({
    ...row,
    product: `new:sahel`,
    name: NAME.en,
    name_ar: NAME.ar,
    sku: `SAHEL-${stamp}-${i + 1}`,
    quantity: '4',
  }));
  const broken = fresh.map((row, i) =>
    i === 1 ? { ...row, price_after_discount: String(Number(row.price) + 1000) } : row,
  );
  await chooseFile(page, columns, [...rows, ...broken], 'catalogue-broken.csv');
  const report = panel.getByRole('region', { name: t('ar', 'backOffice.csv.report') });
  const errors = report.getByRole('table', { name: t('ar', 'backOffice.csv.errors') });
  await expect(errors).toBeVisible();
  // The broken row is the file's: its header is line 1, so the second new row is line rows + 3.
  await expect(errors.getByRole('row').nth(1)).toContainText('price_after_discount');
  await expect(errors.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
    new Intl.NumberFormat('ar-EG').format(rows.length + 3),
  );
  const importButton = panel.getByRole('button', {
    name: t('ar', 'backOffice.csv.import', { count: rows.length + fresh.length }),
  });
  await expect(importButton).toBeDisabled();
  await fitsAndPasses(page, 'manager-csv-refused-ar-390');

  await chooseFile(page, columns, [...rows, ...fresh], 'catalogue.csv');
  await expect(errors).toBeHidden();
  // Each count is a term and its figure.
  const count = (key: string) =>
    report
      .locator('dl > div')
      .filter({
        has: page.getByRole('term').getByText(t('ar', `backOffice.csv.count.${key}`), { exact: true }),
      })
      .getByRole('definition');
  const format = (n: number) => new Intl.NumberFormat('ar-EG').format(n);
  await expect(count('rows')).toHaveText(format(rows.length + fresh.length));
  await expect(count('newProducts')).toHaveText(format(1));
  await expect(count('changedProducts')).toHaveText(format(0));
  await expect(count('newVariants')).toHaveText(format(fresh.length));
  await expect(count('changedVariants')).toHaveText(format(0));
  await fitsAndPasses(page, 'manager-csv-report-ar-390');

  await importButton.click();
  await expect(
    page.getByRole('alert').filter({
      hasText: t('ar', 'backOffice.csv.imported', { products: 1, variants: fresh.length }),
    }),
  ).toBeVisible();

  const found = await request.get(`/api/product?search=${encodeURIComponent(NAME.ar)}`);
  const { products } = (await found.json()) as ProductListResponse;
  expect(products.map((p) => p.nameAr)).toEqual([NAME.ar]);
  const created = await productDetail(request, NAME.en);
  expect(created.variants.map((v) => [v.sku, v.quantity]).sort()).toEqual(
    fresh.map((row) => [row.sku, 4]).sort(),
  );
});
