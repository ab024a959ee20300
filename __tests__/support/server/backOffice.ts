// Helpers for the back office's tests: a valid product input, and a manager driving /api/staff/*.
import { count } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ProductInput } from '../../../src/contract';
import {
  activityLog,
  categories,
  orderNotes,
  products,
  stockMovements,
  users,
} from '../../../server/db/schema';
import type { DatabaseHandle } from '../../../server/db/client';
import { bearer } from './api';

export function productInput(categoryId: string, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Quasarbook Pro 14',
    nameAr: 'كوازاربوك برو ١٤',
    description: 'A light laptop with a bright display.',
    descriptionAr: 'حاسوب محمول خفيف بشاشة ساطعة.',
    categoryId,
    price: 52000,
    priceAfterDiscount: 0,
    quantity: 7,
    color: 'Space Grey',
    colorAr: 'رمادي',
    warrantyMonths: 24,
    specs: {
      cpu: 'Quasar Q9',
      memory: '24 GB',
      storage: '2 TB',
      gpu: 'Integrated',
      display: '14.2-inch',
      os: 'QuasarOS',
    },
    images: ['/images/products/quasarbook.svg'],
    ...overrides,
  };
}

/** Sends `options` as the holder of `token`. */
export const as = (app: FastifyInstance, token: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });

/** Row counts of what a back-office write may touch (to prove a refused one saved nothing). */
export async function rowCounts(database: DatabaseHandle) {
  const n = async (
    table:
      typeof products | typeof categories | typeof stockMovements | typeof activityLog | typeof orderNotes,
  ) => Number((await database.db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    products: await n(products),
    categories: await n(categories),
    stockMovements: await n(stockMovements),
    activity: await n(activityLog),
    orderNotes: await n(orderNotes),
    // Accounts by role: a refused staff-account call adds or changes none.
    roles: Object.fromEntries(
      (await database.db.select({ role: users.role, n: count() }).from(users).groupBy(users.role)).map(
        (row) => [row.role, Number(row.n)],
      ),
    ),
  };
}
