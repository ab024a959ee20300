// Carts: the products and quantities a shopper is about to order, priced from the catalogue when created.
import { randomUUID } from 'node:crypto';
import { unitPrice, type Cart, type CartLine, type CartRequestLine } from '../../src/contract';
import { lineVariantOf, resolveVariants } from '../catalogue';
import type { Database } from '../db/client';
import { carts } from '../db/schema';
import type { Now } from './orders';

export async function createCart(
  db: Database,
  userId: string,
  lines: CartRequestLine[],
  now: Now,
): Promise<Cart> {
  // An archived product or variant is refused like an unknown one; a line of a product that comes in several
  // variants must name one.
  const resolved = await resolveVariants(db, lines);
  // Merge repeated variants so each has one line.
  const wanted = new Map<string, { at: number; quantity: number }>();
  resolved.forEach(({ variant }, i) => {
    const seen = wanted.get(variant.id);
    if (seen) seen.quantity += lines[i]!.quantity;
    else wanted.set(variant.id, { at: i, quantity: lines[i]!.quantity });
  });
  const cartLines: CartLine[] = [...wanted.values()].map(({ at, quantity }) => {
    const { product, variant } = resolved[at]!;
    const unit = unitPrice(variant);
    return {
      product: {
        _id: product.id,
        name: product.name,
        nameAr: product.nameAr,
        price: variant.price,
        priceAfterDiscount: variant.priceAfterDiscount,
        unitPrice: unit,
        images: variant.images.length > 0 ? variant.images : product.images,
        color: variant.color,
        quantity: variant.quantity,
        variant: lineVariantOf(variant, product.options),
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
