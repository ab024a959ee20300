// The catalogue's reads in plain SQL: categories, a product with its reviews and related items, and the product
// answer's shape (productDto) that listings (listing.ts) share.
import { and, asc, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import {
  RELATED_PRODUCTS_LIMIT,
  type Category,
  type Product,
  type CatalogueProductDetail,
  type LineVariant,
  type Review,
  type Variant,
} from '../../src/contract';
import { ProductShape } from '../../src/contract/shapes';
import type { Database } from '../db/client';
import { categories, products, reviews, type CategoryRow, type ProductRow } from '../db/schema';
import { listedVariantsJson, variantsJson, withVariantFacts, type ListedVariant } from './variants';

export const categoryDto = (row: CategoryRow): Category => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  nameAr: row.nameAr,
  image: row.image,
  specKeys: row.specKeys,
});

/**
 * The product answer's fields that are a `products` column of the same name, sent as they are: every property of
 * the contract's ProductShape but the four made here (`_id`, `category`, `ratingsAverage` rounded, `createdAt` as
 * text) and the three a listing makes of the product's variants (listing.ts). A new field of the shape with a column of its name is read and answered by every product read with no
 * change here; one without a column fails the type check below.
 */
const MADE_HERE = [
  '_id',
  'category',
  'ratingsAverage',
  'createdAt',
  'swatches',
  'fromPrice',
  'variant',
] as const;
type PlainField = Exclude<keyof Product, (typeof MADE_HERE)[number]>;
export const PLAIN_FIELDS = Object.keys(ProductShape.properties).filter(
  (field) => !(MADE_HERE as readonly string[]).includes(field),
) as PlainField[];
/** Each plain field's column name, e.g. priceAfterDiscount → price_after_discount. */
export const columnOf = (field: PlainField): string => products[field].name;

/** The columns a product answer is made of (not search_text, the filter columns or seq). */
export type ProductFields = Pick<ProductRow, 'id' | PlainField | 'ratingsAverage' | 'createdAt'>;
export type CategoryFields = Pick<CategoryRow, 'id' | 'slug' | 'name' | 'nameAr'>;

export function productDto(row: ProductFields, category: CategoryFields): Product {
  const plain = {} as Record<PlainField, unknown>;
  for (const field of PLAIN_FIELDS) plain[field] = row[field];
  return {
    _id: row.id,
    ...(plain as Pick<Product, PlainField>),
    category: { _id: category.id, slug: category.slug, name: category.name, nameAr: category.nameAr },
    ratingsAverage: Math.round(row.ratingsAverage * 10) / 10,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The shop's categories: archived ones are hidden (their products keep pointing at them). */
export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(isNull(categories.archivedAt))
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map(categoryDto);
}

/**
 * Keeps products.ratings_average / ratings_quantity equal to the product's reviews. Call it inside the transaction
 * that wrote the review: the row lock makes a second review of the same product wait, and its UPDATE (a new
 * statement, so a new snapshot) then counts the first one too.
 */
export async function refreshRatings(tx: Database, productId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${products} where ${products.id} = ${productId} for update`);
  const ofProduct = sql`from ${reviews} where ${reviews.productId} = ${productId}`;
  await tx
    .update(products)
    .set({
      ratingsAverage: sql`coalesce((select avg(${reviews.rating})::float8 ${ofProduct}), 0)`,
      ratingsQuantity: sql`(select count(*)::int ${ofProduct})`,
    })
    .where(eq(products.id, productId));
}

/** A product a shopper may see (not archived), with its category. */
export async function findProduct(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
  return row;
}

/** A product (alias p, its category c) as JSON with the fields of ProductFields; createdAt in epoch milliseconds. */
const productJson = (p: string, c: string) =>
  sql.raw(`jsonb_build_object(
    'id', ${p}.id, ${PLAIN_FIELDS.map((field) => `'${field}', ${p}.${columnOf(field)}`).join(', ')},
    'ratingsAverage', ${p}.ratings_average,
    'createdAt', floor(extract(epoch from ${p}.created_at) * 1000),
    'category', jsonb_build_object('id', ${c}.id, 'slug', ${c}.slug, 'name', ${c}.name, 'nameAr', ${c}.name_ar))`);

type ProductJson = Omit<ProductFields, 'createdAt'> & { createdAt: number; category: CategoryFields };
/** A related product, with its variants as a card reads them (swatches, a "from" price). */
type RelatedJson = ProductJson & { variants: ListedVariant[] };
const fromJson = ({ category, ...row }: ProductJson) =>
  productDto({ ...row, createdAt: new Date(row.createdAt) }, category);

interface ReviewJson {
  id: string;
  rating: number;
  content: string;
  boughtVariant: LineVariant | null;
  createdAt: number;
  updatedAt: number;
  userId: string;
  userName: string;
  role: Review['role'];
}

const productDetailQuery = (db: Database, id: SQLWrapper) =>
  db
    .select({
      product: sql<ProductJson>`${productJson('p', 'c')}`,
      variants: sql<Variant[]>`${variantsJson('p')}`,
      related: sql<RelatedJson[]>`coalesce((
        select jsonb_agg(${productJson('rp', 'rc')} || jsonb_build_object('variants', ${listedVariantsJson('rp')})
          order by rp.seq)
        from (
          select * from products
          where category_id = p.category_id and id <> p.id and archived_at is null
          order by seq limit ${RELATED_PRODUCTS_LIMIT}
        ) rp
        join categories rc on rc.id = rp.category_id
      ), '[]'::jsonb)`,
      reviews: sql<ReviewJson[]>`coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', r.id, 'rating', r.rating, 'content', r.content, 'boughtVariant', r.bought_variant,
          'createdAt', floor(extract(epoch from r.created_at) * 1000),
          'updatedAt', floor(extract(epoch from r.updated_at) * 1000),
          'userId', u.id, 'userName', u.name, 'role', u.role
        ) order by r.updated_at desc, r.id)
        from reviews r join users u on u.id = r.user_id
        where r.product_id = p.id
      ), '[]'::jsonb)`,
    })
    .from(sql`products p join categories c on c.id = p.category_id`)
    .where(sql`p.id = ${id} and p.archived_at is null`);

/** The product detail of one database as a prepared statement, built once (PostgreSQL plans it once a connection). */
export const productDetailStatement = (db: Database) =>
  productDetailQuery(db, sql.placeholder('id')).prepare('catalogue_product_detail');
export type ProductDetailStatement = ReturnType<typeof productDetailStatement>;

/**
 * One product with its options and variants on sale (default first), its reviews (newest change first) and up to RELATED_PRODUCTS_LIMIT products of its category in
 * catalogue order: one statement (the product by its key, related ones from the (category_id, seq) index,
 * reviews from (product_id, created_at)), so a detail costs one round trip.
 */
export async function getProductDetail(
  statement: ProductDetailStatement,
  id: string,
): Promise<CatalogueProductDetail | null> {
  const [row] = await statement.execute({ id });
  if (!row) return null;
  return {
    ...fromJson(row.product),
    variants: row.variants,
    reviews: row.reviews.map((r) => ({
      _id: r.id,
      product: id,
      rating: r.rating,
      content: r.content,
      boughtVariant: r.boughtVariant ?? null,
      role: r.role,
      user: { _id: r.userId, name: r.userName },
      createdAt: new Date(r.createdAt).toISOString(),
      updatedAt: new Date(r.updatedAt).toISOString(),
    })),
    relatedProducts: {
      products: row.related.map(({ variants, ...related }) => withVariantFacts(fromJson(related), variants)),
    },
  };
}
