// The public catalogue's shapes (GET /api/category, /api/product, /api/product/:id, /api/search/suggest).
import { Type, type Static } from 'typebox';
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, RATING_MAX, RATING_MIN, REVIEW_CONTENT_MIN } from '../constants';
import { LISTING_SORTS } from '../filters';
import { SEARCH_QUERY_MAX_LENGTH, SUGGEST_MIN_LENGTH } from '../search';
import { SPEC_KEYS, WARRANTY_KINDS } from '../specs';
import type { RoleShape } from './common';
import { bool, dateTime, int, Loose, Narrow, Nullable, num, Ref, str, StringEnum, strings } from './kit';

export const CategoryShape = Loose(
  {
    _id: str,
    slug: str,
    name: str,
    nameAr: str,
    image: str,
    /** The specs its products have and its filters offer, in order ([] = every one). */
    specKeys: Type.Array(StringEnum(SPEC_KEYS)),
  },
  { $id: 'Category' },
);

/** A product's category as the product carries it. */
export const CategoryRefShape = Loose({ _id: str, slug: str, name: str, nameAr: str });

/** A product's specs as the shop and the back office answer them (a phone's five are absent elsewhere). */
export const ProductSpecShape = Loose({
  cpu: str,
  memory: str,
  storage: str,
  gpu: str,
  display: str,
  os: str,
  /** A phone's main cameras ('48 MP + 12 MP'). */
  camera: Type.Optional(str),
  frontCamera: Type.Optional(str),
  /** '4685 mAh'. */
  battery: Type.Optional(str),
  /** 'nano-SIM + eSIM', 'Dual eSIM', 'Dual nano-SIM'. */
  sim: Type.Optional(str),
  /** The screen's refresh rate ('120 Hz'); its size is `display`. */
  refreshRate: Type.Optional(str),
  /** A phone's mobile networks: '5G' or '4G'. */
  fiveG: Type.Optional(str),
});

/**
 * A product's spec values in Arabic, as a manager wrote them ('48 ميجابكسل رئيسية + 12 ميجابكسل واسعة'): only specs
 * it has a value for; a spec without one is written in Arabic by the unit dictionary (src/i18n/specWords.ts).
 */
export const SpecsArShape = Loose({
  cpu: Type.Optional(str),
  memory: Type.Optional(str),
  storage: Type.Optional(str),
  gpu: Type.Optional(str),
  display: Type.Optional(str),
  os: Type.Optional(str),
  camera: Type.Optional(str),
  frontCamera: Type.Optional(str),
  battery: Type.Optional(str),
  sim: Type.Optional(str),
  refreshRate: Type.Optional(str),
  fiveG: Type.Optional(str),
} satisfies Record<(typeof SPEC_KEYS)[number], unknown>);

/** One value of an option ('512 GB' / '512 جيجابايت'). */
export const OptionValueShape = Loose({ value: str, valueAr: str });

/**
 * What a product comes in (Storage: 256 GB / 512 GB / 1 TB). `key` says what the option is, for the filters and the
 * swatches: 'storage', 'memory', 'color', or another.
 */
export const ProductOptionShape = Loose(
  { key: str, name: str, nameAr: str, values: Type.Array(OptionValueShape) },
  { $id: 'ProductOption' },
);

/**
 * One configuration of a product: one value of each option, in the options' order, with its own SKU, price, stock
 * and photos (its own, or the product's).
 */
export const VariantShape = Loose(
  {
    _id: str,
    sku: str,
    /** One `value` per option, in the product's options' order. */
    optionValues: strings,
    /** Integer EGP. */
    price: int,
    /** Integer EGP; 0 = no discount. */
    priceAfterDiscount: int,
    quantity: int,
    images: strings,
    color: str,
    colorAr: str,
    storage: str,
    memory: str,
  },
  { $id: 'Variant' },
);

/** The variant a cart or an order line names, with its options' values spelled out in both languages. */
export const LineVariantShape = Loose({
  _id: str,
  sku: str,
  choices: Type.Array(Loose({ name: str, nameAr: str, value: str, valueAr: str })),
});

export const ProductShape = Loose(
  {
    _id: str,
    name: str,
    nameAr: str,
    description: str,
    descriptionAr: str,
    /** Integer EGP. */
    price: int,
    /** Integer EGP; 0 = no discount. A discount applies only when 0 < priceAfterDiscount < price. */
    priceAfterDiscount: int,
    /** Units in stock. */
    quantity: int,
    images: strings,
    color: str,
    /** The colour's Arabic name. */
    colorAr: str,
    /** The warranty's length in months. */
    warrantyMonths: int,
    /** Whose warranty: the maker's official one, or the shop's own. */
    warrantyKind: StringEnum(WARRANTY_KINDS),
    /** The maker ('' = none given), and its Arabic name. */
    brand: str,
    brandAr: str,
    /** What the product comes in (none: it comes one way); its variants are on its own answer. */
    options: Type.Array(Ref(ProductOptionShape)),
    category: CategoryRefShape,
    specs: Type.Array(ProductSpecShape),
    /** Its specs' own Arabic forms ({} = none: the unit dictionary writes them). */
    specsAr: SpecsArShape,
    ratingsAverage: num,
    ratingsQuantity: int,
    createdAt: dateTime,
    /** Listings only: the colours of its variants in stock, when it comes in several colours (else absent). */
    swatches: Type.Optional(Type.Array(Loose({ color: str, colorAr: str }))),
    /** Listings only: true when its variants in stock come at several prices, its price being the lowest. */
    fromPrice: Type.Optional(bool),
    /**
     * Listings only: the variant a storage or memory filter chose (one in stock when there is one); the product's
     * price, discount, stock, photos and colour here are that variant's.
     */
    variant: Type.Optional(LineVariantShape),
  },
  { $id: 'Product' },
);

export const ReviewShape = Loose(
  {
    _id: str,
    product: str,
    rating: int,
    content: str,
    /** What the reviewer bought (their latest completed order's line); null when not known or before variants. */
    boughtVariant: Nullable(LineVariantShape),
    role: Narrow<Static<typeof RoleShape>>(str),
    user: Loose({ _id: str, name: str }),
    createdAt: dateTime,
    updatedAt: dateTime,
  },
  { $id: 'Review' },
);

/** POST /review/:productId (the contract's reviewSchema gives the rules and the messages). */
export const ReviewRequestShape = Loose({
  rating: Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX }),
  content: Type.Optional(Type.String({ description: `Empty, or at least ${REVIEW_CONTENT_MIN} characters` })),
});

export const ProductDetailShape = Loose(
  {
    ...ProductShape.properties,
    /**
     * Every configuration on sale, cheapest first; the product's own price, stock, colour and photos are its default
     * variant's (the cheapest in stock, or the cheapest when none is).
     */
    variants: Type.Array(Ref(VariantShape)),
    reviews: Type.Array(Ref(ReviewShape)),
    relatedProducts: Loose({ products: Type.Array(Ref(ProductShape)) }),
    /** Whether cash on delivery can carry one of it (one unit and the delivery fee within the shop's limit). */
    cashOnDelivery: Type.Object({ available: bool, limitEgp: int }),
  },
  { $id: 'ProductDetail' },
);

export const CategoryListResponseShape = Type.Object({ categories: Type.Array(Ref(CategoryShape)) });

export const ProductDetailResponseShape = Type.Object({ product: Ref(ProductDetailShape) });

/** A comma list of filter values (FILTER_GROUPS). */
const filterList = (description: string) => Type.Optional(Type.String({ maxLength: 500, description }));

/** GET /product query. cpu, ram, storage, display are comma lists of the filter values. */
export const ProductListQueryShape = Type.Object({
  category: Type.Optional(
    Type.String({ maxLength: 100, description: 'Category id (or slug); "All" or empty = every category' }),
  ),
  lowestPrice: Type.Optional(Type.Number({ minimum: 0 })),
  highestPrice: Type.Optional(Type.Number({ minimum: 0 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_LIMIT_MAX, default: LIST_LIMIT_DEFAULT })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  cpu: filterList('Comma list, e.g. "Intel Core i7,M3"'),
  ram: filterList('Comma list, e.g. "16 GB,32 GB" ("265 GB" = "256 GB")'),
  storage: filterList('Comma list, e.g. "512 GB,1 TB"'),
  display: filterList('Comma list, e.g. "13.3-inch,24-inch"'),
  brand: filterList('Comma list of brands, e.g. "Nova,Orbit"'),
  color: filterList(
    'Comma list of colours (English names), e.g. "Blue,Midnight": a variant in stock of one of them',
  ),
  /** The order (default featured: the catalogue's order, a search's best match). */
  sort: Type.Optional(
    StringEnum(LISTING_SORTS, {
      description:
        "featured (default: catalogue order, a search's best match), price-asc / price-desc (the price a shopper pays), newest",
    }),
  ),
});

/** GET /product's answer. */
export const ProductListResponseShape = Loose(
  {
    products: Type.Array(Ref(ProductShape)),
    page: int,
    pages: int,
    total: int,
    limit: int,
    /**
     * The lowest and highest price a shopper pays among the products the query matches, whatever its price bounds
     * (absent when nothing matches): the price filter is sized to it.
     */
    priceRange: Type.Optional(
      Type.Object(
        { min: int, max: int },
        {
          description:
            'Lowest and highest price paid among the matches, whatever the price bounds; absent when none',
        },
      ),
    ),
    /** The spec values the products of the query's category (or the whole catalogue) have: the filters offer them. */
    specValues: Loose(
      { cpu: strings, ram: strings, storage: strings, display: strings },
      { description: "The spec values the products of the query's category (or the whole catalogue) have" },
    ),
    /** The brands of the query's category's products (or the whole catalogue's), with their Arabic names. */
    brands: Type.Optional(
      Type.Array(Loose({ value: str, valueAr: str }), {
        description: "The brands of the query's category (or the whole catalogue), in both languages",
      }),
    ),
    /** The colours of the query's category's variants (or the whole catalogue's), with their Arabic names. */
    colors: Type.Optional(
      Type.Array(Loose({ value: str, valueAr: str }), {
        description:
          "The colours of the query's category's variants (or the whole catalogue's), in both languages",
      }),
    ),
    /** With no result for `search`: the closest spelling that has results, when there is one. */
    didYouMean: Type.Optional(
      Type.String({
        description: 'With no result for `search`: the closest spelling that has results, when there is one',
      }),
    ),
  },
  // specValues is always sent, but not required here: fast-json-stringify would then write each product's specs with
  // their unknown keys.
  { required: ['products', 'page', 'pages', 'total', 'limit'] },
);

/** `GET /api/search/suggest?q=&lang=en|ar` */
export const SuggestQueryShape = Type.Object({
  q: Type.String({
    maxLength: SEARCH_QUERY_MAX_LENGTH,
    description: `What the shopper typed; under ${SUGGEST_MIN_LENGTH} characters (trimmed) suggests nothing`,
  }),
  lang: Type.Optional(StringEnum(['en', 'ar'])),
});

/** One product in the search box's suggestions. */
export const SuggestedProductShape = Type.Object({
  _id: str,
  name: str,
  nameAr: str,
  /** The product's first photo (as `images[0]` of a listing's product). */
  image: str,
  /** Integer EGP. */
  price: int,
  /** Integer EGP; 0 = no discount. */
  priceAfterDiscount: int,
});

/** Up to 6 products and 3 categories, best match first. */
export const SuggestResponseShape = Type.Object({
  products: Type.Array(SuggestedProductShape),
  categories: Type.Array(Type.Object({ _id: str, slug: str, name: str, nameAr: str })),
});
