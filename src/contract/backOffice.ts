// The back office's contract (/staff in the SPA, /api/staff/* on the server): who may do what, the shapes of its
// answers and the rules of its forms. The server validates with the same yup schemas (server/services/validation.ts).
import { array, mixed, number, object, string, type ObjectSchema } from 'yup';
import { PRICE_MAX } from './constants';
import { isImageAddress, PRODUCT_IMAGES_MAX, uploadIdOf } from './images';
import { registerSchema } from './schemas';
import { SPEC_KEYS, WARRANTY_KINDS, type SpecKey, type WarrantyKind } from './specs';
import type { Static, TUnsafe } from 'typebox';
import type {
  ActivityEntryShape,
  ActivityQueryShape,
  BackOfficeCategoryShape,
  BackOfficeProductShape,
  BackOfficeVariantShape,
  CatalogueImportIssueShape,
  CatalogueImportReportShape,
  CategoryInputShape,
  PageOf,
  ProductInputShape,
  ProductVariantsShape,
  RestockItemShape,
  StaffAccountInputShape,
  StaffAccountShape,
  StaffRoleChangeShape,
  StockAdjustmentShape,
  StockMovementShape,
  VariantInputShape,
  VariantsInputShape,
} from './shapes';

/** Roles: a shopper ('user'), the order desk ('staff'), and 'manager' (the desk, plus catalogue, stock and staff). */
export const STAFF_ROLES = ['staff', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STOCK_MAX = 100_000;
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 4000;
export const COLOR_MAX = 40;
export const SPEC_VALUE_MAX = 60;
export const STOCK_NOTE_MAX = 300;
/** A product's stock is 'low' from 1 up to this many units. */
export const LOW_STOCK_MAX = 5;

/** Why a manager changed stock by hand; 'order' and 'cancel' are written by checkout and cancellation. */
export const STOCK_REASONS = ['received', 'damaged', 'correction'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** 'returned': a returned unit inspected as resellable (the returns desk). */
export type StockMovementReason = StockReason | 'order' | 'cancel' | 'returned';

export const STOCK_STATES = ['in', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/**
 * The stock state of one variant's units. A product's is the worst of its variants on sale: 'out' when one has none,
 * else 'low' when one is low, else 'in' (the back office's stock filter; docs/decisions.md).
 */
export const stockStateOf = (quantity: number): StockState =>
  quantity <= 0 ? 'out' : quantity <= LOW_STOCK_MAX ? 'low' : 'in';

export const PRODUCT_SORTS = ['newest', 'oldest', 'name', 'price', '-price', 'stock', '-stock'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const BACK_OFFICE_PAGE_SIZES = [20, 50, 100] as const;
/** The highest page number a back-office list's query may name. */
export const BACK_OFFICE_PAGE_MAX = 100_000;

/** API paths under /api. */
export const backOfficePaths = {
  orders: '/staff/orders',
  order: (id: string) => `/staff/orders/${encodeURIComponent(id)}`,
  advanceOrder: (id: string) => `/staff/orders/${encodeURIComponent(id)}/advance`,
  cancelOrder: (id: string) => `/staff/orders/${encodeURIComponent(id)}/cancel`,
  orderNotes: (id: string) => `/staff/orders/${encodeURIComponent(id)}/notes`,
  /** POST: a confirmation call's outcome (ConfirmationRequest). */
  orderConfirmation: (id: string) => `/staff/orders/${encodeURIComponent(id)}/confirmation`,
  /** POST: a manager refunds (part of) the order's payment with a reason (OrderRefundRequest). */
  refundOrder: (id: string) => `/staff/orders/${encodeURIComponent(id)}/refund`,
  /** GET: the outbox, newest first, by status (the Emails screen opens on the failed ones), a page at a time. */
  emails: '/staff/emails',
  /** POST: give a failed mail a fresh retry budget. */
  retryEmail: (id: string) => `/staff/emails/${encodeURIComponent(id)}/retry`,
  /** GET: the contact inbox, newest first, by status. */
  messages: '/staff/messages',
  message: (id: string) => `/staff/messages/${encodeURIComponent(id)}`,
  /** POST: reply by email (ContactReplyRequest). */
  replyMessage: (id: string) => `/staff/messages/${encodeURIComponent(id)}/reply`,
  /** POST: nothing more to do (ContactCloseRequest). */
  closeMessage: (id: string) => `/staff/messages/${encodeURIComponent(id)}/close`,
  products: '/staff/products',
  product: (id: string) => `/staff/products/${encodeURIComponent(id)}`,
  archiveProduct: (id: string) => `/staff/products/${encodeURIComponent(id)}/archive`,
  restoreProduct: (id: string) => `/staff/products/${encodeURIComponent(id)}/restore`,
  stock: (id: string) => `/staff/products/${encodeURIComponent(id)}/stock`,
  /** PUT: the product's options and variants in one save (VariantsInput). */
  variants: (id: string) => `/staff/products/${encodeURIComponent(id)}/variants`,
  categories: '/staff/categories',
  category: (id: string) => `/staff/categories/${encodeURIComponent(id)}`,
  archiveCategory: (id: string) => `/staff/categories/${encodeURIComponent(id)}/archive`,
  restoreCategory: (id: string) => `/staff/categories/${encodeURIComponent(id)}/restore`,
  activity: '/staff/activity',
  stockMovements: '/staff/stock',
  /** GET, manager: the catalogue as CSV (UTF-8 with a BOM), one row per variant on sale; POST import reads it back. */
  productsExport: '/staff/products/export.csv',
  /** POST text/csv, manager: `?dryRun=true` reports (CatalogueImportReport) and writes nothing; false imports. */
  productsImport: '/staff/products/import',
  /** GET: the variants out of stock or running low, fewest units first (RestockItem), a page at a time. */
  restock: '/staff/stock/restock',
  staffAccounts: '/staff/accounts',
  staffAccountRole: (id: string) => `/staff/accounts/${encodeURIComponent(id)}/role`,
  /** POST, multipart: one photo in the field `image` (contract/images.ts). */
  images: '/staff/images',
} as const;

/** A product as the back office edits it: both languages, stock, archive state and the version a save must name. */
export type BackOfficeProduct = Static<typeof BackOfficeProductShape>;

export interface BackOfficeProductQuery {
  search?: string;
  category?: string;
  stock?: StockState;
  discounted?: boolean;
  archived?: boolean;
  sort?: ProductSort;
  page?: number;
  limit?: number;
}

/** A page of a back-office list of T. */
export type BackOfficePage<T> = Static<ReturnType<typeof PageOf<TUnsafe<T>>>>;

/**
 * A back-office product search counts this many matches at most, and pages through them: counting every product a
 * broad word matches cost 270 ms at 100,000 products (bench/backOffice.ts); a person refines a search instead.
 */
export const BACK_OFFICE_SEARCH_CAP = 1000;

/** POST /staff/products and PUT /staff/products/:id (with `version`). `quantity` is the opening stock on create only. */
export type ProductInput = Static<typeof ProductInputShape>;

/** The longest official warranty a product may state, in months (ten years). */
export const WARRANTY_MONTHS_MAX = 120;

/** A variant as the back office edits it, archived ones too. */
export type BackOfficeVariant = Static<typeof BackOfficeVariantShape>;
/** One variant of a variants save: an existing one (`_id`) or a new one (`quantity`: its opening stock). */
export type VariantInput = Static<typeof VariantInputShape>;
/** PUT /staff/products/:id/variants. */
export type VariantsInput = Static<typeof VariantsInputShape>;
/** Its answer: the product's version, options and variants. */
export type ProductVariants = Static<typeof ProductVariantsShape>;

/** What an option may be: storage, memory and colour feed the filters and swatches; 'other' is anything else. */
export const OPTION_KEYS = ['storage', 'memory', 'color', 'other'] as const;
export const OPTIONS_MAX = 3;
export const OPTION_VALUES_MAX = 20;
export const VARIANTS_MAX = 100;
export const SKU_MAX = 60;
export const BRAND_MAX = 60;

export type BackOfficeCategory = Static<typeof BackOfficeCategoryShape>;
export type CategoryInput = Static<typeof CategoryInputShape>;
export type StockAdjustment = Static<typeof StockAdjustmentShape>;

export type StockMovement = Static<typeof StockMovementShape>;
/** POST /staff/products/import's report (a dry run's, or the import's). */
export type CatalogueImportReport = Static<typeof CatalogueImportReportShape>;
export type CatalogueImportIssue = Static<typeof CatalogueImportIssueShape>;
/** The largest catalogue CSV an import reads, in bytes and in rows (the header not counted). */
export const CATALOGUE_CSV_BYTES_MAX = 4 * 1024 * 1024;
export const CATALOGUE_CSV_ROWS_MAX = 5000;
/** A variant to restock: out of stock or running low (up to LOW_STOCK_MAX units). */
export type RestockItem = Static<typeof RestockItemShape>;

/** GET /staff/stock: every product's movements, newest first. */
export interface StockMovementQuery {
  reason?: StockMovementReason;
  page?: number;
}
export const STOCK_MOVEMENT_REASONS = [...STOCK_REASONS, 'order', 'cancel', 'returned'] as const;

/** What the activity log records writes to. */
export const ACTIVITY_ENTITIES = [
  'product',
  'category',
  'order',
  'staff',
  'image',
  'return',
  'message',
  'synonyms',
] as const;

/** An append-only record of a back-office write. */
export type ActivityEntry = Static<typeof ActivityEntryShape>;
export type ActivityQuery = Static<typeof ActivityQueryShape>;

const text = (max: number) =>
  string()
    .strict()
    .trim('validation.backOffice.trimmed')
    .required('validation.required')
    .max(max, 'validation.backOffice.tooLong');
const egp = () =>
  number()
    .strict()
    .typeError('validation.backOffice.wholeNumber')
    .integer('validation.backOffice.wholeNumber')
    .min(0, 'validation.backOffice.notNegative')
    .max(PRICE_MAX, 'validation.backOffice.priceMax');
/** A picture a product may show: an upload's address, or the shop's own artwork (contract/images.ts). */
const imageAddress = () =>
  string()
    .strict()
    .max(300, 'validation.backOffice.tooLong')
    .test(
      'address',
      'validation.backOffice.imageAddress',
      (value) => value === undefined || isImageAddress(value),
    );
const specValue = () => string().strict().defined().max(SPEC_VALUE_MAX, 'validation.backOffice.tooLong');
const optionalSpecValue = () =>
  string().strict().max(SPEC_VALUE_MAX, 'validation.backOffice.tooLong').optional();

/** A letter of the Arabic script (not a digit or a sign): what an Arabic form of a spec value must contain. */
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;

/**
 * A spec value's own Arabic form: trimmed, at most SPEC_VALUE_MAX, with Arabic letters, and only for a spec the
 * product has an English value for (the `specs` beside it).
 */
const specArabic = (key: SpecKey) =>
  string()
    .strict()
    .trim('validation.backOffice.trimmed')
    .max(SPEC_VALUE_MAX, 'validation.backOffice.tooLong')
    .matches(ARABIC_LETTER, 'validation.backOffice.specArabic')
    .test('has-english', 'validation.backOffice.specArabicWithoutValue', function (value) {
      if (value === undefined) return true;
      const input = this.from?.[1]?.value as { specs?: Partial<Record<SpecKey, unknown>> } | undefined;
      const english = input?.specs?.[key];
      return typeof english === 'string' && english.trim() !== '';
    })
    .optional();

/** The specs' Arabic forms: only SPEC_KEYS (a key outside them is refused, not dropped); left out stays left out. */
const specsArSchema = () =>
  object(
    Object.fromEntries(SPEC_KEYS.map((key) => [key, specArabic(key)])) as Record<
      SpecKey,
      ReturnType<typeof specArabic>
    >,
  )
    .test('known-keys', 'validation.backOffice.specKey', function () {
      const given: unknown = this.originalValue;
      if (given === null || typeof given !== 'object') return true;
      return Object.keys(given).every((key) => (SPEC_KEYS as readonly string[]).includes(key));
    })
    .default(undefined)
    .optional();

export const productInputSchema = (mode: 'create' | 'update'): ObjectSchema<ProductInput> =>
  object({
    name: text(PRODUCT_NAME_MAX),
    nameAr: text(PRODUCT_NAME_MAX),
    description: text(PRODUCT_DESCRIPTION_MAX),
    descriptionAr: text(PRODUCT_DESCRIPTION_MAX),
    categoryId: string().strict().required('validation.required'),
    price: egp().required('validation.required').min(1, 'validation.backOffice.priceMin'),
    priceAfterDiscount: egp()
      .required('validation.required')
      .test('below-price', 'validation.backOffice.discountBelowPrice', function (value) {
        const price = this.parent.price as number | undefined;
        return value === 0 || typeof price !== 'number' || value < price;
      }),
    quantity:
      mode === 'create'
        ? number()
            .strict()
            .typeError('validation.backOffice.wholeNumber')
            .integer('validation.backOffice.wholeNumber')
            .min(0, 'validation.backOffice.notNegative')
            .max(STOCK_MAX, 'validation.backOffice.stockMax')
            .required('validation.required')
        : mixed<number>().strip(),
    color: text(COLOR_MAX),
    colorAr: text(COLOR_MAX),
    warrantyMonths: number()
      .strict()
      .typeError('validation.backOffice.wholeNumber')
      .required('validation.required')
      .integer('validation.backOffice.wholeNumber')
      .min(1, 'validation.backOffice.warrantyMonths')
      .max(WARRANTY_MONTHS_MAX, 'validation.backOffice.warrantyMonths'),
    warrantyKind: string<WarrantyKind>()
      .strict()
      .oneOf([...WARRANTY_KINDS], 'validation.backOffice.warrantyKind')
      .optional(),
    brand: string()
      .strict()
      .trim('validation.backOffice.trimmed')
      .max(BRAND_MAX, 'validation.backOffice.tooLong'),
    // A brand is named in both languages, or in neither.
    brandAr: string()
      .strict()
      .trim('validation.backOffice.trimmed')
      .max(BRAND_MAX, 'validation.backOffice.tooLong')
      .when('brand', {
        is: (brand: unknown) => typeof brand === 'string' && brand.trim() !== '',
        then: (schema) => schema.required('validation.backOffice.brandAr'),
      }),
    specs: object({
      cpu: specValue(),
      memory: specValue(),
      storage: specValue(),
      gpu: specValue(),
      display: specValue(),
      os: specValue(),
      // A phone's specs: optional, empty for what has no camera or SIM.
      camera: optionalSpecValue(),
      frontCamera: optionalSpecValue(),
      battery: optionalSpecValue(),
      sim: optionalSpecValue(),
      refreshRate: optionalSpecValue(),
      fiveG: optionalSpecValue(),
    } satisfies Record<SpecKey, unknown>).required(),
    specsAr: specsArSchema(),
    images: array(imageAddress().required('validation.required'))
      .strict()
      .max(PRODUCT_IMAGES_MAX, 'validation.backOffice.imagesMax')
      .test(
        'unique',
        'validation.backOffice.imagesRepeated',
        // One upload once, at whichever of its sizes.
        (list) => !list || new Set(list.map((each) => uploadIdOf(each) ?? each)).size === list.length,
      )
      .optional(),
    version:
      mode === 'update'
        ? number().strict().integer().min(1).required('validation.backOffice.versionRequired')
        : mixed<number>().strip(),
  }) as ObjectSchema<ProductInput>;

/**
 * The slug a new category gets from its English name (the rule below: lower-case letters, digits, single hyphens):
 * accents dropped, anything else between words becomes one hyphen. '' when the name has no Latin letter or digit.
 */
export const slugFromName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

export const categoryInputSchema = (mode: 'create' | 'update'): ObjectSchema<CategoryInput> =>
  object({
    slug: string()
      .strict()
      .required('validation.required')
      .matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'validation.backOffice.slug')
      .max(60, 'validation.backOffice.tooLong'),
    name: text(60),
    nameAr: text(60),
    image: string()
      .strict()
      .max(300, 'validation.backOffice.tooLong')
      .test('address', 'validation.backOffice.imageAddress', (value) => !value || isImageAddress(value))
      .optional(),
    position: number().strict().integer().min(0).max(10_000).optional(),
    specKeys: array(
      string<SpecKey>()
        .strict()
        .oneOf([...SPEC_KEYS], 'validation.backOffice.specKey')
        .required(),
    )
      .strict()
      .test('unique', 'validation.backOffice.specKey', (keys) => !keys || new Set(keys).size === keys.length)
      .optional(),
    version:
      mode === 'update'
        ? number().strict().integer().min(1).required('validation.backOffice.versionRequired')
        : mixed<number>().strip(),
  }) as ObjectSchema<CategoryInput>;

/** `variantRequired`: the product comes in several variants, and the adjustment must name one (the form's rule). */
export const stockAdjustmentSchema = ({ variantRequired = false } = {}): ObjectSchema<StockAdjustment> =>
  object({
    delta: number()
      .strict()
      .typeError('validation.backOffice.wholeNumber')
      .integer('validation.backOffice.wholeNumber')
      .min(-STOCK_MAX, 'validation.backOffice.stockMax')
      .max(STOCK_MAX, 'validation.backOffice.stockMax')
      .test('not-zero', 'validation.backOffice.deltaZero', (value) => value !== 0)
      .required('validation.required'),
    reason: string<StockReason>()
      .strict()
      .oneOf([...STOCK_REASONS], 'validation.backOffice.stockReason')
      .required('validation.required'),
    note: string().strict().max(STOCK_NOTE_MAX, 'validation.backOffice.tooLong').optional(),
    variantId: variantRequired
      ? string()
          .strict()
          .max(100, 'validation.backOffice.tooLong')
          .required('validation.backOffice.chooseVariant')
      : string().strict().max(100, 'validation.backOffice.tooLong').optional(),
  }) as ObjectSchema<StockAdjustment>;

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The rules of a variants save: options with their values in both languages; one variant per combination (a value of
 * each option), each SKU once, a colour with its Arabic name, a discount below the price. A repeat is named at its
 * second place (`variants[3].sku`).
 */
export const variantsInputSchema = (): ObjectSchema<VariantsInput> =>
  object({
    version: number().strict().integer().min(1).required('validation.backOffice.versionRequired'),
    options: array(
      object({
        key: string()
          .strict()
          .required('validation.required')
          .matches(/^[a-z][a-zA-Z0-9]*$/, 'validation.backOffice.optionKey')
          .max(30, 'validation.backOffice.tooLong'),
        name: text(COLOR_MAX),
        nameAr: text(COLOR_MAX),
        values: array(object({ value: text(SPEC_VALUE_MAX), valueAr: text(SPEC_VALUE_MAX) }))
          .strict()
          .required('validation.required')
          .min(1, 'validation.backOffice.optionValuesMin')
          .max(OPTION_VALUES_MAX, 'validation.backOffice.optionValuesMax')
          .test('unique', function (values) {
            const seen = new Set<string>();
            for (const [i, each] of (values ?? []).entries()) {
              const value = typeof each?.value === 'string' ? each.value.trim().toLowerCase() : '';
              if (value && seen.has(value)) {
                return this.createError({
                  path: `${this.path}[${i}].value`,
                  message: 'validation.backOffice.optionValueRepeated',
                });
              }
              seen.add(value);
            }
            return true;
          }),
      }),
    )
      .strict()
      .required('validation.required')
      .max(OPTIONS_MAX, 'validation.backOffice.optionsMax')
      .test('unique', function (options) {
        const seen = new Set<string>();
        for (const [i, option] of (options ?? []).entries()) {
          const key = option?.key === 'other' ? `other:${option.name}` : option?.key;
          if (key && seen.has(key)) {
            return this.createError({
              path: `${this.path}[${i}].key`,
              message: 'validation.backOffice.optionRepeated',
            });
          }
          if (key) seen.add(key);
        }
        return true;
      }),
    variants: array(
      object({
        _id: string().strict().max(100, 'validation.backOffice.tooLong').optional(),
        sku: string()
          .strict()
          .required('validation.required')
          .matches(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'validation.backOffice.sku')
          .max(SKU_MAX, 'validation.backOffice.tooLong'),
        optionValues: array(string().strict().required('validation.required'))
          .strict()
          .required('validation.required')
          .test('among-options', 'validation.backOffice.variantValue', function (values) {
            const { options } = (this.from?.[1]?.value ?? {}) as { options?: VariantsInput['options'] };
            if (!Array.isArray(options) || !values) return true;
            return (
              values.length === options.length &&
              values.every((value, i) => options[i]?.values?.some((each) => each?.value === value))
            );
          }),
        price: egp().required('validation.required').min(1, 'validation.backOffice.priceMin'),
        priceAfterDiscount: egp()
          .required('validation.required')
          .test('below-price', 'validation.backOffice.discountBelowPrice', function (value) {
            const price = this.parent.price as number | undefined;
            return value === 0 || typeof price !== 'number' || value < price;
          }),
        images: array(imageAddress().required('validation.required'))
          .strict()
          .max(PRODUCT_IMAGES_MAX, 'validation.backOffice.imagesMax')
          .required('validation.required'),
        color: text(COLOR_MAX),
        colorAr: text(COLOR_MAX),
        storage: specValue(),
        memory: specValue(),
        quantity: number()
          .strict()
          .typeError('validation.backOffice.wholeNumber')
          .integer('validation.backOffice.wholeNumber')
          .min(0, 'validation.backOffice.notNegative')
          .max(STOCK_MAX, 'validation.backOffice.stockMax')
          .optional(),
      }),
    )
      .strict()
      .required('validation.required')
      .min(1, 'validation.backOffice.variantsMin')
      .max(VARIANTS_MAX, 'validation.backOffice.variantsMax')
      .test('unique', function (variants) {
        const skus = new Map<string, number>();
        const combinations: string[][] = [];
        for (const [i, variant] of (variants ?? []).entries()) {
          const sku = typeof variant?.sku === 'string' ? variant.sku.toLowerCase() : '';
          if (sku && skus.has(sku)) {
            return this.createError({
              path: `${this.path}[${i}].sku`,
              message: 'validation.backOffice.skuRepeated',
            });
          }
          skus.set(sku, i);
          const values = Array.isArray(variant?.optionValues) ? variant.optionValues : [];
          if (combinations.some((each) => sameValues(each, values))) {
            return this.createError({
              path: `${this.path}[${i}].optionValues`,
              message: 'validation.backOffice.combinationRepeated',
            });
          }
          combinations.push(values);
        }
        return true;
      }),
  }) as ObjectSchema<VariantsInput>;

/** A back-office account as managers see it on the Staff screen. */
export type StaffAccount = Static<typeof StaffAccountShape>;

/** POST /staff/accounts: a new account with back-office access, its password set by the manager (same policy). */
export type StaffAccountInput = Static<typeof StaffAccountInputShape>;

/** What a manager can make of a back-office account: the other role, or 'user' (a shopper's account, no access). */
export const ACCOUNT_ROLE_CHOICES = ['staff', 'manager', 'user'] as const;
export type AccountRoleChoice = (typeof ACCOUNT_ROLE_CHOICES)[number];

/** PUT /staff/accounts/:id/role. */
export type StaffRoleChange = Static<typeof StaffRoleChangeShape>;

const staffRole = <T extends string>(choices: readonly T[]) =>
  string<T>()
    .strict()
    .oneOf([...choices], 'validation.backOffice.role')
    .required('validation.required');

/** The signup form's rules for name, email, phone and password, and a back-office role. */
export const staffAccountSchema = (): ObjectSchema<StaffAccountInput> =>
  registerSchema()
    .pick(['name', 'email', 'phone', 'password'])
    .shape({ role: staffRole(STAFF_ROLES) }) as ObjectSchema<StaffAccountInput>;

export const staffRoleChangeSchema = (): ObjectSchema<StaffRoleChange> =>
  object({ role: staffRole(ACCOUNT_ROLE_CHOICES) }) as ObjectSchema<StaffRoleChange>;
