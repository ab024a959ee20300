// The catalogue's CSV format, one row per variant on sale: the product's columns (repeated on each of its rows), its
// options' names, then the variant's. The export writes it (UTF-8 with a BOM, so spreadsheets show Arabic) and the
// import (csvImport.ts) reads the same columns back.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { OPTIONS_MAX, SPEC_KEYS, type ProductOption, type SpecKey } from '../../src/contract';
import type { Database } from '../db/client';
import { categories, products, productVariants } from '../db/schema';

/** A spec's column: `spec_front_camera` for `frontCamera`. */
export const specColumn = (key: SpecKey) => `spec_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/** A spec's Arabic form's column: `spec_front_camera_ar` for `frontCamera`. */
export const specArColumn = (key: SpecKey) => `${specColumn(key)}_ar`;
/** Columns a file may leave out (one exported before they existed): the product keeps what it has. */
export const OPTIONAL_COLUMNS: readonly string[] = SPEC_KEYS.map(specArColumn);

const optionNumbers = Array.from({ length: OPTIONS_MAX }, (_, i) => i + 1);

/** What a product's rows all repeat. `product` is its id, or `new:<a name of the file's>` for a product to create. */
export const PRODUCT_COLUMNS = [
  'product',
  'name',
  'name_ar',
  'description',
  'description_ar',
  'category',
  'brand',
  'brand_ar',
  'warranty_kind',
  'warranty_months',
  'product_images',
  ...SPEC_KEYS.map(specColumn),
  ...SPEC_KEYS.map(specArColumn),
  ...optionNumbers.flatMap((n) => [`option${n}_key`, `option${n}_name`, `option${n}_name_ar`]),
] as const;

/** One variant's. `quantity` is a new variant's opening stock (an existing one's stock moves on the stock screen). */
export const VARIANT_COLUMNS = [
  'sku',
  ...optionNumbers.flatMap((n) => [`option${n}_value`, `option${n}_value_ar`]),
  'price',
  'price_after_discount',
  'quantity',
  'color',
  'color_ar',
  'storage',
  'memory',
  'images',
] as const;

export const CSV_COLUMNS: readonly string[] = [...PRODUCT_COLUMNS, ...VARIANT_COLUMNS];

/** The prefix a new product's `product` cell has: the rest groups its rows. */
export const NEW_PRODUCT = 'new:';

/** Photos in one cell: `|` between addresses (no address has one). */
export const LIST_SEPARATOR = '|';
export const listCell = (list: readonly string[]) => list.join(LIST_SEPARATOR);
export const cellList = (cell: string) =>
  cell === ''
    ? []
    : cell
        .split(LIST_SEPARATOR)
        .map((each) => each.trim())
        .filter(Boolean);

/**
 * A spreadsheet runs a cell that starts like a formula: exported text that does is written after an apostrophe,
 * which the import takes off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const safeCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
export const readCell = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/** The option's columns of a row (its name on every row, its value for this variant). */
function optionCells(options: readonly ProductOption[], values: readonly string[]) {
  const cells: Record<string, string> = {};
  optionNumbers.forEach((n, i) => {
    const option = options[i];
    const value = option?.values.find((each) => each.value === values[i]);
    cells[`option${n}_key`] = option?.key ?? '';
    cells[`option${n}_name`] = option?.name ?? '';
    cells[`option${n}_name_ar`] = option?.nameAr ?? '';
    cells[`option${n}_value`] = option ? (values[i] ?? '') : '';
    cells[`option${n}_value_ar`] = value?.valueAr ?? '';
  });
  return cells;
}

/** Every product not archived, one row per variant on sale, in the catalogue's order and the variants' own. */
export async function catalogueCsv(db: Database): Promise<string> {
  const rows = await db
    .select({ product: products, category: categories.slug, variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(isNull(products.archivedAt), isNull(productVariants.archivedAt)))
    .orderBy(asc(products.seq), asc(productVariants.position), asc(productVariants.id));
  const records = rows.map(({ product, category, variant }) => {
    const spec = product.specs[0];
    const cells: Record<string, string> = {
      product: product.id,
      name: product.name,
      name_ar: product.nameAr,
      description: product.description,
      description_ar: product.descriptionAr,
      category,
      brand: product.brand,
      brand_ar: product.brandAr,
      warranty_kind: product.warrantyKind,
      warranty_months: String(product.warrantyMonths),
      product_images: listCell(product.images),
      ...Object.fromEntries(SPEC_KEYS.map((key) => [specColumn(key), spec?.[key] ?? ''])),
      ...Object.fromEntries(SPEC_KEYS.map((key) => [specArColumn(key), product.specsAr[key] ?? ''])),
      ...optionCells(product.options, variant.optionValues),
      sku: variant.sku,
      price: String(variant.price),
      price_after_discount: String(variant.priceAfterDiscount),
      quantity: String(variant.quantity),
      color: variant.color,
      color_ar: variant.colorAr,
      storage: variant.storage,
      memory: variant.memory,
      images: listCell(variant.images),
    };
    return CSV_COLUMNS.map((column) => safeCell(cells[column] ?? ''));
  });
  return stringify(records, {
    bom: true,
    header: true,
    columns: [...CSV_COLUMNS],
    record_delimiter: 'windows',
  });
}

/** A CSV's records as text cells (a BOM dropped), or the parser's complaint. */
export function csvRecords(text: string): { records: string[][] } | { unreadable: string } {
  try {
    const records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
    }) as string[][];
    return { records };
  } catch (error) {
    return { unreadable: error instanceof Error ? error.message : String(error) };
  }
}
