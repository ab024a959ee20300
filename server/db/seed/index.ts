// First-boot seeding (idempotent): the catalogue when there is none, and the staff and manager accounts when missing.
import { randomUUID } from 'node:crypto';
import { stableId } from './stableId';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { createPasswords } from '../../services/passwords';
import type { Database, DatabaseHandle } from '../client';
import {
  checkCounts,
  checkIdentity,
  countRows,
  InstallationError,
  markerCounts,
  readMarker,
  RESTORE_HINT,
  writeIdentity,
  writeMarker,
} from '../installation';
import {
  categories,
  products,
  productVariants,
  users,
  type NewProductRow,
  type NewVariantRow,
} from '../schema';
import { normaliseSearch, refreshDefaults } from '../../catalogue';
import { SEED_CATEGORIES, SEED_PRODUCTS, type SeedCategory, type SeedProduct } from './catalogue';
import { COMPUTER_SPEC_KEYS, PHONE_SPEC_KEYS, type SpecKey } from '../../../src/contract';
import { colourVariantsOf, variantsOf } from './variants';

export function searchTextOf(
  p: Pick<SeedProduct, 'name' | 'nameAr' | 'description' | 'descriptionAr' | 'color' | 'specs'>,
  category: { name: string; nameAr: string },
) {
  const spec = p.specs[0];
  return normaliseSearch(
    [
      p.name,
      p.nameAr,
      category.name,
      category.nameAr,
      p.color,
      spec?.cpu,
      spec?.memory,
      spec?.storage,
      spec?.display,
      p.description,
      p.descriptionAr,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** The demo's own brands: Nova phones, Wave audio, Orbit for every computer and the other accessories. */
export function brandOf(p: Pick<SeedProduct, 'name' | 'kind'>): { brand: string; brandAr: string } {
  if (p.kind === 'phone') return { brand: 'Nova', brandAr: 'نوفا' };
  if (p.name.startsWith('Wave')) return { brand: 'Wave', brandAr: 'ويف' };
  return { brand: 'Orbit', brandAr: 'أوربت' };
}

/** The spec set of a seed category: a phone's, none for accessories, a computer's for the rest. */
export const specKeysOf = (kind: SeedCategory['kind']): SpecKey[] =>
  kind === 'phone' ? [...PHONE_SPEC_KEYS] : kind === 'keyboard' ? [] : [...COMPUTER_SPEC_KEYS];

export function productRow(
  p: SeedProduct,
  categoryId: string,
  category: { name: string; nameAr: string },
  id: string = stableId('product', p.name),
): NewProductRow {
  const spec = p.specs[0];
  return {
    id,
    categoryId,
    name: p.name,
    nameAr: p.nameAr,
    description: p.description,
    descriptionAr: p.descriptionAr,
    price: p.price,
    priceAfterDiscount: p.priceAfterDiscount,
    quantity: p.quantity,
    images: p.images,
    color: p.color,
    colorAr: p.colorAr,
    warrantyMonths: p.warrantyMonths,
    // Accessories carry the shop's own warranty; computers and phones the maker's.
    warrantyKind: p.category === 'accessories' ? 'shop' : 'official',
    ...brandOf(p),
    specs: p.specs,
    cpu: spec?.cpu ?? '',
    memory: spec?.memory ?? '',
    storage: spec?.storage ?? '',
    display: spec?.display ?? '',
    searchText: searchTextOf(p, category),
  };
}

const skuPart = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A seed product's options and variant rows: its configurations (phones, two laptops: seed/variants.ts), or the one
 * variant of a product that comes one way, which has the product's id.
 */
export function variantRows(
  p: SeedProduct,
  id: string,
  index: number,
  made = variantsOf(p, index),
): { options: NewProductRow['options']; variants: NewVariantRow[] } {
  const spec = p.specs[0];
  if (!made) {
    return {
      options: [],
      variants: [
        {
          id,
          productId: id,
          sku: skuPart(p.name),
          optionValues: [],
          price: p.price,
          priceAfterDiscount: p.priceAfterDiscount,
          quantity: p.quantity,
          color: p.color,
          colorAr: p.colorAr,
          storage: spec?.storage ?? '',
          memory: spec?.memory ?? '',
        },
      ],
    };
  }
  return {
    options: made.options,
    variants: made.variants.map((v, position) => {
      const sku = skuPart([p.name, ...v.optionValues].join(' '));
      return { ...v, id: stableId('variant', `${id} ${sku}`), productId: id, sku, position };
    }),
  };
}

export interface SeedResult {
  catalogue: boolean;
  staff: boolean;
  manager: boolean;
}

export interface SeedAccount {
  email: string;
  passwordHash: () => Promise<string>;
}

/**
 * Creates a configured account (staff, manager) when no account has its email; true when it did. An existing
 * account is left as it is: a changed password in the configuration is not applied at the next start (the account's
 * owner changes it with "forgot password", so a restart never undoes that).
 */
async function seedAccount(db: Database, account: SeedAccount, role: 'staff' | 'manager', name: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (row) return false;
  const inserted = await db
    .insert(users)
    .values({
      id: randomUUID(),
      email: account.email,
      name,
      phone: '01000000000',
      passwordHash: await account.passwordHash(),
      role,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}

/** Seeds what is missing; running it again changes nothing. */
export async function seedDatabase(
  db: Database,
  staff: SeedAccount,
  manager?: SeedAccount,
): Promise<SeedResult> {
  const result: SeedResult = { catalogue: false, staff: false, manager: false };
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(categories);
    if (Number(existing?.n ?? 0) > 0) return;
    const ids = new Map<string, { id: string; name: string; nameAr: string }>();
    await tx.insert(categories).values(
      SEED_CATEGORIES.map((c, position) => {
        const id = stableId('category', c.slug);
        ids.set(c.slug, { id, name: c.name, nameAr: c.nameAr });
        return {
          id,
          slug: c.slug,
          name: c.name,
          nameAr: c.nameAr,
          image: `/images/categories/${c.slug}.svg`,
          position,
          specKeys: specKeysOf(c.kind),
        };
      }),
    );
    const rows = SEED_PRODUCTS.map((p, index) => {
      const category = ids.get(p.category)!;
      const row = productRow(p, category.id, category);
      return { row, ...variantRows(p, row.id!, index) };
    });
    await tx.insert(products).values(rows.map(({ row, options }) => ({ ...row, options })));
    await tx.insert(productVariants).values(rows.flatMap(({ variants }) => variants));
    await refreshDefaults(
      tx,
      rows.map(({ row }) => row.id!),
    );
    result.catalogue = true;
  });
  result.staff = await seedAccount(db, staff, 'staff', 'Store Staff');
  if (manager) result.manager = await seedAccount(db, manager, 'manager', 'Store Manager');
  return result;
}

/**
 * Adds `total` synthetic products (for benchmarks), in batches, cycling through the seed catalogue; each comes in
 * three variants or more (a phone in its storages and colours, a configured laptop in its four, any other in three
 * colours).
 */
export async function seedSynthetic(
  db: Database,
  total: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  const cats = await db.select().from(categories);
  const bySlug = new Map(cats.map((c) => [c.slug, c]));
  const batch = 1000;
  for (let done = 0; done < total; done += batch) {
    const rows: NewProductRow[] = [];
    const variants: NewVariantRow[] = [];
    for (let i = done; i < Math.min(total, done + batch); i += 1) {
      const base = SEED_PRODUCTS[i % SEED_PRODUCTS.length]!;
      const category = bySlug.get(base.category);
      if (!category) throw new Error('Seed the catalogue before adding synthetic products');
      const n = i + 1;
      const variant = {
        ...base,
        name: `${base.name} #${n}`,
        nameAr: `${base.nameAr} #${n}`,
        price: base.price + (n % 50) * 100,
        quantity: n % 13 === 0 ? 0 : (n % 40) + 1,
      };
      // Synthetic rows get random ids: the same run twice adds more, never collides.
      const row = productRow(variant, category.id, category, randomUUID());
      // Three variants or more each: the seed's configurations, else three colours.
      const made = variantRows(variant, row.id!, i, variantsOf(variant, i) ?? colourVariantsOf(variant));
      rows.push({ ...row, options: made.options });
      variants.push(...made.variants);
    }
    await db.transaction(async (tx) => {
      await tx.insert(products).values(rows);
      await tx.insert(productVariants).values(variants);
      await refreshDefaults(
        tx,
        rows.map((row) => row.id!),
      );
    });
    onProgress?.(Math.min(total, done + batch));
  }
}

/**
 * What a shop needs before it serves: the database checked against the installation marker in DATA_DIR, the
 * schema migrated, then the seed (the staff and manager accounts from the config) — never the seed of a database that was set
 * up once and has lost its rows. Writes the marker (a database from before it existed is adopted).
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<
    Config,
    'argon' | 'staffEmail' | 'staffPassword' | 'managerEmail' | 'managerPassword' | 'dataDir'
  >,
): Promise<SeedResult> {
  const marker = readMarker(config.dataDir);
  let identity: Awaited<ReturnType<typeof checkIdentity>>;
  const unreadable = (error: unknown) =>
    error instanceof InstallationError
      ? error
      : new InstallationError(
          `The database cannot be read (${(error as Error).message}). Nothing was changed. ${RESTORE_HINT}.`,
        );
  try {
    identity = await checkIdentity(database, config.dataDir);
  } catch (error) {
    throw unreadable(error);
  }
  await database.migrate();
  try {
    checkCounts(identity, marker, await countRows(database));
  } catch (error) {
    throw unreadable(error);
  }
  const passwords = createPasswords(config.argon);
  const result = await seedDatabase(
    database.db,
    {
      email: config.staffEmail,
      passwordHash: () => passwords.hash(config.staffPassword),
    },
    {
      email: config.managerEmail,
      passwordHash: () => passwords.hash(config.managerPassword),
    },
  );
  identity ??= await writeIdentity(database);
  const counts = await countRows(database);
  const now = new Date().toISOString();
  writeMarker(config.dataDir, {
    id: identity.id,
    kind: database.kind,
    createdAt: marker?.createdAt ?? identity.seededAt,
    ...markerCounts(counts),
    checkedAt: now,
  });
  return result;
}
