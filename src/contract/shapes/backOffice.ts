// The back office's shapes (/api/staff/*): its products and categories, stock, the activity log and staff accounts.
// The yup rules in src/contract/backOffice.ts decide what an input may hold; these give the types, the serialisers
// and /api/docs.
import { Type, type TSchema } from 'typebox';
import {
  ACTIVITY_ENTITIES,
  BACK_OFFICE_PAGE_MAX,
  BACK_OFFICE_PAGE_SIZES,
  PRODUCT_SORTS,
  STOCK_REASONS,
  STOCK_STATES,
  type AccountRoleChoice,
  type StaffRole,
  type StockMovementReason,
  type StockReason,
} from '../backOffice';
import { SPEC_KEYS, WARRANTY_KINDS } from '../specs';
import { ErrorShape } from './common';
import { LineVariantShape, ProductOptionShape, ProductSpecShape, SpecsArShape } from './catalogue';
import { bool, dateTime, int, Loose, Narrow, Nullable, Ref, str, StringEnum, strings } from './kit';

/** `{ data: item }` */
export const One = <T extends TSchema>(item: T) => Loose({ data: item });

/** A page of a back-office list. */
export const PageOf = <T extends TSchema>(item: T) =>
  Loose(
    {
      data: Type.Array(item),
      page: int,
      pages: int,
      total: int,
      limit: int,
      /** true: more than `total` match (a product search counts BACK_OFFICE_SEARCH_CAP at most). */
      capped: Type.Optional(bool),
    },
    { required: ['data', 'page', 'pages', 'total', 'limit'] },
  );

/**
 * The fields a manager edits, as both the back office's product and the product form's body carry them (in this
 * order, the answers' order): its names, text, category and prices, then (after the stock) its colour, warranty and
 * specs. The yup rules in src/contract/backOffice.ts say what is valid: a discount of 0 or above 0 and below the
 * price, an Arabic name for every colour, 1 to WARRANTY_MONTHS_MAX months of the official warranty.
 */
const productTexts = {
  name: str,
  nameAr: str,
  description: str,
  descriptionAr: str,
  categoryId: str,
  price: int,
  /** 0 = no discount. */
  priceAfterDiscount: int,
};
const productFacts = {
  color: str,
  /** The colour's Arabic name. */
  colorAr: str,
  /** The official warranty's length in months. */
  warrantyMonths: int,
  /** Whose warranty: the maker's official one, or the shop's own. */
  warrantyKind: StringEnum(WARRANTY_KINDS),
  /** The maker ('' = none given), and its Arabic name. */
  brand: str,
  brandAr: str,
  specs: ProductSpecShape,
  /** Its specs' own Arabic forms, only for specs it has ({} = none). */
  specsAr: SpecsArShape,
};

/** A variant's fields a manager edits (VariantInputShape adds its id and opening stock). */
const variantFields = {
  sku: str,
  /** One `value` per option, in the product's options' order ([] for a product sold one way). */
  optionValues: strings,
  price: int,
  /** 0 = no discount. */
  priceAfterDiscount: int,
  /** Its own photos; [] shows the product's. */
  images: strings,
  color: str,
  colorAr: str,
  /** Where it differs from the product's specs ('' = the product's). */
  storage: str,
  memory: str,
};

/** A variant as the back office edits it, archived ones too (no longer sold; orders that name it keep it). */
export const BackOfficeVariantShape = Loose({
  _id: str,
  ...variantFields,
  quantity: int,
  /** ISO time it was archived, or null. */
  archivedAt: Nullable(dateTime),
});

/** A product as the back office edits it: both languages, stock, archive state and the version a save must name. */
export const BackOfficeProductShape = Loose({
  _id: str,
  ...productTexts,
  quantity: int,
  ...productFacts,
  images: strings,
  /** ISO time it was archived (hidden from the shop, kept for past orders), or null. */
  archivedAt: Nullable(dateTime),
  /** Optimistic concurrency: a save names the version it was read at; another save in between makes it a 409. */
  version: int,
  createdAt: dateTime,
  updatedAt: dateTime,
  /** What it comes in ([] = one way). On one product's answer, not in lists. */
  options: Type.Optional(Type.Array(Ref(ProductOptionShape))),
  /** Its variants, on sale first (in the shop's order), then archived ones. On one product's answer, not in lists. */
  variants: Type.Optional(Type.Array(BackOfficeVariantShape)),
  /**
   * Its stock state, the worst of its variants on sale ('out' when one has none, else 'low' when one has 1 to
   * LOW_STOCK_MAX): what the `stock` filter reads.
   */
  stockState: StringEnum(STOCK_STATES),
  /**
   * In lists: its variants on sale, how many of them are out of stock and how many low (1 to LOW_STOCK_MAX): which
   * variants make its stock state.
   */
  variantStock: Type.Optional(Loose({ variants: int, out: int, low: int })),
});

export const BackOfficeCategoryShape = Loose({
  _id: str,
  slug: str,
  name: str,
  nameAr: str,
  image: str,
  position: int,
  archivedAt: Nullable(dateTime),
  /** Products in it that are not archived. */
  productCount: int,
  version: int,
  /** The specs its products have and its listing filters offer, in order ([] = every one). */
  specKeys: Type.Array(StringEnum(SPEC_KEYS)),
});

export const StockMovementShape = Loose({
  _id: str,
  productId: str,
  /** The variant whose units moved. */
  variantId: Nullable(str),
  delta: int,
  reason: Narrow<StockMovementReason>(str),
  /** Stock after the movement. */
  quantityAfter: int,
  orderId: Nullable(str),
  note: str,
  actor: Nullable(Loose({ _id: str, name: str })),
  /** The product's names (the Stock screen's list of every product's movements). */
  product: Type.Optional(Loose({ name: str, nameAr: str })),
  /** The variant's SKU (null for a movement without one). */
  sku: Type.Optional(Nullable(str)),
  createdAt: dateTime,
});

/** A variant to restock (out of stock or running low), on the Stock screen. */
/** One refusal (or note) of a catalogue CSV import: its row (the header is row 1, as a spreadsheet counts) and column. */
export const CatalogueImportIssueShape = Loose({ row: int, column: str, message: str });

/**
 * What a catalogue CSV import would do (a dry run) or did: the file's rows, the products and variants it adds or
 * changes, and every error by row and column (an import with any error writes nothing). `warnings` name what is read
 * but not applied (an existing variant's stock).
 */
export const CatalogueImportReportShape = Loose({
  dryRun: bool,
  rows: int,
  newProducts: int,
  changedProducts: int,
  newVariants: int,
  changedVariants: int,
  errors: Type.Array(CatalogueImportIssueShape),
  warnings: Type.Array(CatalogueImportIssueShape),
});

/** A refused import: the message and the report, errors and all. */
export const CatalogueImportRefusalShape = Loose({
  message: str,
  errors: ErrorShape.properties.errors,
  report: Type.Optional(CatalogueImportReportShape),
});

export const RestockItemShape = Loose({
  productId: str,
  name: str,
  nameAr: str,
  /** Its SKU and choices ([] for a product sold one way). */
  variant: LineVariantShape,
  quantity: int,
});

/** An append-only record of a back-office write. */
export const ActivityEntryShape = Loose({
  _id: str,
  actor: Loose({ _id: str, name: str, email: str, role: Narrow<StaffRole>(str) }),
  /**
   * e.g. 'product.create', 'product.update', 'product.archive', 'stock.adjust', 'category.update', 'order.advance',
   * 'image.upload' (entity 'image', its id the upload's).
   */
  action: str,
  entity: Narrow<(typeof ACTIVITY_ENTITIES)[number]>(str),
  entityId: str,
  // Any JSON (the record as it was before and after), written as it is.
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: dateTime,
  /**
   * What the entry is about, by name as it reads today: a product's or category's names, a staff account's name, an
   * uploaded photo's file name. null for an order (its short number comes from its id) or an item since removed.
   */
  subject: Nullable(Type.Object({ name: str, nameAr: str })),
});

const pageParam = Type.Integer({ minimum: 1, maximum: BACK_OFFICE_PAGE_MAX, default: 1 });
const FLAG = ['true', 'false'] as const;

/** GET /staff/products as the query string carries it (the flags as 'true' or 'false'). */
export const BackOfficeProductQueryShape = Type.Object({
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: "Words the shop's search would match (names in both languages, category, specifications)",
    }),
  ),
  category: Type.Optional(Type.String({ maxLength: 100, description: 'Category id' })),
  stock: Type.Optional(
    StringEnum(STOCK_STATES, {
      description:
        'The worst of its variants on sale. out: one has 0; low: none has 0, one has 1 to LOW_STOCK_MAX; in: every one has more',
    }),
  ),
  discounted: Type.Optional(StringEnum(FLAG)),
  archived: Type.Optional(
    StringEnum(FLAG, { description: 'true: archived products only; otherwise the products the shop shows' }),
  ),
  sort: Type.Optional(StringEnum(PRODUCT_SORTS, { default: 'newest' })),
  page: Type.Optional(pageParam),
  limit: Type.Optional(
    Type.Unsafe<(typeof BACK_OFFICE_PAGE_SIZES)[number]>({
      type: 'integer',
      enum: [...BACK_OFFICE_PAGE_SIZES],
      default: BACK_OFFICE_PAGE_SIZES[0],
    }),
  ),
});

/** POST /staff/products and PUT /staff/products/:id (with `version`). `quantity` is the opening stock on create only. */
export const ProductInputShape = Loose(
  {
    ...productTexts,
    quantity: Type.Optional(Type.Integer({ description: 'Opening stock (create only)' })),
    ...productFacts,
    // Left out: 'official' and no brand on create, the current ones on update (clients from before they existed).
    warrantyKind: Type.Optional(StringEnum(WARRANTY_KINDS)),
    brand: Type.Optional(str),
    brandAr: Type.Optional(str),
    // Left out: none on create, the current ones on update (clients from before they existed).
    specsAr: Type.Optional(SpecsArShape),
    images: Type.Optional(strings),
    version: Type.Optional(Type.Integer({ description: 'The version read (update only)' })),
  },
  // Missing specs are named as `specs` (the contract's object would otherwise name each of its six fields).
  { required: ['specs'] },
);

export const CategoryInputShape = Loose({
  slug: str,
  name: str,
  nameAr: str,
  image: Type.Optional(str),
  position: Type.Optional(int),
  /** Its spec set (SPEC_KEYS, in order; [] = every spec); left out keeps the current one. */
  specKeys: Type.Optional(Type.Array(StringEnum(SPEC_KEYS))),
  version: Type.Optional(Type.Integer({ description: 'The version read (update only)' })),
});

/** One variant of PUT /staff/products/:id/variants: an existing one (`_id`) or a new one (with its opening stock). */
export const VariantInputShape = Loose({
  /** An existing variant of the product (archived ones too: sending one restores it); none for a new one. */
  _id: Type.Optional(str),
  ...variantFields,
  quantity: Type.Optional(
    Type.Integer({ description: 'Opening stock of a new variant (recorded as received)' }),
  ),
});

/**
 * PUT /staff/products/:id/variants: the product's options and every variant it sells, in one transaction. A variant
 * of the product left out is archived (never deleted: orders name it).
 */
export const VariantsInputShape = Loose(
  {
    version: Type.Integer({ description: 'The version read' }),
    options: Type.Array(
      Loose({
        key: str,
        name: str,
        nameAr: str,
        values: Type.Array(Loose({ value: str, valueAr: str })),
      }),
    ),
    variants: Type.Array(VariantInputShape),
  },
  { required: ['options', 'variants'] },
);

/** PUT /staff/products/:id/variants' answer: the product's options and variants (archived ones marked). */
export const ProductVariantsShape = Loose({
  /** The product's version after the save. */
  version: int,
  options: Type.Array(Ref(ProductOptionShape)),
  variants: Type.Array(BackOfficeVariantShape),
});

export const StockAdjustmentShape = Loose({
  /** Units added (positive) or taken away (negative); never 0, never below zero stock. */
  delta: Type.Integer({ description: 'Units added (positive) or taken away (negative)' }),
  reason: Narrow<StockReason>(Type.String({ description: `One of: ${STOCK_REASONS.join(' | ')}` })),
  note: Type.Optional(str),
  /** Which of the product's variants (its _id); may be left out for a product that comes one way. */
  variantId: Type.Optional(str),
});

/** `?page=` */
export const PageQueryShape = Type.Object({ page: Type.Optional(pageParam) });

export const ActivityQueryShape = Type.Object({
  actor: Type.Optional(Type.String({ maxLength: 100, description: 'User id' })),
  entity: Type.Optional(StringEnum(ACTIVITY_ENTITIES)),
  entityId: Type.Optional(Type.String({ maxLength: 100 })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'From this time (inclusive)' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Up to this time (inclusive)' })),
  page: Type.Optional(pageParam),
});

/** A back-office account as managers see it on the Staff screen. */
export const StaffAccountShape = Loose({
  _id: str,
  name: str,
  email: str,
  phone: str,
  /** 'user' only in the answer to a role change that took the account's access away. */
  role: Narrow<AccountRoleChoice>(str),
  createdAt: dateTime,
});

/** POST /staff/accounts: a new account with back-office access, its password set by the manager (same policy). */
export const StaffAccountInputShape = Loose({
  name: str,
  email: str,
  phone: str,
  password: str,
  role: Narrow<StaffRole>(str),
});

/** PUT /staff/accounts/:id/role. */
export const StaffRoleChangeShape = Loose({ role: Narrow<AccountRoleChoice>(str) });

/** GET /staff/accounts' answer. */
export const StaffAccountListShape = Loose({ data: Type.Array(StaffAccountShape) });
