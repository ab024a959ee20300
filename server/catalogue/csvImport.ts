// A manager's catalogue CSV (catalogueCsv.ts's format) read back: every cell checked, each product's rows turned into
// the product form's input and the variants editor's input, checked by their own rules (the contract's yup schemas)
// and written by their own writes (writes.ts, variantWrites.ts), each product in a savepoint of one transaction so
// that every product's errors are found. A dry run is that transaction rolled back; an import with any error writes
// nothing. A product or variant the file leaves as it is, is not written (a re-import of an export changes nothing).
import { inArray } from 'drizzle-orm';
import {
  CATALOGUE_CSV_ROWS_MAX,
  OPTIONS_MAX,
  productInputSchema,
  SPEC_KEYS,
  variantsInputSchema,
  type CatalogueImportIssue,
  type CatalogueImportReport,
  type ProductInput,
  type ProductOption,
  type ProductSpec,
  type SpecsAr,
  type VariantInput,
  type VariantsInput,
} from '../../src/contract';
import { categories, products, productVariants, type ProductRow, type VariantRow } from '../db/schema';
import { HttpError } from '../services/errors';
import { validate, withoutBidiControls } from '../services/validation';
import {
  cellList,
  CSV_COLUMNS,
  csvRecords,
  NEW_PRODUCT,
  OPTIONAL_COLUMNS,
  PRODUCT_COLUMNS,
  readCell,
  specArColumn,
  specColumn,
} from './catalogueCsv';
import type { CatalogueTx, CatalogueWrites } from './transaction';
import { refreshDefaults } from './variants';
import { rewriteProduct, insertProduct } from './writes';
import { writeVariants } from './variantWrites';

/** The spreadsheet's row of a record: the header is row 1. */
type Row = { line: number; cells: Record<string, string> };

export interface ImportDeps {
  catalogue: CatalogueWrites;
  actorId: string;
  now: () => number;
  /** Throws a 400 naming `field` when an upload named is not stored (the images service's check). */
  requireStored: (addresses: readonly string[], field: string) => void;
  /** A message id in the caller's language. */
  say: (id: string, params?: Record<string, string | number>) => string;
}

/** An issue before its message is put in the caller's language. */
type Issue = { row: number; column: string; id: string; params?: Record<string, string | number> };

const WHOLE = /^\d+$/;
const specOf = (spec: ProductSpec | undefined, key: (typeof SPEC_KEYS)[number]) => spec?.[key] ?? '';
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The Arabic forms given, in the specs' order (the database keeps a map's keys in an order of its own). */
const arabicForms = (specsAr: SpecsAr | undefined) =>
  SPEC_KEYS.flatMap((key) => (specsAr?.[key] ? [[key, specsAr[key]]] : []));

/** A product's rows in the file, as the writes' inputs, with where each of their fields came from. */
interface Group {
  key: string;
  rows: Row[];
  current: ProductRow | undefined;
  variants: VariantRow[];
  product: ProductInput;
  variantsInput: VariantsInput;
  /** The file's row of each variant of `variantsInput` (undefined: a variant the file leaves out). */
  rowOfVariant: (Row | undefined)[];
  productChanged: boolean;
  variantsChanged: boolean;
  newVariants: number;
  changedVariants: number;
}

/** A field of the product form's input → its column. */
function productColumnOf(field: string): string {
  const spec = /^specs\.(\w+)/.exec(field)?.[1];
  if (spec) return specColumn(spec as (typeof SPEC_KEYS)[number]);
  const arabic = /^specsAr\.(\w+)/.exec(field)?.[1];
  if (arabic) return specArColumn(arabic as (typeof SPEC_KEYS)[number]);
  const head = field.replace(/\[\d+\].*$/, '').replace(/\..*$/, '');
  const columns: Record<string, string> = {
    name: 'name',
    nameAr: 'name_ar',
    description: 'description',
    descriptionAr: 'description_ar',
    categoryId: 'category',
    price: 'price',
    priceAfterDiscount: 'price_after_discount',
    quantity: 'quantity',
    color: 'color',
    colorAr: 'color_ar',
    warrantyMonths: 'warranty_months',
    warrantyKind: 'warranty_kind',
    brand: 'brand',
    brandAr: 'brand_ar',
    images: 'product_images',
  };
  return columns[head] ?? 'product';
}

/** A field of the variants editor's input → its row and column. */
function variantsFieldAt(group: Group, field: string): { row: Row; column: string } {
  const first = group.rows[0]!;
  const variant = /^variants\[(\d+)\]\.?(\w*)(?:\[(\d+)\])?/.exec(field);
  if (variant) {
    const row = group.rowOfVariant[Number(variant[1])] ?? first;
    const name = variant[2] ?? '';
    if (name === 'optionValues') return { row, column: `option${Number(variant[3] ?? 0) + 1}_value` };
    const columns: Record<string, string> = {
      sku: 'sku',
      price: 'price',
      priceAfterDiscount: 'price_after_discount',
      quantity: 'quantity',
      images: 'images',
      color: 'color',
      colorAr: 'color_ar',
      storage: 'storage',
      memory: 'memory',
    };
    return { row, column: columns[name] ?? 'sku' };
  }
  const option = /^options\[(\d+)\]\.?(\w*)(?:\[(\d+)\]\.(\w+))?/.exec(field);
  if (option) {
    const n = Number(option[1]) + 1;
    if (option[2] === 'values' && option[3] !== undefined) {
      const value = group.variantsInput.options[n - 1]?.values[Number(option[3])]?.value;
      const row = group.rows.find((each) => each.cells[`option${n}_value`] === value) ?? first;
      return { row, column: option[4] === 'valueAr' ? `option${n}_value_ar` : `option${n}_value` };
    }
    const part = option[2] === 'nameAr' ? 'name_ar' : option[2] === 'name' ? 'name' : 'key';
    return { row: first, column: `option${n}_${part}` };
  }
  return { row: first, column: field === 'options' ? 'option1_key' : 'sku' };
}

/** The issues of a refusal (a 400 or 409 naming fields) for a group's rows. */
function issuesOf(error: HttpError, place: (field: string) => { row: Row; column: string }, first: Row) {
  const fields = Object.entries(error.errors ?? {});
  if (fields.length === 0) return [{ row: first.line, column: 'product', id: error.messageId }];
  return fields.map(([field, id]) => {
    const { row, column } = place(field);
    return { row: row.line, column, id: typeof id === 'string' ? id : error.messageId };
  });
}

/** Reads the file's rows: the header, every cell's form, each product's rows agreeing on the product's columns. */
function readRows(text: string, issues: Issue[]): Row[] {
  if (text.includes('\uFFFD')) {
    // Bytes that are not UTF-8 (a spreadsheet's own encoding) were read as U+FFFD: the Arabic would be lost.
    issues.push({ row: 0, column: '', id: 'server.backOffice.csvNotUtf8' });
    return [];
  }
  const read = csvRecords(text);
  if ('unreadable' in read) {
    issues.push({ row: 0, column: '', id: 'server.backOffice.csvUnreadable' });
    return [];
  }
  const [header, ...records] = read.records;
  if (!header || records.length === 0) {
    issues.push({ row: 0, column: '', id: 'server.backOffice.csvEmpty' });
    return [];
  }
  if (records.length > CATALOGUE_CSV_ROWS_MAX) {
    issues.push({
      row: 0,
      column: '',
      id: 'server.backOffice.csvTooManyRows',
      params: { max: CATALOGUE_CSV_ROWS_MAX },
    });
    return [];
  }
  const names = header.map((name) => name.trim());
  names.forEach((name, i) => {
    if (!CSV_COLUMNS.includes(name)) {
      issues.push({ row: 1, column: name, id: 'server.backOffice.csvColumnUnknown' });
    } else if (names.indexOf(name) !== i) {
      issues.push({ row: 1, column: name, id: 'server.backOffice.csvColumnRepeated' });
    }
  });
  for (const column of CSV_COLUMNS) {
    if (!names.includes(column) && !OPTIONAL_COLUMNS.includes(column))
      issues.push({ row: 1, column, id: 'server.backOffice.csvColumnMissing' });
  }
  if (issues.length > 0) return [];
  return records.map((record, i) => ({
    line: i + 2,
    cells: Object.fromEntries(
      names.map((name, c) => [name, readCell(withoutBidiControls(record[c] ?? '').trim())]),
    ),
  }));
}

/** Whole numbers as the file wrote them: digits only (no sign, point, space or exponent), or an issue. */
function wholeNumber(row: Row, column: string, issues: Issue[]): number {
  const cell = row.cells[column] ?? '';
  if (cell === '') {
    issues.push({ row: row.line, column, id: 'validation.required' });
    return undefined as unknown as number;
  }
  const value = Number(cell);
  if (!WHOLE.test(cell) || !Number.isSafeInteger(value)) {
    issues.push({ row: row.line, column, id: 'validation.backOffice.wholeNumber' });
    // Not a number: the schemas name it as theirs too, and their other rules still run.
    return Number.NaN;
  }
  return value;
}

/** The product's options from its rows: the current ones' values kept in their order, the file's new ones added. */
function optionsOf(rows: Row[], current: readonly ProductOption[], issues: Issue[]): ProductOption[] {
  const first = rows[0]!;
  const options: ProductOption[] = [];
  for (let n = 1; n <= OPTIONS_MAX; n += 1) {
    const key = first.cells[`option${n}_key`] ?? '';
    if (key === '') {
      for (const row of rows) {
        for (const column of [
          `option${n}_name`,
          `option${n}_name_ar`,
          `option${n}_value`,
          `option${n}_value_ar`,
        ]) {
          if (row.cells[column]) {
            issues.push({ row: row.line, column, id: 'server.backOffice.csvOptionWithoutKey' });
          }
        }
      }
      continue;
    }
    if (options.length !== n - 1) {
      issues.push({ row: first.line, column: `option${n}_key`, id: 'server.backOffice.csvOptionGap' });
      continue;
    }
    const name = first.cells[`option${n}_name`] ?? '';
    const nameAr = first.cells[`option${n}_name_ar`] ?? '';
    const kept = current[n - 1];
    const values =
      kept && kept.key === key && kept.name === name ? kept.values.map((each) => ({ ...each })) : [];
    for (const row of rows) {
      const value = row.cells[`option${n}_value`] ?? '';
      const valueAr = row.cells[`option${n}_value_ar`] ?? '';
      const known = values.find((each) => each.value === value);
      if (!known) values.push({ value, valueAr });
      else if (known.valueAr !== valueAr) {
        // The file names a value in Arabic: its last row that does wins, as one edit of the option would.
        known.valueAr = valueAr;
      }
    }
    options.push({ key, name, nameAr, values });
  }
  return options;
}

const variantOfRow = (row: Row, options: readonly ProductOption[], issues: Issue[]): VariantInput => ({
  sku: row.cells.sku ?? '',
  optionValues: options.map((_, i) => row.cells[`option${i + 1}_value`] ?? ''),
  price: wholeNumber(row, 'price', issues),
  priceAfterDiscount: wholeNumber(row, 'price_after_discount', issues),
  images: cellList(row.cells.images ?? ''),
  color: row.cells.color ?? '',
  colorAr: row.cells.color_ar ?? '',
  storage: row.cells.storage ?? '',
  memory: row.cells.memory ?? '',
});

const variantOfStored = (row: VariantRow): VariantInput => ({
  _id: row.id,
  sku: row.sku,
  optionValues: row.optionValues,
  price: row.price,
  priceAfterDiscount: row.priceAfterDiscount,
  images: row.images,
  color: row.color,
  colorAr: row.colorAr,
  storage: row.storage,
  memory: row.memory,
});

const variantChanged = (input: VariantInput, row: VariantRow) =>
  row.archivedAt !== null || !same({ ...variantOfStored(row), _id: undefined }, { ...input, _id: undefined });

/** The product form's fields the file gives; price, discount and colour stay the current default's (or row 1's). */
function productOf(group: Group, categoryId: string, first: VariantInput, issues: Issue[]): ProductInput {
  const row = group.rows[0]!;
  const cells = row.cells;
  const current = group.current;
  const specs = Object.fromEntries(
    SPEC_KEYS.map((key) => [key, cells[specColumn(key)] ?? '']),
  ) as ProductSpec;
  // An empty Arabic cell is no Arabic form: the shop's unit dictionary writes that spec. A file without the column
  // (exported before it existed) keeps the product's form while the spec has a value.
  const specsAr = Object.fromEntries(
    SPEC_KEYS.flatMap((key) => {
      const cell = cells[specArColumn(key)] ?? (specs[key] ? current?.specsAr[key] : undefined) ?? '';
      return cell === '' ? [] : [[key, cell]];
    }),
  ) as SpecsAr;
  return {
    name: cells.name ?? '',
    nameAr: cells.name_ar ?? '',
    description: cells.description ?? '',
    descriptionAr: cells.description_ar ?? '',
    categoryId,
    price: current?.price ?? first.price,
    priceAfterDiscount: current?.priceAfterDiscount ?? first.priceAfterDiscount,
    color: current?.color ?? first.color,
    colorAr: current?.colorAr ?? first.colorAr,
    warrantyMonths: wholeNumber(row, 'warranty_months', issues),
    warrantyKind: (cells.warranty_kind ?? '') as ProductInput['warrantyKind'],
    brand: cells.brand ?? '',
    brandAr: cells.brand_ar ?? '',
    specs,
    specsAr,
    images: cellList(cells.product_images ?? ''),
    ...(current ? { version: current.editVersion } : { quantity: wholeNumber(row, 'quantity', issues) }),
  };
}

/** Whether the file changes what the product form edits (its specs compared as text: '' = none). */
function productChanged(input: ProductInput, current: ProductRow): boolean {
  const spec = current.specs[0];
  return (
    input.name !== current.name ||
    input.nameAr !== current.nameAr ||
    input.description !== current.description ||
    input.descriptionAr !== current.descriptionAr ||
    input.categoryId !== current.categoryId ||
    input.warrantyMonths !== current.warrantyMonths ||
    input.warrantyKind !== current.warrantyKind ||
    input.brand !== current.brand ||
    input.brandAr !== current.brandAr ||
    !same(input.images ?? [], current.images) ||
    SPEC_KEYS.some((key) => specOf(input.specs, key) !== specOf(spec, key)) ||
    !same(arabicForms(input.specsAr), arabicForms(current.specsAr))
  );
}

/** Spec values left empty are left out of a phone's optional specs, as the product form sends them. */
function withoutEmptyOptionalSpecs(specs: ProductSpec, current: ProductSpec | undefined): ProductSpec {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(specs) as [keyof ProductSpec, string][]) {
    const required = ['cpu', 'memory', 'storage', 'gpu', 'display', 'os'].includes(key);
    if (required || value !== '' || current?.[key] !== undefined) kept[key] = value;
  }
  return kept as unknown as ProductSpec;
}

/**
 * Groups the rows by product and builds each one's inputs, recording what is wrong before any write: `groups` are
 * checked and to be written; `refused` have errors (named in `issues`) and are only counted, so that a report says
 * what the file would do once it is mended.
 */
async function plan(
  tx: CatalogueTx,
  rows: Row[],
  issues: Issue[],
): Promise<{ groups: Group[]; refused: Group[] }> {
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.cells.product ?? '';
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const ids = [...byKey.keys()].filter((key) => !key.startsWith(NEW_PRODUCT) && key !== '');
  const stored = ids.length > 0 ? await tx.select().from(products).where(inArray(products.id, ids)) : [];
  const storedVariants =
    ids.length > 0
      ? await tx.select().from(productVariants).where(inArray(productVariants.productId, ids))
      : [];
  const categoryIds = new Map((await tx.select().from(categories)).map((row) => [row.slug, row.id]));
  const skus = new Set<string>();
  const groups: Group[] = [];
  const refusedGroups: Group[] = [];
  for (const [key, groupRows] of byKey) {
    const first = groupRows[0]!;
    const before = issues.length;
    const current = stored.find((row) => row.id === key);
    if (!current && !(key.startsWith(NEW_PRODUCT) && key.length > NEW_PRODUCT.length)) {
      for (const row of groupRows) {
        issues.push({ row: row.line, column: 'product', id: 'server.backOffice.csvProductUnknown' });
      }
      continue;
    }
    for (const row of groupRows.slice(1)) {
      for (const column of PRODUCT_COLUMNS) {
        if (row.cells[column] !== first.cells[column]) {
          issues.push({ row: row.line, column, id: 'server.backOffice.csvProductMismatch' });
        }
      }
    }
    for (const row of groupRows) {
      const sku = (row.cells.sku ?? '').toLowerCase();
      if (sku && skus.has(sku)) {
        issues.push({ row: row.line, column: 'sku', id: 'validation.backOffice.skuRepeated' });
      }
      skus.add(sku);
    }
    const categoryId = categoryIds.get(first.cells.category ?? '');
    if (!categoryId) {
      issues.push({ row: first.line, column: 'category', id: 'server.backOffice.categoryUnknown' });
    }
    const variants = storedVariants
      .filter((row) => row.productId === key)
      .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
    const options = optionsOf(groupRows, current?.options ?? [], issues);
    // The variants on sale in their order, each the file's row when the file has it; then the file's other rows.
    const fileRows = new Map(groupRows.map((row) => [row.cells.sku ?? '', row]));
    const inputs: { input: VariantInput; row: Row | undefined; stored: VariantRow | undefined }[] = [];
    for (const each of variants.filter((row) => row.archivedAt === null)) {
      const row = fileRows.get(each.sku);
      inputs.push({
        input: row ? { ...variantOfRow(row, options, issues), _id: each.id } : variantOfStored(each),
        row,
        stored: each,
      });
    }
    for (const row of groupRows) {
      const sku = row.cells.sku ?? '';
      if (inputs.some((each) => each.row === row)) continue;
      const archived = variants.find((each) => each.sku === sku && each.archivedAt !== null);
      const input = variantOfRow(row, options, issues);
      // A new variant brings its opening stock; an archived one sent again is restored.
      inputs.push({
        input: archived
          ? { ...input, _id: archived.id }
          : { ...input, quantity: wholeNumber(row, 'quantity', issues) },
        row,
        stored: archived,
      });
    }
    const group: Group = {
      key,
      rows: groupRows,
      current,
      variants,
      product: undefined as unknown as ProductInput,
      variantsInput: {
        version: current?.editVersion ?? 1,
        options,
        variants: inputs.map((each) => each.input),
      },
      rowOfVariant: inputs.map((each) => each.row),
      productChanged: !current,
      variantsChanged: !current || !same(options, current.options),
      newVariants: 0,
      changedVariants: 0,
    };
    const firstVariant = inputs.find((each) => each.row === first)!.input;
    // An unknown category is named above; the schema's own rule is then left to say nothing more.
    group.product = productOf(group, categoryId ?? (first.cells.category || '?'), firstVariant, issues);
    for (const each of inputs) {
      if (!each.row) continue;
      if (!each.stored) group.newVariants += 1;
      else if (variantChanged(each.input, each.stored)) group.changedVariants += 1;
      if (each.stored && each.stored.archivedAt === null) {
        const quantity = wholeNumber(each.row, 'quantity', issues);
        if (Number.isSafeInteger(quantity) && quantity !== each.stored.quantity) {
          issues.push({ row: each.row.line, column: 'quantity', id: 'server.backOffice.csvStockNotApplied' });
        }
      }
    }
    if (group.newVariants + group.changedVariants > 0) group.variantsChanged = true;
    if (current && productChanged(group.product, current)) group.productChanged = true;
    if (current) {
      group.product.specs = withoutEmptyOptionalSpecs(group.product.specs, current.specs[0]);
    } else {
      group.product.specs = withoutEmptyOptionalSpecs(group.product.specs, undefined);
    }
    const refused = issues.slice(before).some((each) => each.id !== 'server.backOffice.csvStockNotApplied');
    // The rules of the product form and of the variants editor, by their own schemas.
    const checks: [unknown, (field: string) => { row: Row; column: string }][] = [
      [
        await validate(productInputSchema(current ? 'update' : 'create'), group.product).catch(
          (error: unknown) => error,
        ),
        (field) => ({ row: first, column: productColumnOf(field) }),
      ],
      [
        await validate(variantsInputSchema(), group.variantsInput).catch((error: unknown) => error),
        (field) => variantsFieldAt(group, field),
      ],
    ];
    let valid = true;
    for (const [result, place] of checks) {
      if (result instanceof HttpError) {
        issues.push(...issuesOf(result, place, first));
        valid = false;
      } else if (result instanceof Error) throw result;
    }
    if (!valid || refused) {
      refusedGroups.push(group);
      continue;
    }
    group.product = checks[0]![0] as ProductInput;
    group.variantsInput = checks[1]![0] as VariantsInput;
    groups.push(group);
  }
  return { groups, refused: refusedGroups };
}

/** Writes one product's rows (already checked) in `tx`: the product's edit or creation, then its variants. */
async function apply(tx: CatalogueTx, group: Group, deps: ImportDeps): Promise<string> {
  const photos = (input: ProductInput) => () => deps.requireStored(input.images ?? [], 'images');
  const variantPhotos = (input: VariantsInput) => () =>
    input.variants.forEach((variant, i) => deps.requireStored(variant.images, `variants[${i}].images`));
  let productId = group.current?.id;
  let version = group.current?.editVersion ?? 1;
  if (!group.current) {
    const { row } = await insertProduct(tx, deps.actorId, group.product, deps.now, photos(group.product));
    productId = row.id;
    version = row.editVersion;
    // The product's own variant (made with it) is the file's first row.
    const at = group.rowOfVariant.indexOf(group.rows[0]);
    group.variantsInput.variants[at] = { ...group.variantsInput.variants[at]!, _id: row.id };
    delete group.variantsInput.variants[at]!.quantity;
  } else if (group.productChanged) {
    const { row } = await rewriteProduct(
      tx,
      deps.actorId,
      productId!,
      group.product,
      deps.now,
      photos(group.product),
    );
    version = row.editVersion;
    // A product sold one way had the form's figures written to its variant: the file's are written back below.
    if (group.variants.filter((each) => each.archivedAt === null).length === 1) group.variantsChanged = true;
  }
  if (group.variantsChanged) {
    const input = { ...group.variantsInput, version };
    await writeVariants(tx, deps.actorId, productId!, input, deps.now, variantPhotos(input));
  }
  return productId!;
}

/** Writes every product of the file in `tx` (each in a savepoint) and reports what it did and what it refused. */
async function run(tx: CatalogueTx, text: string, dryRun: boolean, deps: ImportDeps) {
  const issues: Issue[] = [];
  const rows = readRows(text, issues);
  const { groups, refused } = rows.length > 0 ? await plan(tx, rows, issues) : { groups: [], refused: [] };
  const written: string[] = [];
  for (const group of groups) {
    if (!group.productChanged && !group.variantsChanged) continue;
    const first = group.rows[0]!;
    try {
      const id = await tx.transaction((savepoint) => apply(savepoint as unknown as CatalogueTx, group, deps));
      written.push(id);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      const place = (field: string) =>
        /^(variants|options)\b/.test(field)
          ? variantsFieldAt(group, field)
          : { row: first, column: productColumnOf(field) };
      issues.push(...issuesOf(error, place, first));
    }
  }
  if (written.length > 0) await refreshDefaults(tx, written);
  const errors: CatalogueImportIssue[] = [];
  const warnings: CatalogueImportIssue[] = [];
  const seen = new Set<string>();
  for (const issue of [...issues].sort((a, b) => a.row - b.row)) {
    const message = deps.say(issue.id, issue.params);
    // One message a cell: the first found (the file's own form before the schemas' rules).
    const key =
      issue.id === 'server.backOffice.csvStockNotApplied'
        ? `w${issue.row}`
        : `${issue.row}\u0000${issue.column}`;
    if (seen.has(key)) continue;
    seen.add(key);
    (issue.id === 'server.backOffice.csvStockNotApplied' ? warnings : errors).push({
      row: issue.row,
      column: issue.column,
      message,
    });
  }
  // What the file asks, its refused products included.
  const asked = [...groups, ...refused];
  const existing = asked.filter((group) => group.current);
  const report: CatalogueImportReport = {
    dryRun,
    rows: rows.length,
    newProducts: asked.length - existing.length,
    changedProducts: existing.filter((group) => group.productChanged || group.variantsChanged).length,
    newVariants: asked.reduce((n, group) => n + group.newVariants, 0),
    changedVariants: asked.reduce((n, group) => n + group.changedVariants, 0),
    errors,
    warnings,
  };
  return report;
}

/** What importing `text` would do: every check and write made, then rolled back. */
export function dryRunImport(text: string, deps: ImportDeps): Promise<CatalogueImportReport> {
  return deps.catalogue.rehearse((tx) => run(tx, text, true, deps));
}

/** Imports `text` in one catalogue transaction; a file with any error is refused (400 with its report), nothing written. */
export function importCatalogue(text: string, deps: ImportDeps): Promise<CatalogueImportReport> {
  return deps.catalogue.write(async (tx) => {
    const report = await run(tx, text, false, deps);
    if (report.errors.length > 0) {
      throw new HttpError(400, 'server.backOffice.importRefused', {}, undefined, {}, { report });
    }
    return report;
  });
}
