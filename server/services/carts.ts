// Carts: the products and quantities a shopper is about to order, priced from the catalogue when created.
import { randomUUID } from 'node:crypto';
import { and, inArray, isNull } from 'drizzle-orm';
import { unitPrice, type Cart, type CartLine, type CartRequestLine } from '../../src/contract';
import type { Database } from '../db/client';
import { carts, products } from '../db/schema';
import type { Now } from './orders';
import { HttpError } from './errors';

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 1000;

export async function createCart(
  db: Database,
  userId: string,
  lines: CartRequestLine[],
  now: Now,
): Promise<Cart> {
  // Merge repeated products so each product has one line.
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const ids = [...wanted.keys()];
  // An archived product is refused like an unknown one.
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new HttpError(
      404,
      'server.product.notFound',
      {},
      Object.fromEntries(missing.map((id) => [id, 'server.product.notFound'])),
    );
  }
  const cartLines: CartLine[] = ids.map((id) => {
    const p = byId.get(id)!;
    const quantity = wanted.get(id)!;
    const unit = unitPrice(p);
    return {
      product: {
        _id: p.id,
        name: p.name,
        nameAr: p.nameAr,
        price: p.price,
        priceAfterDiscount: p.priceAfterDiscount,
        unitPrice: unit,
        images: p.images,
        color: p.color,
        quantity: p.quantity,
      },
      quantity,
      total: unit * quantity,
    };
  });
  const totalPrice = cartLines.reduce((sum, l) => sum + l.total, 0);
  const [row] = await db
    .insert(carts)
    .values({ id: randomUUID(), userId, lines: cartLines, totalPrice, createdAt: new Date(now()) })
    .returning();
  if (!row) throw new Error('cart insert returned nothing');
  return {
    _id: row.id,
    user: userId,
    products: row.lines,
    totalPrice: row.totalPrice,
    createdAt: row.createdAt.toISOString(),
  };
}
