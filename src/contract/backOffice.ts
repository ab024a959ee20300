// The back office's contract (/staff in the SPA, /api/staff/* on the server): who may do what, the shapes of its
// answers and the rules of its forms. The server validates with the same yup schemas (server/services/validation.ts).
import { array, mixed, number, object, string, type ObjectSchema } from 'yup';
import { PRICE_MAX } from './constants';
import { isImageAddress, PRODUCT_IMAGES_MAX, uploadIdOf } from './images';
import { registerSchema } from './schemas';
import type { Static, TUnsafe } from 'typebox';
import type {
  ActivityEntryShape,
  ActivityQueryShape,
  BackOfficeCategoryShape,
  BackOfficeProductShape,
  CategoryInputShape,
  PageOf,
  ProductInputShape,
  StaffAccountInputShape,
  StaffAccountShape,
  StaffRoleChangeShape,
  StockAdjustmentShape,
  StockMovementShape,
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
  categories: '/staff/categories',
  category: (id: string) => `/staff/categories/${encodeURIComponent(id)}`,
  archiveCategory: (id: string) => `/staff/categories/${encodeURIComponent(id)}/archive`,
  restoreCategory: (id: string) => `/staff/categories/${encodeURIComponent(id)}/restore`,
  activity: '/staff/activity',
  stockMovements: '/staff/stock',
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

export type BackOfficeCategory = Static<typeof BackOfficeCategoryShape>;
export type CategoryInput = Static<typeof CategoryInputShape>;
export type StockAdjustment = Static<typeof StockAdjustmentShape>;

export type StockMovement = Static<typeof StockMovementShape>;

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
    }).required(),
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
    version:
      mode === 'update'
        ? number().strict().integer().min(1).required('validation.backOffice.versionRequired')
        : mixed<number>().strip(),
  }) as ObjectSchema<CategoryInput>;

export const stockAdjustmentSchema = (): ObjectSchema<StockAdjustment> =>
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
    variantId: string().strict().max(100, 'validation.backOffice.tooLong').optional(),
  }) as ObjectSchema<StockAdjustment>;

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
