// Sets what every variant of a product costs or holds, and the product's figures with them, as the catalogue's writes
// do (a product's price and stock are its default variant's).
import { eq } from 'drizzle-orm';
import { refreshDefaults } from '../../../server/catalogue';
import type { Database } from '../../../server/db/client';
import { productVariants } from '../../../server/db/schema';

export async function setVariants(
  db: Database,
  productId: string,
  figures: { quantity?: number; price?: number; priceAfterDiscount?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(productVariants).set(figures).where(eq(productVariants.productId, productId));
    await refreshDefaults(tx, [productId]);
  });
}

/** A phone's Storage option (256 / 512 GB), as the back office's options editor sends it. */
export const STORAGE_OPTION = {
  key: 'storage',
  name: 'Storage',
  nameAr: 'السعة',
  values: [
    { value: '256 GB', valueAr: '256 جيجابايت' },
    { value: '512 GB', valueAr: '512 جيجابايت' },
  ],
};

/** A phone's Colour option (Blue / Black), as the back office's options editor sends it. */
export const COLOUR_OPTION = {
  key: 'color',
  name: 'Colour',
  nameAr: 'اللون',
  values: [
    { value: 'Blue', valueAr: 'أزرق' },
    { value: 'Black', valueAr: 'أسود' },
  ],
};
